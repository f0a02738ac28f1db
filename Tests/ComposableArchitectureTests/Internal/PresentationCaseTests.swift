import CasePaths
import Testing

@testable import ComposableArchitecture

@CasePathable
private enum Child: Equatable {
  case increment
  case set(Int)
}

/// An action enum with what `PresentationCase` must tell apart: two cases of the same payload
/// type (a sheet and a popover of one feature), an indirect case, and cases without payloads.
@CasePathable
private indirect enum Parent: Equatable {
  case sheet(PresentationAction<Child>)
  case popover(PresentationAction<Child>)
  case nested(PresentationAction<Parent>)
  case tapped
  case named(String)
}

/// `PresentationCase` extracts by the enum case's tag once it has learned a key path: its
/// answers must be those of the case key path's own extraction, before and after learning, for
/// every action, and for key paths it must not learn (a path of several cases).
@Suite struct PresentationCaseTests {
  private let actions: [Parent] = [
    .sheet(.presented(.increment)),
    .sheet(.presented(.set(42))),
    .sheet(.dismiss),
    .popover(.presented(.set(7))),
    .popover(.dismiss),
    .nested(.presented(.sheet(.presented(.set(1))))),
    .nested(.presented(.nested(.dismiss))),
    .nested(.dismiss),
    .tapped,
    .named("sheet"),
  ]

  @Test func extractionAgreesWithTheCaseKeyPathBeforeAndAfterLearning() {
    // Several rounds: a key path is learned on its second sighting, and used from the third.
    for _ in 0..<4 {
      expectAgreement(\Parent.Cases.sheet)
      expectAgreement(\Parent.Cases.popover)
      expectAgreement(\Parent.Cases.nested)
    }
  }

  @Test func twoCasesOfTheSamePayloadTypeAreToldApart() {
    for _ in 0..<4 {
      let sheet = PresentationCase(\Parent.Cases.sheet)
      let popover = PresentationCase(\Parent.Cases.popover)
      #expect(sheet.extract(from: .popover(.presented(.set(7)))) == nil)
      #expect(popover.extract(from: .sheet(.presented(.set(7)))) == nil)
      #expect(sheet.extract(from: .sheet(.presented(.set(7)))) == .presented(.set(7)))
      #expect(popover.extract(from: .popover(.dismiss)) == .dismiss)
    }
  }

  @Test func aPathThroughSeveralCasesIsNotMistakenForItsFirstCase() {
    // `\.nested.presented.nested` ends in the same payload type as `\.nested`: matching by the
    // first case's tag would hand back `.presented(.nested(…))` for `.nested(.dismiss)`.
    let path: CaseKeyPath<Parent, PresentationAction<Parent>> = \.nested.presented.nested
    for _ in 0..<4 {
      let presentationCase = PresentationCase(path)
      #expect(presentationCase.extract(from: .nested(.dismiss)) == nil)
      #expect(presentationCase.extract(from: .nested(.presented(.nested(.dismiss)))) == .dismiss)
      #expect(presentationCase.extract(from: .tapped) == nil)
    }
  }

  @Test func moreKeyPathsOfOneTypePairThanSlotsStillExtractCorrectly() {
    // Three key paths share a pair of slots, evicting one another.
    let paths: [CaseKeyPath<Parent, PresentationAction<Child>>] = [
      \.sheet, \.popover, \.sheet, \.popover,
    ]
    let thirdPath: CaseKeyPath<Parent, PresentationAction<Parent>> = \.nested
    for _ in 0..<3 {
      for path in paths { expectAgreement(path) }
      expectAgreement(thirdPath)
    }
  }

  @Test func embedBuildsTheParentAction() {
    let presentationCase = PresentationCase(\Parent.Cases.popover)
    #expect(presentationCase.embed(.presented(.set(3))) == .popover(.presented(.set(3))))
    #expect(presentationCase.embed(.dismiss) == .popover(.dismiss))
  }

  private func expectAgreement<Value: Equatable>(
    _ keyPath: CaseKeyPath<Parent, PresentationAction<Value>>,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let presentationCase = PresentationCase(keyPath)
    for action in self.actions {
      let expected = AnyCasePath(keyPath).extract(from: action)
      let actual = presentationCase.extract(from: action)
      #expect(actual == expected, "\(action)", sourceLocation: sourceLocation)
    }
  }
}

/// The place of a child in the feature tree: a linked list of ids, which must compare and hash
/// as the list of its ids.
@Suite struct NavigationIDPathTests {
  private func id(_ value: Int) -> NavigationID {
    NavigationID(path: HashableValue(value), identity: nil)
  }

  @Test func pathsBuiltApartAreEqualWhenTheirIdsAre() {
    let one = NavigationIDPath().appending(id(1)).appending(id(2))
    let other = NavigationIDPath().appending(id(1)).appending(id(2))
    #expect(one == other)
    #expect(one.hashValue == other.hashValue)
    #expect(one != NavigationIDPath().appending(id(2)).appending(id(1)))
    #expect(one != NavigationIDPath().appending(id(1)))
    #expect(NavigationIDPath() == NavigationIDPath())
    #expect(one.count == 2)
  }

  @Test func aPathHasEachOfItsAncestorsAsAPrefix() {
    let root = NavigationIDPath()
    let parent = root.appending(id(1))
    let child = parent.appending(id(2))
    let cousin = NavigationIDPath().appending(id(1)).appending(id(3))
    #expect(child.hasPrefix(root))
    #expect(child.hasPrefix(parent))
    #expect(child.hasPrefix(NavigationIDPath().appending(id(1))))
    #expect(child.hasPrefix(child))
    #expect(!parent.hasPrefix(child))
    #expect(!child.hasPrefix(cousin))
    #expect(!child.hasPrefix(NavigationIDPath().appending(id(2))))
  }

  @Test func thePresentedPlaceIsTheNearestPrefixAppendedPresenting() {
    let root = NavigationIDPath()
    let sheet = root.appending(id(1), presenting: true)
    let row = sheet.appending(id(2))
    let pushed = row.appending(id(3), presenting: true)
    #expect(root.presentedPlace == nil)
    #expect(root.appending(id(1)).presentedPlace == nil)
    #expect(sheet.presentedPlace == sheet)
    #expect(row.presentedPlace == sheet)
    #expect(pushed.presentedPlace == pushed)
    #expect(pushed.appending(id(4)).presentedPlace?.count == 3)
    // Presenting is not part of a path's identity.
    #expect(sheet == root.appending(id(1)))
    #expect(sheet.hashValue == root.appending(id(1)).hashValue)
  }

  @Test func pathsAreDictionaryKeys() {
    var entries: [NavigationIDPath: String] = [:]
    entries[NavigationIDPath().appending(id(1))] = "one"
    entries[NavigationIDPath().appending(id(1)).appending(id(2))] = "two"
    #expect(entries[NavigationIDPath().appending(id(1))] == "one")
    #expect(entries[NavigationIDPath().appending(id(1)).appending(id(2))] == "two")
    #expect(entries[NavigationIDPath().appending(id(2))] == nil)
  }
}
