import Foundation
import Testing

/// An example's executable running in a real pseudo-terminal: a tmux pane on a tmux server of its
/// own (`tmux -L NAME`), typed into with `send-keys` and read with `capture-pane`, as a person at
/// a 110 × 35 terminal would use it.
///
/// Every wait polls the screen (at most ``timeout``) rather than sleeping; the only sleeps are a
/// person's pauses: ``keyPause`` between keys, and 100–500 ms before each command. A wait that
/// times out records an issue with the last captured screen and throws.
final class TerminalPane {
  /// Why a terminal test cannot run here, or `nil` if it can.
  ///
  /// Terminal sessions run in the plain test run only: they skip under the sanitizers
  /// (`TCA_SANITIZER`), and without tmux, except in CI (`CI=true`), where a missing tmux fails.
  static let skipReason: String? = {
    let environment = ProcessInfo.processInfo.environment
    if let sanitizer = environment["TCA_SANITIZER"] {
      return "terminal sessions run in the plain test run only (TCA_SANITIZER=\(sanitizer))"
    }
    if tmuxPath == nil && environment["CI"] != "true" {
      return "tmux is not installed (apt-get install tmux); terminal sessions need it"
    }
    return nil
  }()

  /// Whether the terminal tests run; prints why not, once.
  static let isEnabled: Bool = {
    if let skipReason {
      print("Skipping the examples' terminal sessions: \(skipReason).")
      return false
    }
    return true
  }()

  static let tmuxPath: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/tmux" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }()

  /// The folder of the built products: the test bundle's folder, where `swift build` also puts
  /// the examples' executables.
  static let productsDirectory: URL = {
    var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    while url.path != "/" && url.pathExtension != "xctest" {
      url.deleteLastPathComponent()
    }
    if url.path == "/" {
      url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    }
    return url.deletingLastPathComponent()
  }()

  let socket: String
  let directory: URL
  /// How long a wait for the screen may take.
  let timeout: Duration
  /// The pause between two keys of a command.
  let keyPause: Duration
  var random: SplitMix
  /// The screen as last captured.
  private(set) var screen = ""

  /// Starts `executable` (a product name) in a new pane of `columns` × `rows`, in a fresh
  /// temporary folder that is its working directory; `environment` is added to its environment.
  ///
  /// When the program ends, the pane's shell prints `[exited STATUS]` and the terminal's `echo`
  /// and `icanon` settings, then keeps the pane open (see ``expectExitedRestoringTerminal()``).
  init(
    _ executable: String,
    environment: (_ directory: URL) -> [String: String] = { _ in [:] },
    columns: Int = 110,
    rows: Int = 35,
    keyPause: Duration = .milliseconds(100),
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let tag = UUID().uuidString.prefix(8)
    self.socket = "oca-\(executable)-\(getpid())-\(tag)"
    self.directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("oca-terminal-\(executable)-\(tag)")
    try FileManager.default.createDirectory(at: self.directory, withIntermediateDirectories: true)
    self.timeout = .seconds(15)
    self.keyPause = keyPause
    self.random = SplitMix(
      seed: UInt64(truncatingIfNeeded: executable.utf8.reduce(7) { $0 &* 31 &+ Int($1) }))

    let program = Self.productsDirectory.appendingPathComponent(executable).path
    guard FileManager.default.isExecutableFile(atPath: program) else {
      Issue.record(
        "No built \(executable) at \(program): build the examples first (swift build --build-tests).",
        sourceLocation: sourceLocation
      )
      throw TerminalPaneError.notBuilt(executable)
    }
    let variables = environment(self.directory)
      .sorted { $0.key < $1.key }
      .map { "\($0.key)=\(Self.quoted($0.value))" }
      .joined(separator: " ")
    let command = """
      cd \(Self.quoted(self.directory.path)) && env \(variables) \(Self.quoted(program)); \
      status=$?; printf '\\n[exited %s] ' "$status"; \
      stty -a | tr ' ;' '\\n\\n' | grep -x -e echo -e -echo -e icanon -e -icanon | tr '\\n' ' '; \
      echo; exec sleep 600
      """
    try self.tmux(
      "-f", "/dev/null", "new-session", "-d", "-s", "example", "-x", "\(columns)", "-y", "\(rows)",
      command
    )
  }

  deinit {
    _ = try? self.tmux("kill-server")
    try? FileManager.default.removeItem(at: self.directory)
  }

