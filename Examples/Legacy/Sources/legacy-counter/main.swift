import ComposableArchitectureLegacy
import Foundation
import LegacyCounterFeature

// `swift run legacy-counter`: the 0.x README's counter in a terminal, driven through a
// `ViewStore` as its UIKit controller was. Commands, one per line: `+`, `-`, `f` (a fact about
// the count), `a` (the same fact from the 0.40-style counter, with `Effect.task` and
// `TaskResult`), `h` (help), `q`. In a terminal they are typed at a prompt (Ctrl-D quits too).
// Otherwise (a pipe, a file, /dev/null) they are read from standard input and echoed; if it
// holds none, `+ + + - f a` is played.

let store = Store(
  initialState: AppState(),
  reducer: appReducer,
  environment: .live()
)
let viewStore = ViewStore(store)
let asyncViewStore = ViewStore(
  Store(initialState: AsyncFactState(), reducer: asyncFactReducer, environment: .live())
)
var cancellables: Set<AnyCancellable> = []

// `viewStore.publisher.count` would name the `count()` operator, so map the key path.
viewStore.publisher
  .map(\.count)
  .removeDuplicates()
  .sink { print("count: \($0)") }
  .store(in: &cancellables)
viewStore.publisher.numberFactAlert
  .sink { alert in
    if let alert { print("alert: \(alert)") }
  }
  .store(in: &cancellables)

/// Runs the main queue until `condition` holds, for up to two seconds.
func wait(until condition: () -> Bool) {
  let deadline = Date().addingTimeInterval(2)
  while !condition(), Date() < deadline {
    RunLoop.main.run(until: Date().addingTimeInterval(0.01))
  }
}

func run(_ command: String) -> Bool {
  switch command {
  case "+":
    viewStore.send(.incrementButtonTapped)
  case "-":
    viewStore.send(.decrementButtonTapped)
  case "f":
    viewStore.send(.numberFactButtonTapped)
    wait { viewStore.numberFactAlert != nil }
    viewStore.send(.factAlertDismissed)
  case "a":
    while asyncViewStore.count < viewStore.count { asyncViewStore.send(.incrementButtonTapped) }
    while asyncViewStore.count > viewStore.count { asyncViewStore.send(.decrementButtonTapped) }
    asyncViewStore.send(.numberFactButtonTapped)
    wait { asyncViewStore.fact != nil }
    print("async fact: \(asyncViewStore.fact ?? "none")")
  case "h":
    print(helpText)
  case "q":
    return false
  default:
    print("unknown command \(command.debugDescription); use +, -, f, a, h or q")
  }
  wait { true }
  return true
}

let helpText = """
  Commands, one per line:
    +  increment the count
    -  decrement the count
    f  a fact about the count (shown in an alert, then dismissed)
    a  the same fact from the 0.40-style counter (Effect.task, TaskResult)
    h  show this help
    q  quit
  """

if isatty(STDIN_FILENO) != 0 {
  print("Counter, the Composable Architecture 0.x README demo.")
  print(helpText)
  while true {
    print("> ", terminator: "")
    fflush(stdout)
    guard let line = readLine() else {
      print()
      break
    }
    let command = line.trimmingCharacters(in: .whitespaces)
    if command.isEmpty { continue }
    guard run(command) else { break }
  }
  print("Bye!")
} else {
  var commands: [String] = []
  while let line = readLine() {
    let command = line.trimmingCharacters(in: .whitespaces)
    if !command.isEmpty { commands.append(command) }
  }
  if commands.isEmpty {
    commands = ["+", "+", "+", "-", "f", "a"]
  }
  for command in commands {
    print("> \(command)")
    guard run(command) else { break }
  }
}
