import Testing

@testable import LinuxTestsKit

@Suite struct OutputParsingTests {
  @Test func compilerErrorsKeepTheirNotesAndAreCountedOnce() throws {
    let output = """
      [12/40] Compiling Feature Feature.swift
      /p/Sources/F/A.swift:3:13: error: cannot find type 'Color' in scope
      1 | struct State {
      /p/Sources/F/A.swift:3:13: error: cannot find type 'Color' in scope
      /p/Sources/F/B.swift:9:2: warning: unused
      /p/Sources/F/B.swift:10:2: error: missing argument
      /p/Sources/F/C.swift:1:1: note: 'init' declared here
      error: fatalError
      """
    let errors = CompilerDiagnostic.errors(in: output)
    try #require(
      errors.map(\.message) == [
        "cannot find type 'Color' in scope", "missing argument", "fatalError",
      ])
    #expect(errors[1].notes.map(\.file) == ["/p/Sources/F/C.swift"])
    #expect(errors[2].file == nil)
  }

  @Test func xctestOutputGivesOutcomesAndTheTestACrashEndedIn() {
    let output = """
      Test Case 'CounterTests.testIncrement' started at 2026-12-06 06:56:15.019
      Test Case 'CounterTests.testIncrement' passed (0.003 seconds)
      Test Case 'CounterTests.testFail' started at 2026-12-06 06:56:15.023
      /app/Tests/CounterTests.swift:6: error: CounterTests.testFail : XCTAssertEqual failed: ("1") is not equal to ("2")
      Test Case 'CounterTests.testFail' failed (0.003 seconds)
      Test Case 'CounterTests.testCrash' started at 2026-12-06 06:56:15.026
      Fatal error: Unexpectedly found nil
      """
    let parsed = XCTestOutput(output)
    #expect(parsed.finished["CounterTests.testIncrement"]?.result == .passed)
    #expect(parsed.finished["CounterTests.testFail"]?.result == .failed)
    #expect(
      parsed.finished["CounterTests.testFail"]?.message?.contains("XCTAssertEqual failed") == true)
    #expect(parsed.unfinished?.name == "CounterTests.testCrash")
    #expect(parsed.unfinished?.output.first == "Fatal error: Unexpectedly found nil")
  }

  @Test func swiftTestingEventsGiveOutcomesByListedID() {
    let events = """
      {"kind":"test","payload":{"id":"T.free()/A.swift:9:2","kind":"function"},"version":0}
      {"kind":"event","payload":{"instant":{"absolute":1.0},"kind":"testStarted","messages":[],"testID":"T.free()/A.swift:9:2"},"version":0}
      {"kind":"event","payload":{"instant":{"absolute":1.5},"kind":"testEnded","messages":[],"testID":"T.free()/A.swift:9:2"},"version":0}
      {"kind":"event","payload":{"instant":{"absolute":2.0},"kind":"testStarted","messages":[],"testID":"T.S/fails()/A.swift:12:4"},"version":0}
      {"kind":"event","payload":{"issue":{"isKnown":false},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Expectation failed: 1 == 3"}],"testID":"T.S/fails()/A.swift:12:4"},"version":0}
      {"kind":"event","payload":{"kind":"testEnded","testID":"T.S/fails()/A.swift:12:4"},"version":0}
      {"kind":"event","payload":{"issue":{"isKnown":true},"kind":"issueRecorded","messages":[{"text":"known"}],"testID":"T.known()/A.swift:20:2"},"version":0}
      {"kind":"event","payload":{"kind":"testStarted","testID":"T.crash()/A.swift:30:2"},"version":0}
      """
    let parsed = SwiftTestingEvents(events)
    #expect(parsed.ended == ["T.free()", "T.S/fails()"])
    #expect(parsed.issues == ["T.S/fails()": "Expectation failed: 1 == 3"])
    #expect(parsed.started == ["T.free()", "T.S/fails()", "T.crash()"])
    #expect(parsed.seconds["T.free()"] == 0.5)
  }

  @Test func theListingGivesBothKindsOfIDs() {
    let output = """
      [0/1] Planning build
      Building for debugging...
      LibTests.ATests/testAsync
      LibTests.S/named()
      LibTests.free()
      LibTests.f(x:)
      Build complete! (0.5s)
      """
    #expect(
      TestRunner.listedIDs(output) == [
        "LibTests.ATests/testAsync", "LibTests.S/named()", "LibTests.free()", "LibTests.f(x:)",
      ])
  }
}