  /// Types a command a key at a time after a person's pause, then Return.
  ///
  /// Each character goes with `send-keys -l`: without it, tmux reads a word that names a key as
  /// that key (`tmux send-keys end` presses End, not e, n, d), which is how issue 42 saw `end`
  /// "ignored" on the recording screen.
  func command(_ line: String) async throws {
    try await self.pause()
    for character in line {
      try self.tmux(
        "send-keys", "-t", "example", "-l", character == ";" ? "\\;" : String(character))
      try await Task.sleep(for: self.keyPause)
    }
    try self.tmux("send-keys", "-t", "example", "Enter")
  }

  /// Presses keys (tmux key names: `Up`, `Enter`, `Escape`, `C-c`, `BSpace`, or a character), one
  /// at a time, after a person's pause.
  func press(_ keys: String...) async throws {
    try await self.press(keys)
  }

  /// Types `text` a key at a time (no Return), after a person's pause.
  func type(_ text: String) async throws {
    try await self.press(text.map { $0 == ";" ? "\\;" : String($0) })
  }

  /// Presses `keys` one at a time, after a person's pause.
  func press(_ keys: [String]) async throws {
    try await self.pause()
    for (index, key) in keys.enumerated() {
      if index > 0 { try await Task.sleep(for: self.keyPause) }
      if key.count == 1 {
        try self.tmux("send-keys", "-t", "example", "-l", key)
      } else {
        try self.tmux("send-keys", "-t", "example", key)
      }
    }
  }

  /// Resizes the terminal, as a person dragging the window's corner.
  func resize(columns: Int, rows: Int) async throws {
    try await self.pause()
    try self.tmux("resize-window", "-t", "example", "-x", "\(columns)", "-y", "\(rows)")
  }

  /// Waits until the screen shows every one of `texts` (and none of `absent`), polling it; on
  /// timeout, records an issue with the last screen and throws.
  ///
  /// With `after`, only the screen below the last line containing `after` counts: a line-mode
  /// program's answer to the command just typed (`after: "> +"`), not what scrolled by before.
  @discardableResult
  func waitFor(
    _ texts: String...,
    absent: [String] = [],
    after marker: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> String {
    var description = "the screen to show \(texts)"
    if !absent.isEmpty { description += " without \(absent)" }
    if let marker { description += " below the last \"\(marker)\"" }
    return try await self.waitUntil(description, sourceLocation: sourceLocation) { screen in
      var shown = Substring(screen)
      if let marker {
        guard let line = screen.split(separator: "\n").last(where: { $0.contains(marker) }),
          let range = screen.range(of: line, options: .backwards)
        else { return false }
        shown = screen[range.upperBound...]
      }
      return texts.allSatisfy { shown.contains($0) } && !absent.contains { shown.contains($0) }
    }
  }

  /// Waits until `condition` holds for the captured screen, polling it every 50 ms; on timeout,
  /// records an issue with the last screen and throws.
  @discardableResult
  func waitUntil(
    _ description: String,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: (String) -> Bool
  ) async throws -> String {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: self.timeout)
    while true {
      self.screen = try self.capture()
      if condition(self.screen) { return self.screen }
      if clock.now >= deadline { break }
      try await Task.sleep(for: .milliseconds(50))
    }
    Issue.record(
      """
      Timed out after \(self.timeout) waiting for \(description). The last screen:
      \(self.screen)
      """,
      sourceLocation: sourceLocation
    )
    throw TerminalPaneError.timedOut(description)
  }

