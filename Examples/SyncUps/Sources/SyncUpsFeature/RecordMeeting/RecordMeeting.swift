import ComposableArchitecture
import Foundation

/// A meeting in progress: a timer, the current speaker, and what was said.
///
/// Speech recognition (the tutorial's `SpeechClient`) is not available on Linux: the transcript
/// is what the user types during the meeting, and it may stay empty.
@Reducer
public struct RecordMeeting: Sendable {
  @ObservableState
  public struct State: Equatable, Sendable {
    @Presents public var alert: AlertState<Action.Alert>?
    public var secondsElapsed = 0
    public var speakerIndex = 0
    @Shared public var syncUp: SyncUp
    public var transcript = ""

    /// How long the meeting has left.
    public var durationRemaining: Duration {
      self.syncUp.duration - .seconds(self.secondsElapsed)
    }

    public init(
      alert: AlertState<Action.Alert>? = nil,
      secondsElapsed: Int = 0,
      speakerIndex: Int = 0,
      syncUp: Shared<SyncUp>,
      transcript: String = ""
    ) {
      self.alert = alert
      self.secondsElapsed = secondsElapsed
      self.speakerIndex = speakerIndex
      self._syncUp = syncUp
      self.transcript = transcript
    }
  }

  public enum Action: Sendable {
    case alert(PresentationAction<Alert>)
    case endMeetingButtonTapped
    case nextButtonTapped
    case onAppear
    case timerTick
    /// A line typed while the meeting runs, added to the transcript.
    case transcriptLineEntered(String)

    @CasePathable
    public enum Alert: Sendable {
      case confirmDiscard
      case confirmSave
    }
  }

  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.date.now) var now
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.uuid) var uuid

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmDiscard)):
        return self.endMeeting()

      case .alert(.presented(.confirmSave)):
        state.saveMeeting(id: self.uuid(), date: self.now)
        return self.endMeeting()

      case .alert:
        return .none

      case .endMeetingButtonTapped:
        state.alert = .endMeeting
        return .none

      case .nextButtonTapped:
        guard state.speakerIndex < state.syncUp.attendees.count - 1 else {
          state.alert = .endMeeting
          return .none
        }
        state.speakerIndex += 1
        state.secondsElapsed =
          state.speakerIndex * Int(state.syncUp.durationPerAttendee.components.seconds)
        return .none

      case .onAppear:
        return .run { send in
          for await _ in self.clock.timer(interval: .seconds(1)) {
            await send(.timerTick)
          }
        }
        .cancellable(id: CancelID.timer, cancelInFlight: true)

      case .timerTick:
        guard state.alert == nil else { return .none }
        state.secondsElapsed += 1
        let secondsPerAttendee = max(Int(state.syncUp.durationPerAttendee.components.seconds), 1)
        if state.secondsElapsed.isMultiple(of: secondsPerAttendee) {
          if state.secondsElapsed >= Int(state.syncUp.duration.components.seconds) {
            state.saveMeeting(id: self.uuid(), date: self.now)
            return self.endMeeting()
          }
          state.speakerIndex = min(state.speakerIndex + 1, state.syncUp.attendees.count - 1)
        }
        return .none

      case let .transcriptLineEntered(line):
        let line = line.trimmingCharacters(in: .whitespaces)
        guard !line.isEmpty else { return .none }
        state.transcript += state.transcript.isEmpty ? line : "\n\(line)"
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

extension RecordMeeting {
  /// Stops the timer and leaves the screen.
  func endMeeting() -> Effect<Action> {
    .merge(
      .cancel(id: CancelID.timer),
      .run { _ in await self.dismiss() }
    )
  }
}

extension RecordMeeting.State {
  /// Adds the meeting, with its transcript, to the top of the sync-up's history.
  mutating func saveMeeting(id: Meeting.ID, date: Date) {
    let meeting = Meeting(id: id, date: date, transcript: self.transcript)
    _ = self.$syncUp.withLock { $0.meetings.insert(meeting, at: 0) }
  }
}

extension AlertState where Action == RecordMeeting.Action.Alert {
  /// Asks what to do with a meeting ended early.
  public static let endMeeting = Self {
    TextState("End meeting?")
  } actions: {
    ButtonState(action: .confirmSave) {
      TextState("Save and end")
    }
    ButtonState(role: .destructive, action: .confirmDiscard) {
      TextState("Discard")
    }
    ButtonState(role: .cancel) {
      TextState("Resume")
    }
  } message: {
    TextState("You are ending the meeting early. What would you like to do?")
  }
}
