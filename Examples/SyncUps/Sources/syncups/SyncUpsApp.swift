import ComposableArchitecture
import ComposableArchitectureDevTools
import ExampleSupport
import Foundation
import SyncUpsFeature

/// `swift run syncups`: the SyncUps app of TCA's tutorial, in a terminal.
///
/// - In a terminal: full-screen. Each screen lists its commands (`add`, `open 1`, `title TEXT`,
///   `attendee NAME`, `save`, `start`, `say TEXT`, `next`, `end`, …): type one, then Return.
///   The sync-ups are saved to `$SYNCUPS_FILE`, or `~/.local/share/open-composable-architecture/
///   syncups.json`. A meeting's timer runs in real time. `quit` (or Ctrl-C, Ctrl-D) quits.
/// - Otherwise (a pipe, a file, `/dev/null`): the commands are read from standard input, one per
///   line, and each frame the store's changes draw is printed after the command that caused it.
///   Time is simulated (`wait N` lets N seconds pass at once), and the sync-ups are kept in
///   memory unless `$SYNCUPS_FILE` is set. If standard input holds no command within a second, a
///   scripted session is played (``SyncUpsSession/script``). The exit status is 0.
///
/// With `TCA_DEVTOOLS=1`, the session is also served to the devtools page
/// (`DevTools: http://127.0.0.1:9555/?token=…`, a new secret each run): its action log, diffs and time travel.
@main
@MainActor
struct SyncUpsApp {
  /// The app's reducer; with `TCA_DEVTOOLS=1`, recorded and served to the devtools page.
  @ReducerBuilder<AppFeature.State, AppFeature.Action>
  static var app: some Reducer<AppFeature.State, AppFeature.Action> {
    if ProcessInfo.processInfo.environment["TCA_DEVTOOLS"] == "1" {
      AppFeature().devTools(name: "SyncUps")
    } else {
      AppFeature()
    }
  }

  static func main() async {
    if Terminal.isInputTerminal && Terminal.isOutputTerminal {
      await self.runInteractively()
    } else {
      await self.runNonInteractively()
    }
  }

  static func runInteractively() async {
    let store = Store(initialState: AppFeature.State()) {
      self.app
    }
    Terminal.enterRawMode()
    defer { Terminal.restore() }
    let screen = TerminalScreen()
    let session = SyncUpsSession(store: store) { lines in
      screen.draw(
        [ANSI.bold("SyncUps") + ANSI.dim("  a Composable Architecture example"), ""] + lines
      )
    }
    session.start(colors: true)
    await screen.readCommands { line, say in await session.run(line, say: say) }
    session.stop()
  }

  static func runNonInteractively() async {
    let screen = TranscriptScreen()
    let lines = StandardInput.commandLines(within: .seconds(1))
    if lines == nil {
      screen.note(
        "SyncUps: standard input is not a terminal and holds no commands, so playing a scripted "
          + "session (simulated time, sync-ups kept in memory)."
      )
    }
    let clock = TestClock()
    let keepsInMemory = ProcessInfo.processInfo.environment["SYNCUPS_FILE"] == nil
    // Dates follow the simulated time too, so meetings are dated when they end.
    let start = (date: Date(), instant: clock.now)
    let store = withDependencies {
      $0.continuousClock = clock
      $0.date = DateGenerator {
        let elapsed = start.instant.duration(to: clock.now).components
        return start.date.addingTimeInterval(
          Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        )
      }
      if keepsInMemory {
        $0.defaultFileStorage = .inMemory
      }
    } operation: {
      Store(initialState: AppFeature.State()) {
        self.app
      }
    }
    let session = SyncUpsSession(store: store, advance: { await clock.advance(by: $0) }) {
      screen.draw($0)
    }
    session.start()
    for line in lines ?? SyncUpsSession.script {
      screen.note("> \(line)")
      guard await session.run(line, say: { screen.note($0) }) else { break }
    }
    session.stop()
    screen.note("Bye! (\(screen.frameCount) frames drawn)")
  }
}