  /// Checks that the screen stays without `text` for `duration` (a person watching it).
  func expectStaysWithout(
    _ text: String, for duration: Duration, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: duration)
    while clock.now < deadline {
      self.screen = try self.capture()
      if self.screen.contains(text) {
        Issue.record(
          "The screen shows \"\(text)\". The screen:\n\(self.screen)",
          sourceLocation: sourceLocation)
        throw TerminalPaneError.timedOut(text)
      }
      try await Task.sleep(for: .milliseconds(50))
    }
  }

  /// Waits for the program to exit with `status` (130 after Ctrl-C), and checks that it left the
  /// terminal as it found it: echo and line editing on, the main screen (not the alternate one),
  /// the cursor shown.
  func expectExitedRestoringTerminal(
    status: Int = 0, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let screen = try await self.waitUntil(
      "the program to exit", sourceLocation: sourceLocation
    ) { $0.contains("[exited ") && $0.contains("canon") }
    let line = screen.split(separator: "\n").last { $0.contains("[exited ") } ?? ""
    let words = Set(line.split(separator: " ").map(String.init))
    #expect(
      words.isSuperset(of: ["[exited", "\(status)]", "echo", "icanon"]),
      "Expected exit status \(status) with echo and icanon on. The screen:\n\(screen)",
      sourceLocation: sourceLocation
    )
    let modes = try self.tmux(
      "display-message", "-p", "-t", "example", "#{alternate_on} #{cursor_flag}"
    )
    #expect(
      modes.trimmingCharacters(in: .whitespacesAndNewlines) == "0 1",
      "Expected the main screen with the cursor shown (alternate_on cursor_flag: \(modes)).",
      sourceLocation: sourceLocation
    )
  }

  /// The text on screen (with the spaces a line ends with, not the padding).
  func capture() throws -> String {
    try self.tmux("capture-pane", "-p", "-N", "-t", "example")
  }

  /// The terminal's size as tmux sees it.
  func size() throws -> (columns: Int, rows: Int) {
    let words = try self.tmux(
      "display-message", "-p", "-t", "example", "#{pane_width} #{pane_height}"
    )
    .split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
    return (words.first ?? 0, words.last ?? 0)
  }

  /// A person's pause before a command: 100–500 ms.
  private func pause() async throws {
    try await Task.sleep(for: .milliseconds(100 + Int(self.random.next() % 401)))
  }

  /// Runs `tmux -L SOCKET ARGUMENTS…` and returns what it printed.
  ///
  /// Spawned directly rather than with Foundation's `Process`, which learns that a child ended
  /// when every copy of a descriptor it hands the child is closed: the tmux server that
  /// `new-session` starts keeps its copy for as long as it runs.
  @discardableResult
  private func tmux(_ arguments: String...) throws -> String {
    let tmux = Self.tmuxPath ?? "/usr/bin/tmux"
    let argv = [tmux, "-L", self.socket] + arguments
    var environment = ProcessInfo.processInfo.environment
    environment["TMUX"] = nil
    if environment["TERM"] == nil || environment["TERM"] == "dumb" {
      environment["TERM"] = "xterm-256color"
    }
    let envp = environment.map { "\($0.key)=\($0.value)" }

    var descriptors: [Int32] = [0, 0]
    guard pipe(&descriptors) == 0 else {
      throw TerminalPaneError.tmuxFailed(arguments.joined(separator: " "), "pipe: \(errno)")
    }
    // Not inherited by the other children tests start meanwhile (only through `dup2` below).
    _ = fcntl(descriptors[0], F_SETFD, FD_CLOEXEC)
    _ = fcntl(descriptors[1], F_SETFD, FD_CLOEXEC)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    if arguments.contains("new-session") {
      // The server it starts would hold the pipe open for as long as it runs.
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
      posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    } else {
      posix_spawn_file_actions_adddup2(&actions, descriptors[1], 1)
      posix_spawn_file_actions_adddup2(&actions, descriptors[1], 2)
    }
    var pid = pid_t()
    let status = Self.withCStrings(argv) { argv in
      Self.withCStrings(envp) { envp in
        posix_spawn(&pid, tmux, &actions, nil, argv, envp)
      }
    }
    close(descriptors[1])
    defer { close(descriptors[0]) }
    guard status == 0 else {
      throw TerminalPaneError.tmuxFailed(arguments.joined(separator: " "), "spawn: \(status)")
    }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(descriptors[0], &buffer, buffer.count)
      if count > 0 {
        data.append(contentsOf: buffer[0..<count])
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        break
      }
    }
    var exitStatus: Int32 = 0
    while waitpid(pid, &exitStatus, 0) < 0 && errno == EINTR {}
    let text = String(decoding: data, as: UTF8.self)
    // Exited normally with status 0 (`WIFEXITED && WEXITSTATUS == 0`).
    guard exitStatus == 0 || arguments.first == "kill-server" else {
      throw TerminalPaneError.tmuxFailed(arguments.joined(separator: " "), text)
    }
    return text
  }

  /// Calls `body` with `strings` as a C array of C strings, ended by a null pointer.
  private static func withCStrings<Result>(
    _ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> Result
  ) -> Result {
    let pointers = strings.map { strdup($0) } + [nil]
    defer { pointers.forEach { free($0) } }
    return body(pointers)
  }

  private static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}

enum TerminalPaneError: Error {
  case notBuilt(String)
  case timedOut(String)
  case tmuxFailed(String, String)
}

/// A small deterministic random number generator, for reproducible pauses.
struct SplitMix {
  var state: UInt64

  init(seed: UInt64) {
    self.state = seed
  }

  mutating func next() -> UInt64 {
    self.state &+= 0x9E37_79B9_7F4A_7C15
    var z = self.state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
