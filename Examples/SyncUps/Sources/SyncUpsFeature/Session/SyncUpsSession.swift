import ComposableArchitecture
import Foundation

/// Runs typed commands against the app's store, and redraws the screen with `observe { }`
/// whenever state it shows changes.
///
/// The executable gives it a line at a time; tests give it a script and read the frames it drew.
@MainActor
public final class SyncUpsSession {
  public let store: StoreOf<AppFeature>
  let draw: @MainActor (_ lines: [String]) -> Void
  /// Lets simulated time pass (`wait N`): the scripted run and the tests use a `TestClock`.
  let advance: (@MainActor (_ duration: Duration) async -> Void)?
  var token: ObserveToken?
  /// While simulated time passes, the frames the ticks draw are held, and the last one is drawn
  /// when the wait is over (as a UI would show only the frames of its refresh rate).
  var isHoldingFrames = false
  var heldFrame: [String]?
  var timers: [StackElementID: StoreTask] = [:]

  /// A session on `store` that hands each frame to `draw`; `advance`, if given, makes `wait N`
  /// pass N seconds of simulated time.
  public init(
    store: StoreOf<AppFeature>,
    advance: (@MainActor (_ duration: Duration) async -> Void)? = nil,
    draw: @escaping @MainActor (_ lines: [String]) -> Void
  ) {
    self.store = store
    self.advance = advance
    self.draw = draw
  }

  /// Draws the first frame, and a new one after every change to what it shows.
  public func start(colors: Bool = false) {
    self.token = observe { [weak self] in
      guard let self else { return }
      let frame = SyncUpsScreen.lines(self.store, colors: colors, waits: self.advance != nil)
      if self.isHoldingFrames {
        self.heldFrame = frame
      } else {
        self.draw(frame)
      }
    }
  }

  /// Stops redrawing, and stops the timer of a meeting being recorded.
  public func stop() {
    self.token?.cancel()
    self.token = nil
    for timer in self.timers.values { timer.cancel() }
    self.timers = [:]
  }

  /// Runs one command of the current screen and waits for the effects it started (not a
  /// meeting's timer); returns `false` once the user asked to quit, and reports unknown commands
  /// with `say`.
  @discardableResult
  public func run(_ line: String, say: (String) -> Void = { print($0) }) async -> Bool {
    let line = line.trimmingCharacters(in: .whitespaces)
    let (word, argument) = Self.split(line)
    if word == "quit" || word == "q" {
      return false
    }
    if word == "wait", let seconds = Int(argument), let advance = self.advance {
      self.isHoldingFrames = true
      for _ in 0..<seconds {
        await advance(.seconds(1))
        await self.settle()
      }
      self.isHoldingFrames = false
      if let frame = self.heldFrame {
        self.heldFrame = nil
        self.draw(frame)
      }
      return true
    }
    guard let action = self.action(word: word, argument: argument) else {
      say("Unknown command '\(line)' here.")
      return true
    }
    // `attendee NAME` with no empty row adds one first, then names it.
    let addsAttendee =
      word == "attendee" && self.currentForm?.syncUp.attendees.contains { $0.name.isEmpty } == false
    await self.store.send(action).finish()
    if addsAttendee, let naming = self.action(word: word, argument: argument) {
      await self.store.send(naming).finish()
    }
    await self.startTimerIfRecording()
    await self.settle()
    return true
  }

  /// The add or edit form on screen, if any.
  var currentForm: SyncUpForm.State? {
    guard let top = self.store.path.last else { return self.store.syncUpsList.addSyncUp }
    if case let .detail(detail) = top, case let .edit(form) = detail.destination { return form }
    return nil
  }

  /// Starts the timer of a meeting pushed on the stack (its `onAppear`): it runs until the
  /// recording screen is popped, so it is not awaited.
  func startTimerIfRecording() async {
    guard let id = self.store.path.ids.last, case .record = self.store.path.last,
      self.timers[id] == nil
    else { return }
    self.timers[id] = self.store.send(.path(.element(id: id, action: .record(.onAppear))))
  }

  /// Lets the redraws and timer ticks that a change scheduled run before the next command.
  func settle() async {
    for _ in 0..<10 { await Task.yield() }
  }

