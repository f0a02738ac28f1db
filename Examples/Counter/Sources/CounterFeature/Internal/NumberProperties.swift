import Foundation

/// The arithmetic properties of a positive number that its fact mentions.
///
/// Everything here is exact integer arithmetic over `UInt64` (floating point only guesses roots
/// that are then checked), so every `Int`, `Int.min` included, gets a fact in well under a
/// millisecond or two.
struct NumberProperties {
  let value: UInt64
  let factorization: Factorization

  init(_ value: UInt64) {
    precondition(value > 0, "Zero has a fact of its own.")
    self.value = value
    self.factorization = Factorization(value)
  }

  /// Noun phrases, the number's kind first: "a prime number", "a triangular number", ….
  var descriptions: [String] {
    var descriptions = [self.kind]
    if let divisors = self.perfectNumberDivisors {
      descriptions.append(
        divisors.isEmpty
          ? "a perfect number (the sum of its proper divisors)"
          : "a perfect number (\(divisors.map(String.init).joined(separator: " + ")) = \(value))"
      )
    }
    if let root = Self.exactRoot(of: self.value, degree: 2) {
      descriptions.append("a perfect square (\(root)²)")
    }
    if let root = Self.exactRoot(of: self.value, degree: 3) {
      descriptions.append("a perfect cube (\(root)³)")
    }
    if self.isTriangular {
      descriptions.append("a triangular number")
    }
    if Self.fibonacciNumbers.contains(self.value) {
      descriptions.append("a Fibonacci number")
    }
    return descriptions
  }

  /// "a prime number", "an even composite number (2² × 7)", and the special cases.
  private var kind: String {
    if self.value == 1 {
      return "the multiplicative identity (neither prime nor composite)"
    }
    if self.value == 2 {
      return "the only even prime number"
    }
    if self.factorization.isPrime {
      let next = self.value &+ 1
      if next & self.value == 0 {
        return "a Mersenne prime (2\(superscript(next.trailingZeroBitCount)) − 1)"
      }
      return "a prime number"
    }
    let parity = self.value.isMultiple(of: 2) ? "an even" : "an odd"
    guard self.factorization.isComplete else { return "\(parity) composite number" }
    let factors = self.factorization.factors
      .map { $0.exponent == 1 ? "\($0.prime)" : "\($0.prime)\(superscript($0.exponent))" }
      .joined(separator: " × ")
    return "\(parity) composite number (\(factors))"
  }

  /// The proper divisors of a perfect number (empty when too many to list), or `nil` if the
  /// number is not perfect.
  private var perfectNumberDivisors: [UInt64]? {
    guard Self.perfectNumbers.contains(self.value) else { return nil }
    guard self.value < 10_000 else { return [] }
    return (1..<self.value).filter { self.value.isMultiple(of: $0) }
  }

  /// Whether the number is `1 + 2 + … + t` for some `t`.
  private var isTriangular: Bool {
    // t(t + 1)/2 = n gives t ≈ √(2n); check the neighbours of the floating-point guess exactly.
    let guess = UInt64((Double(self.value) * 2).squareRoot())
    return [guess &- 1, guess, guess + 1].contains { t in
      let (half, other) = t.isMultiple(of: 2) ? (t / 2, t + 1) : (t, (t + 1) / 2)
      let (product, overflow) = half.multipliedReportingOverflow(by: other)
      return !overflow && product == self.value
    }
  }

  /// The sum of the decimal digits of `value`.
  static func digitSum(of value: UInt64) -> UInt64 {
    var value = value
    var sum: UInt64 = 0
    while value > 0 {
      sum += value % 10
      value /= 10
    }
    return sum
  }

  /// `r` such that `r` to the power `degree` is `value`, if there is one.
  static func exactRoot(of value: UInt64, degree: Int) -> UInt64? {
    let guess = UInt64(pow(Double(value), 1 / Double(degree)).rounded())
    return [guess &- 1, guess, guess + 1].first { root in
      guard root > 0 else { return false }
      var power: UInt64 = 1
      for _ in 0..<degree {
        let (product, overflow) = power.multipliedReportingOverflow(by: root)
        guard !overflow else { return false }
        power = product
      }
      return power == value
    }
  }

  /// The even perfect numbers that fit in 64 bits (no odd perfect number is known).
  static let perfectNumbers: Set<UInt64> = [
    6, 28, 496, 8128, 33_550_336, 8_589_869_056, 137_438_691_328, 2_305_843_008_139_952_128,
  ]

  /// The Fibonacci numbers that fit in 64 bits.
  static let fibonacciNumbers: Set<UInt64> = {
    var numbers: Set<UInt64> = [0, 1]
    var (previous, current): (UInt64, UInt64) = (0, 1)
    while true {
      let (next, overflow) = previous.addingReportingOverflow(current)
      guard !overflow else { return numbers }
      numbers.insert(next)
      (previous, current) = (current, next)
    }
  }()
}

/// A number's prime factors, found by trial division with a Miller–Rabin test for what remains.
struct Factorization {
  /// The prime factors found, smallest first.
  private(set) var factors: [(prime: UInt64, exponent: Int)] = []
  /// Whether `factors` multiply back to the number; false only for a number with two or more
  /// prime factors above the trial-division bound.
  private(set) var isComplete = true

  /// Trial division stops here, so the worst case stays at about half a million divisions.
  private static let trialDivisionBound: UInt64 = 1_000_000

  init(_ value: UInt64) {
    var rest = value
    var divisor: UInt64 = 2
    while divisor <= Self.trialDivisionBound && divisor * divisor <= rest {
      var exponent = 0
      while rest.isMultiple(of: divisor) {
        rest /= divisor
        exponent += 1
      }
      if exponent > 0 {
        self.factors.append((divisor, exponent))
      }
      divisor += divisor == 2 ? 1 : 2
    }
    guard rest > 1 else { return }
    if divisor * divisor > rest || Self.isPrime(rest) {
      self.factors.append((rest, 1))
    } else {
      self.isComplete = false
    }
  }

  /// Whether the number is prime.
  var isPrime: Bool {
    self.isComplete && self.factors.count == 1 && self.factors[0].exponent == 1
  }

  /// A Miller–Rabin test, deterministic for 64-bit numbers with these bases.
  static func isPrime(_ n: UInt64) -> Bool {
    let bases: [UInt64] = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37]
    guard n >= 2 else { return false }
    for base in bases where n.isMultiple(of: base) {
      return n == base
    }
    let s = (n - 1).trailingZeroBitCount
    let d = (n - 1) >> s
    return bases.allSatisfy { base in
      var x = power(base, d, modulo: n)
      guard x != 1 && x != n - 1 else { return true }
      for _ in 1..<s {
        x = multiply(x, x, modulo: n)
        if x == n - 1 { return true }
      }
      return false
    }
  }

  private static func multiply(_ a: UInt64, _ b: UInt64, modulo m: UInt64) -> UInt64 {
    m.dividingFullWidth(a.multipliedFullWidth(by: b)).remainder
  }

  private static func power(_ base: UInt64, _ exponent: UInt64, modulo m: UInt64) -> UInt64 {
    var result: UInt64 = 1
    var base = base % m
    var exponent = exponent
    while exponent > 0 {
      if exponent & 1 == 1 { result = multiply(result, base, modulo: m) }
      base = multiply(base, base, modulo: m)
      exponent >>= 1
    }
    return result
  }
}

/// `12` as `¹²`.
private func superscript(_ number: Int) -> String {
  let digits: [Character] = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]
  return String(String(number).map { digits[Int(String($0))!] })
}
