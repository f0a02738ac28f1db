import ComposableArchitecture

/// A settings form: three fields written by bindings, a reaction to a change of the name, and a
/// reaction to the toggle matched by key path.
@Reducer
struct BindingsFormFeature {
  @ObservableState
  struct State: Equatable {
    var name = ""
    var isOn = false
    var count = 0
    var greeting = ""
    var toggleCount = 0
    var nickname: String?
    /// A read-only field: the store reads it with the read-only dynamic member.
    var summary: String { "\(self.name): \(self.count)" }
  }
  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case greetingLoaded(String)
    case resetButtonTapped
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
      .onChange(of: \.name) { _, newName in
        Reduce { _, _ in
          .send(.greetingLoaded("Hello, \(newName)!"))
        }
      }
    Reduce { state, action in
      switch action {
      case .binding(\.isOn):
        state.toggleCount += 1
        if !state.isOn {
          state.count = 0
        }
        return .none
      case .binding:
        return .none
      case let .greetingLoaded(greeting):
        state.greeting = greeting
        return .none
      case .resetButtonTapped:
        return .send(.set(\.name, ""))
      }
    }
  }
}

/// A form whose bindings are view actions: `Action.view(.binding(_:))`.
@Reducer
struct BindingsViewActionFeature {
  @ObservableState
  struct State: Equatable {
    var text = ""
    var isEnabled = false
    var submitted: [String] = []
  }
  enum Action: ViewAction, Equatable {
    case view(View)
    case delegate(Delegate)
    @CasePathable
    enum View: BindableAction, Equatable {
      case binding(BindingAction<State>)
      case submitButtonTapped
    }
    @CasePathable
    enum Delegate: Equatable {
      case didSubmit(String)
    }
  }
  var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
    Reduce { state, action in
      switch action {
      case .view(.binding(\.text)):
        state.isEnabled = !state.text.isEmpty
        return .none
      case .view(.binding):
        return .none
      case .view(.submitButtonTapped):
        state.submitted.append(state.text)
        return .send(.delegate(.didSubmit(state.text)))
      case .delegate:
        return .none
      }
    }
  }
}

/// Counts how many times an observation of `read` is told of a change.
@MainActor
final class BindingsObservationCounter {
  var count = 0
  private let read: @MainActor () -> Void

  init(_ read: @escaping @MainActor () -> Void) {
    self.read = read
    self.observe()
  }

  private func observe() {
    withObservationTracking {
      self.read()
    } onChange: { [weak self] in
      MainActor.assumeIsolated {
        self?.count += 1
        self?.observe()
      }
    }
  }
}

/// Collects the messages of the issues reported while it is installed.
struct BindingsIssueCapture: IssueReporter {
  let messages = LockIsolated<[String]>([])

  func reportIssue(
    _ message: @autoclosure () -> String?,
    severity: IssueSeverity,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    let message = message() ?? ""
    self.messages.withValue { $0.append(message) }
  }
}
