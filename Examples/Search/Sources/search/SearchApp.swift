import ComposableArchitecture
import ComposableArchitectureDevTools
import ExampleSupport
import Foundation
import SearchFeature

/// `swift run search`: TCA's Search example in a terminal, on a bundled data set of world cities.
///
/// What it does depends on standard input:
///
/// - A terminal: a full-screen search driven by keys (type to search, ↑↓ select, Enter shows or
///   hides a city's details, Esc clears the query or quits).
/// - Anything else: the lines of standard input are script commands (`type san`, `open 1`,
///   `erase 2`, `clear`, see `SearchSession.helpText`), and each screen is printed as a
///   transcript. If standard input holds no command (it is empty, or nothing arrives within a
///   second), a built-in script is played instead.
///
/// The "server" answers after `$SEARCH_DELAY_MS` milliseconds (200 by default). The exit status
/// is 0.
///
/// With `TCA_DEVTOOLS=1`, the session is also served to the devtools page
/// (`DevTools: http://127.0.0.1:9555/?token=…`, a new secret each run): its action log, diffs and time travel.
@main
@MainActor
struct SearchApp {
  /// The app's reducer; with `TCA_DEVTOOLS=1`, recorded and served to the devtools page.
  @ReducerBuilder<Search.State, Search.Action>
  static var app: some Reducer<Search.State, Search.Action> {
    if ProcessInfo.processInfo.environment["TCA_DEVTOOLS"] == "1" {
      Search().devTools(name: "Search")
    } else {
      Search()
    }
  }

  static func main() async {
    let store = Store(initialState: Search.State()) { self.app }
    if Terminal.isInputTerminal && Terminal.isOutputTerminal {
      let session = SearchSession(store: store, screen: TerminalScreen(), isInteractive: true)
      Terminal.enterRawMode()
      session.start()
      for await key in Terminal.keys() {
        guard session.handle(key) else { break }
      }
      session.stop()
      Terminal.restore()
      return
    }
    let lines: [String]
    if let input = StandardInput.commandLines(within: .seconds(1)) {
      print("Search: running commands from stdin.")
      lines = input
    } else {
      print("Search: stdin is not a terminal and holds no commands, so playing a scripted session.")
      lines = SearchSession.script
    }
    let session = SearchSession(store: store, screen: TranscriptScreen(), isInteractive: false)
    session.start()
    await yieldToObservers()
    for line in lines {
      guard await session.run(line: line) else { break }
    }
    session.stop()
  }
}
