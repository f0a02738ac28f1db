import ComposableArchitectureLegacy
import Foundation

extension AppEnvironment {
  /// The environment of the running app: the main queue, and facts made up on a background
  /// queue (no network is needed), delivered after `latency`.
  public static func live(latency: DispatchTimeInterval = .milliseconds(200)) -> AppEnvironment {
    AppEnvironment(
      mainQueue: DispatchQueue.main.eraseToAnyScheduler(),
      numberFact: { number in
        Effect.future { callback in
          DispatchQueue.global().asyncAfter(deadline: .now() + latency) {
            callback(.success(fact(about: number)))
          }
        }
      }
    )
  }
}

/// A fact about `number`, worked out locally.
public func fact(about number: Int) -> String {
  if number == 0 { return "0 is the additive identity." }
  let magnitude = number.magnitude
  let divisors = (1...magnitude).filter { magnitude % $0 == 0 }
  if divisors.count == 2 { return "\(number) is a prime number." }
  if magnitude > 1, divisors.dropLast().reduce(0, +) == magnitude {
    return "\(number) is a perfect number."
  }
  return "\(number) has \(divisors.count) divisors."
}
