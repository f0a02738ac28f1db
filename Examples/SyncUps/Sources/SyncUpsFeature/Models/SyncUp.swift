import ComposableArchitecture
import Foundation

/// A recurring meeting: its attendees, how long it lasts, and the meetings held so far.
public struct SyncUp: Equatable, Identifiable, Codable, Sendable {
  public let id: UUID
  public var attendees: IdentifiedArrayOf<Attendee> = []
  public var duration: Duration = .seconds(60 * 5)
  public var meetings: IdentifiedArrayOf<Meeting> = []
  public var theme: Theme = .bubblegum
  public var title = ""

  public init(
    id: UUID,
    attendees: IdentifiedArrayOf<Attendee> = [],
    duration: Duration = .seconds(60 * 5),
    meetings: IdentifiedArrayOf<Meeting> = [],
    theme: Theme = .bubblegum,
    title: String = ""
  ) {
    self.id = id
    self.attendees = attendees
    self.duration = duration
    self.meetings = meetings
    self.theme = theme
    self.title = title
  }

  /// How long each attendee speaks.
  public var durationPerAttendee: Duration {
    self.duration / max(self.attendees.count, 1)
  }
}

/// Someone who attends a sync-up.
public struct Attendee: Equatable, Identifiable, Codable, Sendable {
  public let id: UUID
  public var name = ""

  public init(id: UUID, name: String = "") {
    self.id = id
    self.name = name
  }
}

/// A meeting that was held, with what was said if it was typed in.
public struct Meeting: Equatable, Identifiable, Codable, Sendable {
  public let id: UUID
  public let date: Date
  public var transcript: String

  public init(id: UUID, date: Date, transcript: String) {
    self.id = id
    self.date = date
    self.transcript = transcript
  }
}

/// A sync-up's colour.
public enum Theme: String, CaseIterable, Equatable, Identifiable, Codable, Sendable {
  case bubblegum
  case buttercup
  case indigo
  case lavender
  case navy
  case orange
  case poppy
  case seafoam
  case sky
  case tan
  case teal
  case yellow

  public var id: Self { self }
  public var name: String { self.rawValue.capitalized }

  /// The theme's colour as an ANSI 256-colour code.
  public var ansiColor: Int {
    switch self {
    case .bubblegum: return 211
    case .buttercup: return 222
    case .indigo: return 54
    case .lavender: return 183
    case .navy: return 17
    case .orange: return 208
    case .poppy: return 203
    case .seafoam: return 151
    case .sky: return 117
    case .tan: return 180
    case .teal: return 30
    case .yellow: return 227
    }
  }
}

extension SyncUp {
  /// A sample sync-up, for previews and the first launch.
  public static let mock = SyncUp(
    id: UUID(0),
    attendees: [
      Attendee(id: UUID(1), name: "Blob"),
      Attendee(id: UUID(2), name: "Blob Jr"),
      Attendee(id: UUID(3), name: "Blob Sr"),
    ],
    duration: .seconds(60),
    meetings: [
      Meeting(
        id: UUID(4),
        date: Date(timeIntervalSince1970: 1_700_000_000),
        transcript: "We talked about the new design of the sync-ups screen."
      )
    ],
    theme: .orange,
    title: "Design"
  )
}
