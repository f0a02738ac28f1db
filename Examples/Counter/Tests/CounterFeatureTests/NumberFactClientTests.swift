import ComposableArchitecture
import Testing

@testable import CounterFeature

@Suite("NumberFactClient")
struct NumberFactClientTests {
  @Test(
    "The live facts describe the number exactly",
    arguments: [
      (
        0,
        "0 is even, neither positive nor negative, and the additive identity: adding it to a "
          + "number leaves that number unchanged."
      ),
      (
        1,
        "1 is the multiplicative identity (neither prime nor composite), a perfect square (1²), "
          + "a perfect cube (1³), a triangular number and a Fibonacci number."
      ),
      (2, "2 is the only even prime number and a Fibonacci number."),
      (3, "3 is a Mersenne prime (2² − 1), a triangular number and a Fibonacci number."),
      (7, "7 is a Mersenne prime (2³ − 1)."),
      (9, "9 is an odd composite number (3²) and a perfect square (3²)."),
      (13, "13 is a prime number and a Fibonacci number. Its digits add up to 4."),
      (22, "22 is an even composite number (2 × 11). Its digits add up to 4."),
      (
        28,
        "28 is an even composite number (2² × 7), a perfect number (1 + 2 + 4 + 7 + 14 = 28) "
          + "and a triangular number. Its digits add up to 10."
      ),
      (
        64,
        "64 is an even composite number (2⁶), a perfect square (8²) and a perfect cube (4³). "
          + "Its digits add up to 10."
      ),
      (
        -1,
        "-1 is negative; its absolute value is the multiplicative identity (neither prime "
          + "nor composite), a perfect square (1²), a perfect cube (1³), a triangular number and "
          + "a Fibonacci number."
      ),
      (-7, "-7 is negative; its absolute value is a Mersenne prime (2³ − 1)."),
      (
        -28,
        "-28 is negative; its absolute value is an even composite number (2² × 7), a perfect "
          + "number (1 + 2 + 4 + 7 + 14 = 28) and a triangular number. Its digits add up to 10."
      ),
      (
        33_550_336,
        "33550336 is an even composite number (2¹² × 8191), a perfect number (the sum of its "
          + "proper divisors) and a triangular number. Its digits add up to 28."
      ),
    ]
  )
  func fact(number: Int, expected: String) {
    #expect(NumberFactClient.fact(about: number) == expected)
  }

  @Test("The extremes of Int get exact facts, quickly")
  func extremes() {
    #expect(
      NumberFactClient.fact(about: .max)
        == "9223372036854775807 is an odd composite number "
        + "(7² × 73 × 127 × 337 × 92737 × 649657). Its digits add up to 88."
    )
    #expect(
      NumberFactClient.fact(about: .min)
        == "-9223372036854775808 is negative; its absolute value is an even composite number "
        + "(2⁶³) and a perfect cube (2097152³). Its digits add up to 89."
    )
    // The largest prime below 2⁶³, proven prime by Miller–Rabin after trial division.
    #expect(
      NumberFactClient.fact(about: 9_223_372_036_854_775_783)
        == "9223372036854775783 is a prime number. Its digits add up to 91."
    )
    // Two prime factors above the trial-division bound: known composite, not factored.
    #expect(
      NumberFactClient.fact(about: 1_000_003 * 1_000_033)
        == "1000036000099 is an odd composite number. Its digits add up to 28."
    )
  }

  @Test("The live client answers with the local fact, on the injected clock")
  func liveClient() async throws {
    let fact = try await withDependencies {
      $0.continuousClock = ImmediateClock()
    } operation: {
      try await NumberFactClient.liveValue.fetch(7)
    }
    #expect(fact == "7 is a Mersenne prime (2³ − 1).")
  }

  @MainActor
  @Test("The test client reports an unimplemented fetch, and the feature shows the failure")
  func unimplementedTestClient() async {
    let store = Store(initialState: CounterFeature.State()) {
      CounterFeature()
    }
    await withKnownIssue {
      await store.send(.numberFactButtonTapped).finish()
    } matching: { issue in
      issue.description.contains("Unimplemented: 'NumberFactClient.fetch'")
    }
    #expect(store.isLoading == false)
    #expect(store.numberFact == nil)
    #expect(
      store.numberFactError == Unimplemented("NumberFactClient.fetch").localizedDescription
    )
  }
}
