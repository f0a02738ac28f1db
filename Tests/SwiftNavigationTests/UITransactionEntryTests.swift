import ConcurrencyExtras
import SwiftNavigation
import Testing

/// `@UITransactionEntry` evaluates a default on each read of an unset entry, whether or not the
/// property names its type (M-NV-09).
@Suite struct UITransactionEntryTests {
  @Test func anInferredDefaultIsEvaluatedOnEachUnsetRead() {
    let transaction = UITransaction()
    let first = transaction.inferredStamp
    let second = transaction.inferredStamp
    #expect(second == first + 1)
    var set = transaction
    set.inferredStamp = -1
    #expect(set.inferredStamp == -1)
    #expect(transaction.inferredStamp == second + 1)
  }

  @Test func anAnnotatedDefaultIsEvaluatedOnEachUnsetRead() {
    let transaction = UITransaction()
    let first = transaction.annotatedStamp
    #expect(transaction.annotatedStamp == first + 1)
  }

  @Test func anInferredDefaultKeepsItsType() {
    let transaction = UITransaction()
    let names: [String] = transaction.names
    #expect(names == ["a"])
    #expect(transaction.ratio == 0.5)
  }
}

/// Count the evaluations of the two entries' defaults (one counter each: tests run in parallel).
private let inferredStamps = LockIsolated(0)
private let annotatedStamps = LockIsolated(0)

private func nextStamp(_ stamps: LockIsolated<Int>) -> Int {
  stamps.withValue { value in
    value += 1
    return value
  }
}

extension UITransaction {
  @UITransactionEntry fileprivate var inferredStamp = nextStamp(inferredStamps)
  @UITransactionEntry fileprivate var annotatedStamp: Int = nextStamp(annotatedStamps)
  @UITransactionEntry fileprivate var names = ["a"]
  @UITransactionEntry fileprivate var ratio = 0.5
}
