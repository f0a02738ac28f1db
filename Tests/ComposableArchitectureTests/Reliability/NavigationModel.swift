import ComposableArchitecture

/// A plain model of ``ReliabilityParent``: what its state must be after each step of a random
/// sequence, which children are alive, and how many never-ending effects each one runs.
struct NavigationModel: Equatable {
  struct Child: Equatable {
    var id: Int
    var count = 0
  }

  var scopedCount = 0
  var destination: Child?
  var optional: Child?
  var path: [Child] = []
  var pathIDs: [StackElementID] = []
  var rows: [Child] = []
  var nextID = 1

  /// The model of a store's state.
  init(_ state: ReliabilityParent.State) {
    self.scopedCount = state.scoped.count
    self.destination = state.destination.map { Child(id: $0.id, count: $0.count) }
    self.optional = state.optional.map { Child(id: $0.id, count: $0.count) }
    self.path = state.path.map { Child(id: $0.id, count: $0.count) }
    self.pathIDs = Array(state.path.ids)
    self.rows = state.rows.map { Child(id: $0.id, count: $0.count) }
    self.nextID = state.nextID
  }

  init() {}
}

/// One step of a random sequence: what to do, and an argument (an index or an id) that may
/// address a child that is not there, which is misuse.
enum NavigationStep: CustomStringConvertible {
  case scopedIncrement
  case present
  case dismiss
  case destination(ReliabilityChild.Action)
  case showOptional
  case hideOptional
  case optional(ReliabilityChild.Action)
  case push
  case popLast
  case pathElement(index: Int, ReliabilityChild.Action)
  case insertRow(id: Int)
  case removeRow(id: Int)
  case row(id: Int, ReliabilityChild.Action)
  case startParentEffect
  case stopParentEffect

  static let kinds = 15
  static let arguments = 8

  /// Decodes a generated number: `number / arguments` picks the step, `number % arguments` its
  /// argument. Child actions are `increment`, `startForever` or `stopEffects`.
  init(_ number: Int) {
    let argument = number % Self.arguments
    let childAction: ReliabilityChild.Action = [.increment, .startForever, .stopEffects][
      argument % 3]
    switch number / Self.arguments {
    case 0: self = .scopedIncrement
    case 1: self = .present
    case 2: self = .dismiss
    case 3: self = .destination(childAction)
    case 4: self = .showOptional
    case 5: self = .hideOptional
    case 6: self = .optional(childAction)
    case 7: self = .push
    case 8: self = .popLast
    case 9: self = .pathElement(index: argument / 2, childAction)
    case 10: self = .insertRow(id: argument)
    case 11: self = .removeRow(id: argument)
    case 12: self = .row(id: argument / 2, childAction)
    case 13: self = .startParentEffect
    default: self = .stopParentEffect
    }
  }

  var description: String {
    switch self {
    case .scopedIncrement: "scopedIncrement"
    case .present: "present"
    case .dismiss: "dismiss"
    case let .destination(action): "destination(.\(action))"
    case .showOptional: "showOptional"
    case .hideOptional: "hideOptional"
    case let .optional(action): "optional(.\(action))"
    case .push: "push"
    case .popLast: "popLast"
    case let .pathElement(index, action): "pathElement(\(index), .\(action))"
    case let .insertRow(id): "insertRow(\(id))"
    case let .removeRow(id): "removeRow(\(id))"
    case let .row(id, action): "row(\(id), .\(action))"
    case .startParentEffect: "startParentEffect"
    case .stopParentEffect: "stopParentEffect"
    }
  }
}

/// What a step does to the model: the action to send, whether it is misuse (and the headline
/// of the issue it must report), and which children die.
struct NavigationTransition {
  var action: ReliabilityParent.Action
  var issue: String?
  var died: [String] = []
}

/// The life of the children and of their effects, beside the state.
struct EffectModel {
  /// Never-ending effects running, per owner (`"row-3"`).
  var running: [String: Int] = [:]

  mutating func kill(_ owner: String) { self.running[owner] = nil }
}

extension NavigationModel {
  static let missingElement = "received an action for a missing element."
  static let absentDestination =
    "received a presentation action when destination state was absent."
  static let nilChild = "received a child action when child state was \"nil\"."
  static let missingPop = "received a \"popFrom\" action for a missing element."

