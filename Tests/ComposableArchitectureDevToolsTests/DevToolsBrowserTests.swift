import ComposableArchitecture
import CounterFeature
import ExampleSupport
import Foundation
import TodosFeature
import XCTest

@testable import ComposableArchitectureDevTools

/// Drives the page in a real browser: headless Chromium, Debian's `chromium` (`.ci/run` installs
/// it). Skipped, with a message, where it is not installed.
///
/// Set `DEVTOOLS_SCREENSHOTS` to a folder to keep the screenshots (the documentation's come from
/// `DEVTOOLS_SCREENSHOTS=Documentation/DevTools swift test --filter DevToolsBrowserTests`).
final class DevToolsBrowserTests: XCTestCase {
  @MainActor
  func testTheLogShowsActionsSelectingShowsTheDiffAndJumpChangesTheStore() async throws {
    let chromium = try chromiumPath()
    let recorder = DevToolsRecorder<CounterFeature.State, CounterFeature.Action>(name: "Counter")
    let store = Store(initialState: CounterFeature.State()) {
      CounterFeature().devTools(recorder)
    } withDependencies: {
      $0.numberFact = .previewValue
    }
    store.send(.incrementButtonTapped)
    store.send(.incrementButtonTapped)
    store.send(.decrementButtonTapped)
    store.send(.incrementButtonTapped)
    await store.send(.numberFactButtonTapped).finish()
    await waitUntil("the recorder to hold 6 actions") { recorder.count == 6 }
    await waitUntil("the server to attach to the recorder") { recorder.isAttachedForTesting }
    let server = try await DevToolsServer.serve(recorder, port: 0, printsAddress: false)
    defer { Task { await server.stop() } }
    let page = server.address

    // Selecting action #2 shows its diff and the state after it.
    let dom = try await run(chromium, ["--dump-dom", page + "&select=2"])
    for index in 1...6 {
      XCTAssertTrue(dom.contains(#"data-index="\#(index)""#), "Action #\(index) is in the log")
    }
    XCTAssertTrue(dom.contains(#"<span class="name">incrementButtonTapped</span>"#))
    XCTAssertTrue(dom.contains(#"<span class="name">decrementButtonTapped</span>"#))
    XCTAssertTrue(dom.contains(#"<div class="entry selected" data-index="2">"#), dom)
    XCTAssertTrue(dom.contains(#"<span class="del">-   count: 1,</span>"#), dom)
    XCTAssertTrue(dom.contains(#"<span class="ins">+   count: 2,</span>"#), dom)
    XCTAssertTrue(dom.contains(#"<span class="name">numberFactResponse</span>"#))
    XCTAssertEqual(store.withState(\.count), 2)

    // Jump from the page puts the store back in the state after action #1.
    let jumped = try await run(chromium, ["--dump-dom", page + "&select=1&jump=1"])
    XCTAssertTrue(jumped.contains("jumped to #1 (effects are not replayed)"), jumped)
    XCTAssertEqual(store.withState(\.count), 1)
    XCTAssertNil(store.withState(\.numberFact))
    try recorder.resume()
    XCTAssertEqual(store.withState(\.count), 2)
    XCTAssertNotNil(store.withState(\.numberFact))

    let folder =
      ProcessInfo.processInfo.environment["DEVTOOLS_SCREENSHOTS"]
      .map { URL(fileURLWithPath: $0) }
      ?? FileManager.default.temporaryDirectory.appendingPathComponent("devtools-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let screenshot = folder.appendingPathComponent("devtools-page.png")
    _ = try await run(
      chromium, ["--screenshot=\(screenshot.path)", "--window-size=1280,720", page + "&select=5"]
    )
    let png = try Data(contentsOf: screenshot)
    XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47], "A PNG file")

    // "Copy as test" of a range writes the TestStore test on the page.
    let test = try await run(chromium, ["--dump-dom", page + "&from=4&select=6&test"])
    XCTAssertTrue(test.contains("await store.send(.numberFactButtonTapped) {"), test)
    XCTAssertTrue(test.contains("await store.receive(\\.numberFactResponse) {"), test)
    _ = try await run(
      chromium,
      [
        "--screenshot=\(folder.appendingPathComponent("devtools-copy-as-test.png").path)",
        "--window-size=1280,720", page + "&from=4&select=6&test",
      ]
    )
  }

  @MainActor
  func testTheSendBoxSendsAnActionAndAPageWithoutTheTokenIsRefused() async throws {
    let chromium = try chromiumPath()
    let recorder = DevToolsRecorder<Counter.State, Counter.Action>(name: "Counter")
    let store = Store(initialState: Counter.State()) { Counter().devTools(recorder) }
    store.send(.increment)
    store.send(.child(.setText("Hi")))
    await waitUntil("the recorder to hold 3 actions") { recorder.count == 3 }
    await waitUntil("the server to attach to the recorder") { recorder.isAttachedForTesting }
    let server = try await DevToolsServer.serve(recorder, port: 0, printsAddress: false)
    defer { Task { await server.stop() } }

    // The box lists the cases the log has seen; an action typed in runs and is logged.
    let send =
      server.address + "&send=" + #"{"increment":{}}"#.addingPercentEncoding(
        withAllowedCharacters: .alphanumerics)!
    let sent = try await run(chromium, ["--dump-dom", send])
    XCTAssertTrue(sent.contains(#"<form id="dispatch">"#), sent)
    XCTAssertTrue(sent.contains(#"<option value="child">child</option>"#), sent)
    XCTAssertTrue(sent.contains(#"<option value="increment">increment</option>"#), sent)
    XCTAssertTrue(sent.contains(#"data-index="4""#), sent)
    XCTAssertEqual(store.withState(\.count), 2)

    // One that does not decode: the error is on the page, nothing was sent.
    let wrong =
      server.address + "&send=" + #"{"incremnt":{}}"#.addingPercentEncoding(
        withAllowedCharacters: .alphanumerics)!
    let refusedAction = try await run(chromium, ["--dump-dom", wrong])
    XCTAssertTrue(refusedAction.contains("Not a Counter.Action: "), refusedAction)
    XCTAssertEqual(store.withState(\.count), 2)

    let folder = screenshotFolder()
    _ = try await run(
      chromium,
      [
        "--screenshot=\(folder.appendingPathComponent("devtools-send.png").path)",
        "--window-size=1280,720", wrong + "&select=4",
      ]
    )

    // Without the token (or with another), the page shows where to find it and gets nothing.
    for address in [
      "http://127.0.0.1:\(server.port)/", "http://127.0.0.1:\(server.port)/?token=0123abcd",
    ] {
      let refused = try await run(chromium, ["--dump-dom", address])
      XCTAssertTrue(refused.contains("the app refused this page"), refused)
      XCTAssertTrue(refused.contains("Open the address the app printed in its terminal"))
      XCTAssertFalse(refused.contains(#"data-index="1""#), "No action is shown")
    }
    _ = try await run(
      chromium,
      [
        "--screenshot=\(folder.appendingPathComponent("devtools-refused.png").path)",
        "--window-size=1280,360", "http://127.0.0.1:\(server.port)/",
      ]
    )
  }

  @MainActor
  func testAJumpFromThePageRewindsTheSharedTodosAndSaysSo() async throws {
    let chromium = try chromiumPath()
    let recorder = DevToolsRecorder<Todos.State, Todos.Action>(name: "Todos")
    let store = recordedTodosStore(recorder)
    let session = TodosSession(
      store: store, screen: TranscriptScreen { _ in }, isInteractive: false
    )
    session.start()
    await yieldToObservers()
    for line in TodosSession.script.prefix(5) {
      _ = await session.run(line: line)
    }
    session.stop()
    await waitUntil("the server to attach to the recorder") { recorder.isAttachedForTesting }
    let server = try await DevToolsServer.serve(recorder, port: 0, printsAddress: false)
    defer { Task { await server.stop() } }
    let second = try XCTUnwrap(
      recorder.entries.filter { $0.name == "saveTodoButtonTapped" }.dropFirst().first)

    let page = server.address + "&select=\(second.index)&jump=\(second.index)"
    let jumped = try await run(chromium, ["--dump-dom", page])
    XCTAssertTrue(jumped.contains("jumped to #\(second.index)"), jumped)
    XCTAssertTrue(jumped.contains(#"<div class="rewound">@Shared .fileStorage("#), jumped)
    XCTAssertTrue(jumped.contains(#"todos.json"): put back as it was after #\#(second.index)"#))
    XCTAssertEqual(store.withState { $0.todos.map(\.description) }, ["Buy milk", "Walk the dog"])
    _ = try await run(
      chromium,
      [
        "--screenshot=\(screenshotFolder().appendingPathComponent("devtools-shared.png").path)",
        "--window-size=1280,720", page,
      ]
    )
    try recorder.resume()
    XCTAssertEqual(store.withState { $0.todos.count }, 4)
  }

  private func screenshotFolder() -> URL {
    let folder =
      ProcessInfo.processInfo.environment["DEVTOOLS_SCREENSHOTS"]
      .map { URL(fileURLWithPath: $0) }
      ?? FileManager.default.temporaryDirectory.appendingPathComponent("devtools-\(UUID())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  private func chromiumPath() throws -> String {
    let candidates =
      [ProcessInfo.processInfo.environment["CHROMIUM"]].compactMap { $0 }
      + ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
    guard let path = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) })
    else {
      throw XCTSkip(
        "Chromium is not installed: `apt-get install chromium` (as .ci/run does) to run the browser test."
      )
    }
    return path
  }

  /// Runs headless Chromium off the main actor (the page's commands need it) and returns its
  /// standard output.
  private func run(_ chromium: String, _ arguments: [String]) async throws -> String {
    let profile = FileManager.default.temporaryDirectory.appendingPathComponent(
      "chromium-\(UUID())")
    defer { try? FileManager.default.removeItem(at: profile) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: chromium)
    process.arguments =
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
        "--user-data-dir=\(profile.path)", "--virtual-time-budget=5000",
      ] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Reading to the end of its output also waits for it to exit, without blocking the main
    // actor and without a full pipe blocking Chromium.
    let reader = Task.detached {
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return String(decoding: data, as: UTF8.self)
    }
    return await reader.value
  }
}
