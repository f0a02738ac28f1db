import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A plain HTTP request to the devtools server, for the tests.
func http(_ method: String, _ url: String, body: String? = nil) async throws -> String {
  var request = URLRequest(url: URL(string: url)!)
  request.httpMethod = method
  request.httpBody = body.map { Data($0.utf8) }
  return try await withCheckedThrowingContinuation { continuation in
    URLSession.shared.dataTask(with: request) { data, _, error in
      if let error {
        continuation.resume(throwing: error)
      } else {
        continuation.resume(returning: String(decoding: data ?? Data(), as: UTF8.self))
      }
    }
    .resume()
  }
}

/// A JSON reply decoded into a dictionary.
func object(_ json: String) -> [String: Any] {
  (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: Any] ?? [:]
}
