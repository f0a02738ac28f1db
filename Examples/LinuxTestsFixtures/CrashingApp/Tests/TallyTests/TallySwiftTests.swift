import Tally
import Testing

@Suite struct TallySwiftTests {
  @Test func startsEmpty() {
    #expect(Tally().total == 0)
  }

  /// Waits for something that never comes: stopped at the time limit, the rest still run.
  @Test func waitsForever() async throws {
    while true {
      try await Task.sleep(for: .seconds(3600))
    }
  }

  @Test(arguments: [1, 2, 3]) func addsEachMark(mark: Int) {
    var tally = Tally()
    tally.add(mark)
    #expect(tally.total == mark)
  }
}
