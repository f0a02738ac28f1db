import ComposableArchitectureLegacy
import Foundation
import RepoReporterFeature

// `swift run repo-reporter`: the tutorial's RepoReporter in a terminal. The store is the app's,
// built as the tutorial's app builds it; the "views" are the functions below, which read scoped
// view stores and send the actions the tutorial's views send.
//
// Commands, one per line: `r` (the Repositories tab), `s N` (tap the favorite button of the
// N-th repository), `f` (the Favorites tab), `u` (the User tab), `h` (help), `q` (quit). In a
// terminal they are typed at a prompt. Otherwise (a pipe, a file, /dev/null) they are read from
// standard input and echoed; if it holds none, a scripted session is played. The exit status
// is 0.

let helpText = """
  Commands, one per line:
    r    show the repositories (loads them from the bundled JSON file)
    s N  mark or unmark the N-th repository as a favorite
    f    show the favorite repositories
    u    show the user
    h    show this help
    q    quit
  """
let script = ["r", "s 1", "s 3", "f", "s 1", "f", "u"]

let store = Store(
  initialState: RootState(),
  reducer: rootReducer,
  environment: .live(environment: RootEnvironment())
)
let repositoryStore = store.scope(
  state: \.repositoryState,
  action: RootAction.repositoryAction)
let repositoryViewStore = ViewStore(repositoryStore)
let userViewStore = ViewStore(
  store.scope(state: \.userState, action: RootAction.userAction))

/// Runs the main queue, where effects deliver their actions, until `condition` holds or three
/// seconds pass.
func wait(until condition: () -> Bool) {
  let deadline = Date().addingTimeInterval(3)
  while !condition(), Date() < deadline {
    RunLoop.main.run(until: Date().addingTimeInterval(0.01))
  }
}

/// The text of one repository, as `RepositoryView` shows it.
func describe(_ repository: RepositoryModel, number: Int) -> String {
  let favorite = repositoryViewStore.favoriteRepositories.contains(repository) ? " ♥" : ""
  var lines = [
    "\(number). \(repository.name)\(favorite)  ★ \(repository.stars)  forks \(repository.forks)"
      + (repository.language.map { "  \($0)" } ?? "")
  ]
  if let description = repository.description {
    lines.append("   \(description)")
  }
  return lines.joined(separator: "\n")
}

/// The Repositories tab: sends `onAppear` as `RepositoryListView` does, then lists them.
func showRepositories() {
  repositoryViewStore.send(.onAppear)
  wait { !repositoryViewStore.repositories.isEmpty }
  guard !repositoryViewStore.repositories.isEmpty else {
    print("No repositories loaded.")
    return
  }
  print("Repositories:")
  for (index, repository) in repositoryViewStore.repositories.enumerated() {
    print(describe(repository, number: index + 1))
  }
}

/// The Favorites tab.
func showFavorites() {
  guard !repositoryViewStore.favoriteRepositories.isEmpty else {
    print("Favorites: none yet.")
    return
  }
  print("Favorites:")
  for repository in repositoryViewStore.favoriteRepositories {
    print("♥ \(repository.name)")
  }
}

/// The favorite button of the N-th repository.
func toggleFavorite(_ argument: Substring) {
  let repositories = repositoryViewStore.repositories
  guard !repositories.isEmpty else {
    print("No repositories yet; show them with r first.")
    return
  }
  guard let number = Int(argument), repositories.indices.contains(number - 1) else {
    print("No repository \(argument); use s 1…\(repositories.count).")
    return
  }
  let repository = repositories[number - 1]
  repositoryViewStore.send(.favoriteButtonTapped(repository))
  let isFavorite = repositoryViewStore.favoriteRepositories.contains(repository)
  print("\(repository.name) is \(isFavorite ? "now" : "no longer") a favorite.")
}

/// The User tab.
func showUser() {
  userViewStore.send(.onAppear)
  wait { userViewStore.user != nil }
  guard let user = userViewStore.user else {
    print("No user loaded.")
    return
  }
  print("User: \(user.name ?? user.login) (@\(user.login))")
  if let bio = user.bio { print("  \(bio)") }
  if let location = user.location { print("  \(location)") }
  print("  \(user.publicRepos) public repositories, \(user.followers) followers")
}

/// Runs one command; `false` to quit.
func run(_ line: String) -> Bool {
  let words = line.split(separator: " ")
  switch (words.first?.lowercased(), words.dropFirst().first) {
  case ("r", _): showRepositories()
  case ("s", let number?): toggleFavorite(number)
  case ("f", _): showFavorites()
  case ("u", _): showUser()
  case ("h", _): print(helpText)
  case ("q", _): return false
  default: print("Unknown command \(line.debugDescription); h shows the commands.")
  }
  return true
}

/// The next line of standard input that is not blank, or `nil` at its end.
func nextLine() -> String? {
  while let line = readLine() {
    let line = line.trimmingCharacters(in: .whitespaces)
    if !line.isEmpty { return line }
  }
  return nil
}

if isatty(STDIN_FILENO) != 0 {
  print("RepoReporter, the Composable Architecture tutorial app (TCA 0.x).")
  print(helpText)
  while true {
    print("> ", terminator: "")
    fflush(stdout)
    guard let line = nextLine(), run(line) else { break }
  }
} else {
  // Wait at most a second for input, so that a pipe held open without input does not block.
  var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
  var commands: [String] = []
  if poll(&descriptor, 1, 1_000) > 0 {
    while let line = nextLine() { commands.append(line) }
  }
  if commands.isEmpty {
    print(
      "RepoReporter: stdin is not a terminal and holds no commands, so playing a scripted "
        + "session (\(script.joined(separator: ", "))).")
    commands = script
  }
  for command in commands {
    print("> \(command)")
    guard run(command) else { break }
  }
}
