import ComposableArchitectureLegacy
import Foundation

/// An effect that decodes the bundled `<name>.json` after `delay` on `scheduler`: the stand-in
/// for a GitHub API request, failing with `.downloadError` if the file is missing and
/// `.decodingError` if it does not decode.
func bundledResource<Value: Decodable>(
  _ name: String,
  decoder: JSONDecoder,
  delay: DispatchQueue.SchedulerTimeType.Stride,
  scheduler: AnySchedulerOf<DispatchQueue>
) -> Effect<Value, APIError> {
  Effect.future { callback in
    scheduler.schedule(after: scheduler.now.advanced(by: delay)) {
      guard
        let url = Bundle.module.url(forResource: name, withExtension: "json"),
        let data = try? Data(contentsOf: url)
      else {
        callback(.failure(.downloadError))
        return
      }
      do {
        callback(.success(try decoder.decode(Value.self, from: data)))
      } catch {
        callback(.failure(.decodingError))
      }
    }
  }
}