  func action(word: String, argument: String) -> AppFeature.Action? {
    guard let id = self.store.path.ids.last, let top = self.store.path.last else {
      let list = self.store.syncUpsList
      if let form = list.addSyncUp {
        if word == "save" { return .syncUpsList(.confirmAddButtonTapped) }
        if word == "discard" { return .syncUpsList(.discardButtonTapped) }
        return self.formAction(form, word: word, argument: argument).map {
          .syncUpsList(.addSyncUp(.presented($0)))
        }
      }
      let index = Int(argument).map { $0 - 1 }
      switch word {
      case "add":
        return .syncUpsList(.addSyncUpButtonTapped)
      case "open":
        guard let index, list.syncUps.indices.contains(index) else { return nil }
        return .syncUpsList(.syncUpTapped(id: list.syncUps[index].id))
      case "delete":
        guard let index, list.syncUps.indices.contains(index) else { return nil }
        return .syncUpsList(.onDelete([index]))
      default:
        return nil
      }
    }
    let element = { (action: AppFeature.Path.Action) -> AppFeature.Action in
      .path(.element(id: id, action: action))
    }
    switch top {
    case let .detail(detail):
      switch detail.destination {
      case let .edit(form):
        if word == "done" { return element(.detail(.doneEditingButtonTapped)) }
        if word == "cancel" { return element(.detail(.cancelEditButtonTapped)) }
        return self.formAction(form, word: word, argument: argument).map {
          element(.detail(.destination(.presented(.edit($0)))))
        }
      case .alert:
        if word == "yes" {
          return element(.detail(.destination(.presented(.alert(.confirmButtonTapped)))))
        }
        return word == "no" ? element(.detail(.destination(.dismiss))) : nil
      case nil:
        break
      }
      switch word {
      case "start": return element(.detail(.startMeetingButtonTapped))
      case "edit": return element(.detail(.editButtonTapped))
      case "delete": return element(.detail(.deleteButtonTapped))
      case "back": return .path(.popFrom(id: id))
      case "meeting":
        guard let index = Int(argument).map({ $0 - 1 }),
          detail.syncUp.meetings.indices.contains(index)
        else { return nil }
        return element(.detail(.meetingTapped(id: detail.syncUp.meetings[index].id)))
      default: return nil
      }

    case .meeting:
      return word == "back" ? .path(.popFrom(id: id)) : nil

    case let .record(record):
      if record.alert != nil {
        switch word {
        case "save": return element(.record(.alert(.presented(.confirmSave))))
        case "discard": return element(.record(.alert(.presented(.confirmDiscard))))
        case "resume": return element(.record(.alert(.dismiss)))
        default: return nil
        }
      }
      switch word {
      case "next": return element(.record(.nextButtonTapped))
      case "end": return element(.record(.endMeetingButtonTapped))
      case "say": return element(.record(.transcriptLineEntered(argument)))
      default: return nil
      }
    }
  }

  func formAction(_ form: SyncUpForm.State, word: String, argument: String)
    -> SyncUpForm.Action?
  {
    var syncUp = form.syncUp
    switch word {
    case "title":
      syncUp.title = argument
    case "minutes":
      guard let minutes = Int(argument) else { return nil }
      syncUp.duration = .seconds(minutes * 60)
    case "theme":
      guard let theme = Theme(rawValue: argument.lowercased()) else { return nil }
      syncUp.theme = theme
    case "attendee":
      // Fill in the empty row if there is one, like typing into the form's last field.
      guard let id = syncUp.attendees.last(where: { $0.name.isEmpty })?.id else {
        return .addAttendeeButtonTapped
      }
      syncUp.attendees[id: id]?.name = argument
    case "remove":
      guard let index = Int(argument).map({ $0 - 1 }), syncUp.attendees.indices.contains(index)
      else { return nil }
      return .onDeleteAttendees([index])
    default:
      return nil
    }
    return .binding(.set(\.syncUp, syncUp))
  }

  static func split(_ line: String) -> (word: String, argument: String) {
    guard let space = line.firstIndex(of: " ") else { return (line.lowercased(), "") }
    return (
      line[..<space].lowercased(),
      line[line.index(after: space)...].trimmingCharacters(in: .whitespaces)
    )
  }
}

extension SyncUpsSession {
  /// The commands played when standard input holds none: a sync-up is added (after fixing what
  /// the form says is missing), a meeting is ended early and saved with a typed transcript, the
  /// sync-up is edited, a second meeting runs to its end, and the sync-up is deleted.
  public static let script = [
    "add", "save",
    "title Morning Sync", "minutes 3", "theme orange",
    "attendee Blob", "attendee Blob Jr", "attendee Blob Sr", "save",
    "open 1", "start",
    "wait 60", "say Blob shipped the terminal examples.", "next",
    "end", "resume", "end", "save",
    "meeting 1", "back",
    "edit", "title Daily Standup", "minutes 1", "remove 3", "done",
    "start", "wait 60",
    "delete", "no", "delete", "yes",
    "quit",
  ]
}
