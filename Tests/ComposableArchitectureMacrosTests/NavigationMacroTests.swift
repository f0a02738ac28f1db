import ComposableArchitectureMacros
import MacroTesting
import XCTest

final class NavigationMacroTests: XCTestCase {
  override func invokeTest() {
    withMacroTesting(
      macros: [
        "CaseBindable": CaseBindableMacro.self,
        "UITransactionEntry": UITransactionEntryMacro.self,
      ]
    ) {
      super.invokeTest()
    }
  }

  func testCaseBindable() {
    assertMacro {
      """
      @CaseBindable
      enum Route {
        case edit(String)
        case pair(Int, label: String)
        case about
      }
      """
    } expansion: {
      #"""
      enum Route {
        case edit(String)
        case pair(Int, label: String)
        case about

        public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
          public subscript(root: Route) -> CasePaths.PartialCaseKeyPath<Route> {
            if root.is(\.edit) {
              return \.edit
            }
            if root.is(\.pair) {
              return \.pair
            }
            if root.is(\.about) {
              return \.about
            }
            return \.never
          }
          public var edit: CasePaths.AnyCasePath<Route, String> {
            ._$embed(Route.edit) {
              guard case let .edit(v0) = $0 else {
                return nil
              }
              return v0
            }
          }
          public var pair: CasePaths.AnyCasePath<Route, (Int, label: String)> {
            ._$embed(Route.pair) {
              guard case let .pair(v0, v1) = $0 else {
                return nil
              }
              return (v0, v1)
            }
          }
          public var about: CasePaths.AnyCasePath<Route, Void> {
            ._$embed({
                Route.about
              }) {
              guard case .about = $0 else {
                return nil
              }
              return ()
            }
          }
          public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Route>]> {
            var allCasePaths: [CasePaths.PartialCaseKeyPath<Route>] = []
            allCasePaths.append(\.edit)
            allCasePaths.append(\.pair)
            allCasePaths.append(\.about)
            return allCasePaths.makeIterator()
          }
        }

        public static var allCasePaths: AllCasePaths {
          AllCasePaths()
        }

        public enum UIBindingEnumeration {
          case edit(SwiftNavigation.UIBinding<String>)
          case pair(SwiftNavigation.UIBinding<(Int, label: String)>)
          case about
        }

        public static func _$caseBinding(
          _ binding: SwiftNavigation.UIBinding<Route>
        ) -> UIBindingEnumeration {
          switch binding.wrappedValue {
          case .edit:
            return .edit(binding[dynamicMember: \Route.AllCasePaths.edit]!)
          case .pair:
            return .pair(binding[dynamicMember: \Route.AllCasePaths.pair]!)
          case .about:
            return .about
          }
        }
      }
      """#
    }
  }

  func testCaseBindableOnAStruct() {
    assertMacro {
      """
      @CaseBindable
      struct Route {
      }
      """
    } diagnostics: {
      """
      @CaseBindable
      ┬────────────
      ╰─ 🛑 '@CaseBindable' can only be applied to enums
      struct Route {
      }
      """
    }
  }

  func testTransactionEntry() {
    assertMacro {
      """
      extension UITransaction {
        @UITransactionEntry var speed = 1
        @UITransactionEntry var duration: Double = 0.25
        @UITransactionEntry var label: String?
      }
      """
    } expansion: {
      """
      extension UITransaction {
        var speed {
          get {
            self[_entry: __Key_speed.self, default: 1]
          }
          set {
            self[_entry: __Key_speed.self, default: 1] = newValue
          }
        }

        private enum __Key_speed {
        }
        var duration: Double {
          get {
            self[__Key_duration.self]
          }
          set {
            self[__Key_duration.self] = newValue
          }
        }

        private enum __Key_duration: SwiftNavigation.UITransactionKey {
          static var defaultValue: Double {
            0.25
          }
        }
        var label: String? {
          get {
            self[__Key_label.self]
          }
          set {
            self[__Key_label.self] = newValue
          }
        }

        private enum __Key_label: SwiftNavigation.UITransactionKey {
          static var defaultValue: String? {
            nil
          }
        }
      }
      """
    }
  }

  func testTransactionEntryErrors() {
    assertMacro {
      """
      extension UITransaction {
        @UITransactionEntry var speed: Int
        @UITransactionEntry let fixed = 1
      }
      struct Other {
        @UITransactionEntry var speed = 1
      }
      """
    } diagnostics: {
      """
      extension UITransaction {
        @UITransactionEntry var speed: Int
        ┬──────────────────
        ╰─ 🛑 Property missing a default value
        @UITransactionEntry let fixed = 1
        ┬──────────────────
        ╰─ 🛑 '@UITransactionEntry' can only be applied to a 'var' property, not a 'let'
      }
      struct Other {
        @UITransactionEntry var speed = 1
        ┬──────────────────
        ╰─ 🛑 '@UITransactionEntry' can only be applied to a property in an extension of 'UITransaction'
      }
      """
    }
  }
}
