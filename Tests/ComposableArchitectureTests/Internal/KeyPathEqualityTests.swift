import CasePaths
import Testing

@testable import ComposableArchitecture

@CasePathable
private enum Leaf: Equatable {
  case tapped
  case set(Int)
}

@CasePathable
private enum Branch: Equatable {
  case sheet(PresentationAction<Leaf>)
  case popover(PresentationAction<Leaf>)
  case leaf(Leaf)
}

private struct Fields {
  var first = 0
  var second = 0
  var name = "name"
  var reference = Reference()
  var optional: Reference? = Reference()

  final class Reference {
    var first = 0
    var second = 0
  }

  subscript(index index: Int) -> Int { index }
  subscript(name name: String) -> Int { name.count }
  subscript(settable index: Int) -> Int {
    get { index }
    set {}
  }
  subscript(pair first: Int8, second: Int) -> Int { Int(first) + second }
}

/// Key paths made at run time, anew at each call, as a view's scope makes its case key paths.
@inline(never)
private func indexPath(_ index: Int) -> KeyPath<Fields, Int> { \Fields.[index: index] }
@inline(never)
private func namePath(_ name: String) -> KeyPath<Fields, Int> { \Fields.[name: name] }
@inline(never)
private func settablePath(_ index: Int) -> KeyPath<Fields, Int> { \Fields.[settable: index] }
@inline(never)
private func pairPath(_ first: Int8, _ second: Int) -> KeyPath<Fields, Int> {
  \Fields.[pair: first, second]
}
@inline(never)
private func sheetPath() -> CaseKeyPath<Branch, Leaf> { \.sheet.presented }
@inline(never)
private func popoverPath() -> CaseKeyPath<Branch, Leaf> { \.popover.presented }
@inline(never)
private func setPath() -> CaseKeyPath<Branch, Int> { \.sheet.presented.set }

/// `KeyPathEquality` answers "equal" from the key paths' components where their bytes are the
/// same, and leaves every other answer to `==`: on every pair here, its answer is `==`'s, with
/// the components compared and without.
@Suite struct KeyPathEqualityTests {
  private var paths: [AnyKeyPath] {
    [
      \Fields.self, \Fields.first, \Fields.second, \Fields.name, \Fields.name.count,
      \Fields.reference.first, \Fields.reference.second,
      \Fields.optional?.first, \Fields.optional?.second, \Fields.optional,
      indexPath(1), indexPath(1), indexPath(2), \Fields.[index: 1].bitWidth,
      namePath("a"), namePath("a"), namePath("b"),
      settablePath(1), settablePath(1), settablePath(3),
      pairPath(1, 2), pairPath(1, 2), pairPath(2, 1),
      sheetPath(), sheetPath(), popoverPath(), setPath(), setPath(),
      \Case<Branch>.leaf, \Case<Branch>.leaf.set,
    ]
  }

  @Test func theLayoutIsFoundAsExpectedSoThatComponentsAreCompared() {
    // The fast path runs on the toolchains the project supports; were the check to fail, the
    // comparison would fall back to `==` (the other tests), and `Store.Scope` would be slower.
    #expect(KeyPathEquality.layoutIsAsExpected)
    #expect(KeyPathEquality.comparesComponents)
  }

  @Test func everyAnswerIsThatOfEquality() {
    let paths = self.paths
    for lhs in paths {
      for rhs in paths {
        for comparing in [true, false] {
          #expect(
            KeyPathEquality.areEqual(lhs, rhs, comparingComponents: comparing) == (lhs == rhs),
            "\(lhs) and \(rhs), comparing components: \(comparing)"
          )
        }
      }
    }
  }

  @Test func sameComponentsAreOnlyEverFoundInEqualKeyPaths() {
    let paths = self.paths
    var found = 0
    for (index, lhs) in paths.enumerated() {
      for rhs in paths[(index + 1)...] where type(of: lhs) == type(of: rhs) && lhs !== rhs {
        if KeyPathEquality.haveSameComponents(lhs, rhs) {
          found += 1
          #expect(lhs == rhs, "\(lhs) and \(rhs)")
        }
      }
    }
    // Key paths made anew with the same arguments: two `[index: 1]`, two `[settable: 1]` and
    // two `[pair: 1, 2]` at least (an argument with padding inside may compare different).
    #expect(found >= 2)
  }

  @Test func keyPathsMadeAnewWithTheSameArgumentHaveTheSameComponents() {
    let first = indexPath(7)
    let second = indexPath(7)
    #expect(first !== second)
    #expect(KeyPathEquality.haveSameComponents(first, second))
    #expect(!KeyPathEquality.haveSameComponents(first, indexPath(8)))
    #expect(KeyPathEquality.haveSameComponents(settablePath(7), settablePath(7)))
  }

  @Test func caseKeyPathsMadeAnewHaveTheSameComponents() {
    // What a view's scope passes at each render: two computed components with key path
    // arguments, the value's type between them.
    let first = sheetPath()
    let second = sheetPath()
    #expect(first !== second)
    #expect(KeyPathEquality.haveSameComponents(first, second))
    #expect(KeyPathEquality.haveSameComponents(setPath(), setPath()))
    #expect(!KeyPathEquality.haveSameComponents(first, popoverPath()))
  }
}

@Reducer
private struct TwoSheets {
  @ObservableState
  struct State: Equatable {
    @Presents var sheet: NavTestChild.State?
    var popoverCount = 0
  }

  enum Action: Equatable {
    case sheet(PresentationAction<NavTestChild.Action>)
    case popover(PresentationAction<NavTestChild.Action>)
  }

  var body: some ReducerOf<Self> {
    // `Reduce(internal:)`: with `@testable`, the trailing-closure `Reduce` is ambiguous.
    Reduce(internal: { (state: inout State, action: Action) -> Effect<Action> in
      if case .popover(.presented) = action {
        state.popoverCount += 1
      }
      return .none
    })
    .ifLet(\.$sheet, action: \.sheet) { NavTestChild() }
  }
}

/// The store's cache of the child scoped last compares the case key paths a view makes anew at
/// each render: the same literal finds the same store, another action path of the same types
/// another store, whether the components are compared or only `==` decides.
@MainActor
@Suite struct ScopeCacheKeyPathTests {
  private func check(comparingComponents: Bool) {
    let store = Store(initialState: TwoSheets.State(sheet: NavTestChild.State())) {
      TwoSheets()
    }
    #expect(store.comparesKeyPathComponents)
    store.comparesKeyPathComponents = comparingComponents
    let sheet = store.scope(state: \.sheet, action: \.sheet.presented)
    #expect(sheet != nil)
    #expect(sheet === store.scope(state: \.sheet, action: \.sheet.presented))
    let popover = store.scope(state: \.sheet, action: \.popover.presented)
    #expect(popover != nil)
    #expect(popover !== sheet)
    #expect(popover === store.scope(state: \.sheet, action: \.popover.presented))
    #expect(sheet === store.scope(state: \.sheet, action: \.sheet.presented))

    popover?.send(.incrementButtonTapped)
    #expect(store.popoverCount == 1)
    #expect(store.sheet?.count == 0)
    sheet?.send(.incrementButtonTapped)
    #expect(store.sheet?.count == 1)
    #expect(store.popoverCount == 1)
  }

  @Test func comparingComponents() {
    self.check(comparingComponents: true)
  }

  @Test func withEqualityAlone() {
    self.check(comparingComponents: false)
  }
}
