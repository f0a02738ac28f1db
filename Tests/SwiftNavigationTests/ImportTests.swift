import ConcurrencyExtras
import SwiftNavigation
import Testing

// `import SwiftNavigation` alone gives CasePaths' and Perception's names.
@CasePathable
private enum Choice {
  case number(Int)
  case none
}

@Perceptible
private final class Counter {
  var count = 0
}

@Suite struct ImportTests {
  @Test func casePathsAndPerception() {
    let choice = Choice.number(3)
    #expect(choice[case: \.number] == 3)
    #expect(Array(Choice.allCasePaths).count == 2)
    let counter = Counter()
    let changed = LockIsolated(false)
    withPerceptionTracking {
      _ = counter.count
    } onChange: {
      changed.setValue(true)
    }
    counter.count = 1
    #expect(changed.value)
  }
}