  /// Applies a step to the model; returns the action to send the store and what to expect.
  mutating func apply(_ step: NavigationStep, effects: inout EffectModel) -> NavigationTransition {
    func child(
      _ owner: String, _ action: ReliabilityChild.Action, _ count: inout Int
    ) {
      switch action {
      case .increment, .tick: count += 1
      case .startForever: effects.running[owner, default: 0] += 1
      case .stopEffects: effects.kill(owner)
      case .startTimer: break
      }
    }
    switch step {
    case .scopedIncrement:
      self.scopedCount += 1
      return NavigationTransition(action: .scoped(.increment))

    case .present:
      let died = self.destination.map { ["destination-\($0.id)"] } ?? []
      self.destination = Child(id: self.nextID)
      self.nextID += 1
      return NavigationTransition(action: .present, died: died)

    case .dismiss:
      guard let destination = self.destination else {
        return NavigationTransition(action: .destination(.dismiss), issue: Self.absentDestination)
      }
      self.destination = nil
      return NavigationTransition(
        action: .destination(.dismiss), died: ["destination-\(destination.id)"])

    case let .destination(action):
      guard self.destination != nil else {
        return NavigationTransition(
          action: .destination(.presented(action)), issue: Self.absentDestination)
      }
      child("destination-\(self.destination!.id)", action, &self.destination!.count)
      return NavigationTransition(action: .destination(.presented(action)))

    case .showOptional:
      let died = self.optional.map { ["optional-\($0.id)"] } ?? []
      self.optional = Child(id: self.nextID)
      self.nextID += 1
      return NavigationTransition(action: .showOptional, died: died)

    case .hideOptional:
      let died = self.optional.map { ["optional-\($0.id)"] } ?? []
      self.optional = nil
      return NavigationTransition(action: .hideOptional, died: died)

    case let .optional(action):
      guard self.optional != nil else {
        return NavigationTransition(action: .optional(action), issue: Self.nilChild)
      }
      child("optional-\(self.optional!.id)", action, &self.optional!.count)
      return NavigationTransition(action: .optional(action))

    case .push:
      self.path.append(Child(id: self.nextID))
      self.nextID += 1
      // The element's stack id is read from the store after the send (see `pathIDs`).
      return NavigationTransition(action: .push)

    case .popLast:
      guard let last = self.pathIDs.last else {
        return NavigationTransition(action: .path(.popFrom(id: 999)), issue: Self.missingPop)
      }
      let element = self.path.removeLast()
      self.pathIDs.removeLast()
      return NavigationTransition(action: .path(.popFrom(id: last)), died: ["path-\(element.id)"])

    case let .pathElement(index, action):
      guard index < self.path.count else {
        return NavigationTransition(
          action: .path(.element(id: StackElementID(generation: 1000 + index), action: action)),
          issue: Self.missingElement)
      }
      child("path-\(self.path[index].id)", action, &self.path[index].count)
      return NavigationTransition(action: .path(.element(id: self.pathIDs[index], action: action)))

    case let .insertRow(id):
      if !self.rows.contains(where: { $0.id == id }) {
        self.rows.append(Child(id: id))
      }
      return NavigationTransition(action: .insertRow(id: id))

    case let .removeRow(id):
      let wasThere = self.rows.contains { $0.id == id }
      self.rows.removeAll { $0.id == id }
      return NavigationTransition(action: .removeRow(id: id), died: wasThere ? ["row-\(id)"] : [])

    case let .row(id, action):
      guard let index = self.rows.firstIndex(where: { $0.id == id }) else {
        return NavigationTransition(
          action: .rows(.element(id: id, action: action)), issue: Self.missingElement)
      }
      child("row-\(id)", action, &self.rows[index].count)
      return NavigationTransition(action: .rows(.element(id: id, action: action)))

    case .startParentEffect:
      effects.running["parent", default: 0] += 1
      return NavigationTransition(action: .startForever)

    case .stopParentEffect:
      effects.kill("parent")
      return NavigationTransition(action: .stopForever)
    }
  }
}
