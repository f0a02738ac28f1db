import ComposableArchitecture

extension NumberFactClient: DependencyKey {
  /// The client the app uses: it works offline, computing ``fact(about:)`` after a short pause
  /// on `@Dependency(\.continuousClock)` that stands in for the README's request to
  /// numbersapi.com.
  ///
  /// The pause makes the loading state visible; override the clock (with an `ImmediateClock`
  /// or a `TestClock`) to control it.
  public static let liveValue = Self(
    fetch: { number in
      @Dependency(\.continuousClock) var clock
      try await clock.sleep(for: Self.liveLatency)
      return Self.fact(about: number)
    }
  )

  /// How long the live client pretends to wait for a server before it answers.
  public static let liveLatency: Duration = .milliseconds(250)

  /// A fact about `number`, computed locally and deterministically: the same number always
  /// gives the same text.
  ///
  /// The fact names the number's kind (prime, with its factors if composite) and any of: a
  /// Mersenne prime, perfect number, perfect square or cube, triangular or Fibonacci number,
  /// followed by its digit sum when it has more than one digit. A negative number is described
  /// through its absolute value; `0` has a fact of its own.
  ///
  /// ```swift
  /// NumberFactClient.fact(about: 28)
  /// // "28 is an even composite number (2² × 7), a perfect number (1 + 2 + 4 + 7 + 14 = 28)
  /// //  and a triangular number. Its digits add up to 10."
  /// ```
  public static func fact(about number: Int) -> String {
    guard number != 0 else {
      return "0 is even, neither positive nor negative, and the additive identity: adding it to "
        + "a number leaves that number unchanged."
    }
    let magnitude = UInt64(number.magnitude)
    let properties = NumberProperties(magnitude).descriptions.listed()
    var fact =
      number > 0
      ? "\(number) is \(properties)."
      : "\(number) is negative; its absolute value is \(properties)."
    if magnitude >= 10 {
      fact += " Its digits add up to \(NumberProperties.digitSum(of: magnitude))."
    }
    return fact
  }
}

extension [String] {
  /// Joins phrases the way a sentence lists them: "a, b and c".
  fileprivate func listed() -> String {
    guard let last = self.last, self.count > 1 else { return self.first ?? "" }
    return self.dropLast().joined(separator: ", ") + " and " + last
  }
}
