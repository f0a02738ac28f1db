/// The two files `new-feature` writes, in the macro style (TCA 1.x) or the macro-free style (the
/// plain `Reducer` protocol form of the Xcode template of TCA's forks).
struct FeatureTemplate {
  /// How the feature is declared.
  enum Style: CustomStringConvertible {
    /// `@Reducer`, `@ObservableState` and a `ViewAction`, as TCA 1.x's documentation writes them.
    case macro
    /// A struct conforming to `Reducer` with an `Equatable` state, no macros.
    case macroFree

    var description: String {
      switch self {
      case .macro: "macro style"
      case .macroFree: "macro-free style"
      }
    }
  }

  /// The feature's name without its `Feature` suffix, e.g. `Settings`.
  let name: String
  /// The module the feature is compiled into, imported by the test.
  let moduleName: String
  let style: Style

  /// Checks and normalises a name given on the command line: `settings`, `Settings` and
  /// `SettingsFeature` all give `Settings`.
  static func featureName(_ raw: String) throws -> String {
    var name = raw
    if name.hasSuffix("Feature"), name != "Feature" {
      name.removeLast("Feature".count)
    }
    guard let first = name.first, first.isLetter || first == "_",
      name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
      name.allSatisfy(\.isASCII)
    else {
      throw NewFeatureError(
        "'\(raw)' is not a Swift type name: use letters, digits and underscores, e.g. Settings"
      )
    }
    return name.prefix(1).uppercased() + name.dropFirst()
  }

  var featureSource: String {
    switch style {
    case .macro:
      return """
        import ComposableArchitecture

        /// The \(name) feature: its state, its actions and how actions change the state.
        @Reducer
        struct \(name)Feature {
          /// The data the \(name) screen shows.
          @ObservableState
          struct State: Equatable {
          }

          /// Everything that can happen in the feature.
          enum Action: ViewAction {
            /// What the view sends; the reducer answers each case.
            case view(View)

            /// The actions of the \(name) screen.
            enum View {
              /// The screen appeared.
              case onAppear
            }
          }

          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .view(.onAppear):
                return .none
              }
            }
          }
        }

        """
    case .macroFree:
      return """
        import ComposableArchitecture

        /// The \(name) feature: its state, its actions and how actions change the state.
        struct \(name)Feature: Reducer {
          /// The data the \(name) screen shows.
          struct State: Equatable {
          }

          /// Everything that can happen in the feature.
          enum Action: Equatable, ViewAction {
            /// What the view sends; the reducer answers each case.
            case view(View)

            /// The actions of the \(name) screen.
            enum View: Equatable {
              /// The screen appeared.
              case onAppear
            }
          }

          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .view(.onAppear):
                // Change `state` here, and return an effect (`.run { send in ... }`) for work
                // that talks to the outside world, or `.none`.
                return .none
              }
            }
          }
        }

        """
    }
  }

  var testsSource: String {
    """
    import ComposableArchitecture
    import Testing

    @testable import \(moduleName)

    @MainActor
    struct \(name)FeatureTests {
      @Test
      func onAppear() async {
        let store = TestStore(initialState: \(name)Feature.State()) {
          \(name)Feature()
        }

        // The store is exhaustive: a state change or a received action that the test does not
        // assert fails the test.
        await store.send(.view(.onAppear))
      }
    }

    """
  }
}
