import Foundation

/// A command from the page, as JSON: `{"type": "jump", "index": 3}`.
struct DevToolsCommand: Decodable {
  var type: String
  var index: Int?
  var paused: Bool?
  var from: Int?
  var to: Int?
  /// An exported session's JSON text, for `import`, or for `copyAsTest` of an imported session.
  var session: String?
  /// An action's JSON text, for `send`.
  var action: String?
}

/// A message to the page, as JSON.
struct DevToolsReply: Encodable {
  var type: String
  var session: DevToolsSession?
  var entry: DevToolsEntry?
  var index: Int?
  var state: String?
  var source: String?
  var json: String?
  var message: String?
  var paused: Bool?
  var jumpedTo: Int?
  var live: Bool?
  /// What the last jump or resume did to the `@Shared` values.
  var shared: [DevToolsSharedStatus]?
  /// The cases the page offers to send (the session only); absent when `Action` is not
  /// `Decodable`.
  var actionCases: [DevToolsActionCase]?

  init(type: String) { self.type = type }

  static func error(_ message: String) -> Self {
    var reply = Self(type: "error")
    reply.message = message
    return reply
  }

  func encoded() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) }
      ?? #"{"type":"error","message":"Could not encode a reply."}"#
  }
}

/// What the server needs from a recorder, without its generic types.
struct DevToolsTarget: Sendable {
  let session: @Sendable () -> DevToolsSession
  let entry: @Sendable (Int) -> DevToolsEntry?
  let entryStartingEffect: @Sendable (Int) -> DevToolsEntry?
  let stateDump: @Sendable (Int) -> String?
  let jump: @MainActor @Sendable (Int) throws -> Void
  let resume: @MainActor @Sendable () throws -> Void
  let setPaused: @Sendable (Bool) -> Void
  let status: @Sendable () -> (paused: Bool, jumpedTo: Int?)
  let sharedReport: @Sendable () -> [DevToolsSharedStatus]
  let actionCases: @Sendable () -> [DevToolsActionCase]?
  let lastEntry: @Sendable () -> DevToolsEntry?
  let sendAction: @MainActor @Sendable (String) throws -> Void
  let clear: @Sendable () -> Void
  let testSource: @Sendable (ClosedRange<Int>) -> String
  let addListener: @Sendable (@escaping @Sendable (DevToolsEvent) -> Void) -> Int
  let removeListener: @Sendable (Int) -> Void

  init<State, Action>(_ recorder: DevToolsRecorder<State, Action>) {
    self.session = { recorder.session }
    self.entry = { recorder.entry($0) }
    self.entryStartingEffect = { id in
      let index = recorder.lock.withLock {
        recorder.records.last { $0.effectIDs.contains(id) }?.index
      }
      return index.flatMap { recorder.entry($0) }
    }
    self.stateDump = { recorder.stateDump(at: $0) }
    self.jump = { try recorder.jump(to: $0) }
    self.resume = { try recorder.resume() }
    self.setPaused = { recorder.isPaused = $0 }
    self.status = { (recorder.isPaused, recorder.jumpedIndex) }
    self.sharedReport = { recorder.sharedReport }
    self.actionCases = { recorder.actionCases }
    self.lastEntry = {
      recorder.lock.withLock { recorder.records.last?.index }.flatMap { recorder.entry($0) }
    }
    self.sendAction = { try recorder.send(json: $0) }
    self.clear = { recorder.clear() }
    self.testSource = { recorder.testSource(for: $0) }
    self.addListener = { recorder.addListener($0) }
    self.removeListener = { recorder.removeListener($0) }
  }

  func statusReply() -> DevToolsReply {
    let status = self.status()
    var reply = DevToolsReply(type: "status")
    reply.paused = status.paused
    reply.jumpedTo = status.jumpedTo
    reply.live = status.jumpedTo == nil
    reply.shared = self.sharedReport()
    return reply
  }

  func sessionReply() -> DevToolsReply {
    var reply = self.statusReply()
    reply.type = "session"
    reply.session = self.session()
    reply.actionCases = self.actionCases()
    return reply
  }

  /// The reply to one message from the page. A malformed message changes nothing and gets an
  /// error reply saying what is wrong.
  func handle(_ text: String) async -> DevToolsReply {
    let command: DevToolsCommand
    do {
      command = try JSONDecoder().decode(DevToolsCommand.self, from: Data(text.utf8))
    } catch {
      return .error("Malformed message (expected JSON with a \"type\"): \(text.prefix(200))")
    }
    do {
      switch command.type {
      case "session":
        return self.sessionReply()
      case "state":
        let index = try require(command.index, "index")
        guard let state = self.stateDump(index) else {
          return .error("No state for action #\(index).")
        }
        var reply = DevToolsReply(type: "state")
        reply.index = index
        reply.state = state
        return reply
      case "jump":
        let index = try require(command.index, "index")
        try await MainActor.run { try self.jump(index) }
        return self.statusReply()
      case "send":
        let action = try require(command.action, "action")
        try await MainActor.run { try self.sendAction(action) }
        // The reply carries the action's entry: the page shows it without waiting for the push.
        var reply = DevToolsReply(type: "sent")
        reply.entry = self.lastEntry()
        reply.actionCases = self.actionCases()
        return reply
      case "resume":
        try await MainActor.run { try self.resume() }
        return self.statusReply()
      case "pause":
        self.setPaused(try require(command.paused, "paused"))
        return self.statusReply()
      case "clear":
        self.clear()
        return self.sessionReply()
      case "export":
        var reply = DevToolsReply(type: "export")
        reply.json = self.session().json()
        return reply
      case "import":
        let session = try DevToolsSession.decode(json: try require(command.session, "session"))
        var reply = DevToolsReply(type: "imported")
        reply.session = session
        return reply
      case "copyAsTest":
        let from = try require(command.from, "from")
        let to = try require(command.to, "to")
        guard from <= to else { throw DevToolsError(message: "\"from\" is after \"to\".") }
        var reply = DevToolsReply(type: "test")
        if let json = command.session {
          let session = try DevToolsSession.decode(json: json)
          reply.source = TestSourceGenerator.source(for: session, range: from...to)
        } else {
          reply.source = self.testSource(from...to)
        }
        return reply
      default:
        return .error("Unknown message type \"\(command.type)\".")
      }
    } catch let error as DevToolsError {
      return .error(error.message)
    } catch {
      return .error("\(error)")
    }
  }

  /// The message a recorder event becomes on the page.
  func reply(to event: DevToolsEvent) -> DevToolsReply? {
    switch event {
    case let .entry(index):
      guard let entry = self.entry(index) else { return nil }
      var reply = DevToolsReply(type: "entry")
      reply.entry = entry
      return reply
    case let .effect(id):
      guard let entry = self.entryStartingEffect(id) else { return nil }
      var reply = DevToolsReply(type: "entry")
      reply.entry = entry
      return reply
    case .session:
      return self.sessionReply()
    case .status:
      return self.statusReply()
    }
  }
}

private func require<T>(_ value: T?, _ name: String) throws -> T {
  guard let value else { throw DevToolsError(message: "Missing \"\(name)\" in the message.") }
  return value
}
