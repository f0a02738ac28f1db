import IssueReporting
import Observation
import SwiftNavigation
import Testing

@MainActor
@Suite struct UIBindingTests {
  @Test func ownedValueIsObservedThroughAnyCopy() async {
    @UIBinding var count = 1
    let copy = $count
    var seen: [Int] = []
    let token = observe { seen.append(count) }
    copy.wrappedValue = 2
    await drain { seen == [1, 2] }
    #expect(seen == [1, 2])
    #expect(count == 2)
    _ = token
  }

  @Test func constantIgnoresWrites() {
    let binding = UIBinding.constant(3)
    binding.wrappedValue = 4
    #expect(binding.wrappedValue == 3)
  }

  @Test func memberOfAnOptional() {
    let user = UIBinding<User?>(wrappedValue: User(name: "a"))
    let name = user.name
    #expect(name.wrappedValue == "a")
    name.wrappedValue = "b"
    #expect(user.wrappedValue == User(name: "b"))
    name.wrappedValue = nil
    #expect(user.wrappedValue == nil)
    name.wrappedValue = "c"
    #expect(user.wrappedValue == nil, "A value written while the base is nil is dropped.")
    #expect(name.wrappedValue == nil)
  }

  @Test func unwrappingReadsTheLastValueOnceNil() {
    let item = UIBinding<Int?>(wrappedValue: 3)
    #expect(UIBinding(UIBinding<Int?>(wrappedValue: nil)) == nil)
    let unwrapped = UIBinding(item)!
    unwrapped.wrappedValue = 4
    #expect(item.wrappedValue == 4)
    item.wrappedValue = nil
    #expect(unwrapped.wrappedValue == 4)
    unwrapped.wrappedValue = 5
    #expect(item.wrappedValue == nil, "A write once the base is nil does not reach it.")
    #expect(unwrapped.wrappedValue == 5, "It is kept in the binding and read back.")
    #expect(UIBinding(unwrapped).wrappedValue == 5)
    item.wrappedValue = 6
    #expect(unwrapped.wrappedValue == 6, "Once the base holds a value again, it is read.")
  }

  @Test func booleanPresentation() {
    let item = UIBinding<Int?>(wrappedValue: 3)
    let shown = UIBinding<Bool>(item)
    #expect(shown.wrappedValue)
    let recorder = IssueRecorder()
    withIssueReporters([recorder]) {
      shown.wrappedValue = true
    }
    #expect(
      recorder.messages == [
        """
        Boolean presentation binding attempted to write 'true' to a generic 'UIBinding<Item?>' \
        (i.e., 'UIBinding<Int?>').

        This is not a valid thing to do, as there is no way to convert 'true' to a new instance \
        of 'Int'.
        """
      ]
    )
    #expect(item.wrappedValue == 3)
    shown.wrappedValue = false
    #expect(item.wrappedValue == nil)
    #expect(!shown.wrappedValue)
  }

  @Test func booleanPresentationOfACaseWithoutPayloadNamesVoid() {
    @UIBinding var route: Route? = .about
    let about: UIBinding<Bool> = $route.about
    #expect(about.wrappedValue)
    let recorder = IssueRecorder()
    withIssueReporters([recorder]) {
      about.wrappedValue = true
    }
    #expect(
      recorder.messages == [
        """
        Boolean presentation binding attempted to write 'true' to a generic 'UIBinding<Item?>' \
        (i.e., 'UIBinding<()?>').

        This is not a valid thing to do, as there is no way to convert 'true' to a new instance \
        of '()'.
        """
      ]
    )
    #expect(route == .about)
  }

  @Test func promotedAndErased() {
    let count = UIBinding(wrappedValue: 1)
    let optional = UIBinding<Int?>(count)
    optional.wrappedValue = nil
    #expect(count.wrappedValue == 1)
    optional.wrappedValue = 2
    #expect(count.wrappedValue == 2)
    let erased = UIBinding<AnyHashable>(count)
    #expect(erased.wrappedValue == AnyHashable(2))
    erased.wrappedValue = AnyHashable(5)
    #expect(count.wrappedValue == 5)
    let recorder = IssueRecorder()
    withIssueReporters([recorder]) {
      erased.wrappedValue = AnyHashable("five")
    }
    #expect(recorder.messages.count == 1)
    #expect(count.wrappedValue == 5)
  }

  @Test func identifiers() {
    let model = Model()
    @UIBindable var bindable = model
    let title = $bindable.title
    #expect(UIBindingIdentifier(title) == UIBindingIdentifier(title))
    #expect(UIBindingIdentifier($bindable.title) == UIBindingIdentifier($bindable.title))
    #expect(UIBindingIdentifier($bindable.title) != UIBindingIdentifier($bindable.count))
    let one = UIBinding.constant(1)
    let other = UIBinding.constant(1)
    #expect(UIBindingIdentifier(one) != UIBindingIdentifier(other))
    #expect(UIBindingIdentifier(one) == UIBindingIdentifier(one))
    var transaction = UITransaction()
    transaction.speed = 3
    #expect(UIBindingIdentifier(title.transaction(transaction)) == UIBindingIdentifier(title))
  }

  @Test func identifiersOfDroppedConstantsAreAllDifferent() {
    var identifiers: [UIBindingIdentifier] = []
    for index in 0..<1000 {
      identifiers.append(UIBindingIdentifier(UIBinding.constant(index)))
    }
    #expect(Set(identifiers).count == 1000)
  }

  @Test func bindingsHoldTheObjectWeakly() {
    var model: Model? = Model()
    let count = UIBindable(model!).count
    count.wrappedValue = 5
    #expect(model?.count == 5)
    weak let weakModel = model
    model = nil
    #expect(weakModel == nil, "A binding does not keep its object alive.")
    #expect(count.wrappedValue == 5, "It reads the value it last wrote.")
    count.wrappedValue = 7
    #expect(count.wrappedValue == 7, "Writes only change its own copy.")
  }

  @Test func caseBindings() {
    let model = Model()
    @UIBindable var bindable = model
    model.route = .edit("a")
    let text: UIBinding<String?> = $bindable.route.edit
    #expect(text.wrappedValue == "a")
    text.wrappedValue = "b"
    #expect(model.route == .edit("b"))
    #expect(($bindable.route.about as UIBinding<Bool>).wrappedValue == false)
    $bindable.route.pair.wrappedValue = (1, "x")
    #expect(model.route == .edit("b"), "Writes to a case that is not current are ignored.")
    text.wrappedValue = nil
    #expect(model.route == nil)

    #expect(model.destination == .home)
    guard case .home = $bindable.destination else {
      Issue.record("Expected the home case")
      return
    }
    model.destination = .detail(1)
    guard case let .detail(number) = $bindable.destination else {
      Issue.record("Expected the detail case")
      return
    }
    number.wrappedValue = 2
    #expect(model.destination == .detail(2))
    model.destination = .home
    #expect(number.wrappedValue == 2, "Once the enum moves on, the last payload is read.")
    number.wrappedValue = 3
    #expect(model.destination == .home, "Once the enum moves on, a write does not reach it.")
    #expect(number.wrappedValue == 3, "It is kept in the payload's binding and read back.")
    model.destination = .detail(4)
    #expect(number.wrappedValue == 4)
  }

  @Test func casesOfABinding() {
    @UIBinding var route = Route.pair(1, "one")
    guard case let .pair(pair) = $route.cases else {
      Issue.record("Expected the pair case")
      return
    }
    #expect(pair.wrappedValue == (1, "one"))
    pair.wrappedValue = (2, "two")
    #expect(route == .pair(2, "two"))
    #expect($route.edit == nil)
    #expect($route.pair?.wrappedValue.0 == 2)
    route = .about
    pair.wrappedValue = (3, "three")
    #expect(route == .about)
    #expect(pair.wrappedValue == (3, "three"))
    let edit = UIBinding(wrappedValue: Route.edit("a"))
    guard let text = edit.edit else {
      Issue.record("Expected the edit case")
      return
    }
    edit.wrappedValue = .about
    text.wrappedValue = "b"
    #expect(edit.wrappedValue == .about)
    #expect(text.wrappedValue == "b")
  }

  @Test func identifiableBindingsAndBindables() {
    struct Row: Identifiable, Equatable {
      let id: Int
      var text = ""
    }
    let row = UIBinding(wrappedValue: Row(id: 7))
    #expect(row.id == 7)
    final class Tracked: Identifiable, Observable {
      let id = "tracked"
    }
    #expect(UIBindable(Tracked()).id == "tracked")
  }

  @available(*, deprecated)
  @Test func aBindingOfAnObjectStillWorks() {
    let model = Model()
    let binding = UIBinding(wrappedValue: model)
    #expect(binding.wrappedValue === model)
    let other = Model()
    binding.wrappedValue = other
    #expect(binding.wrappedValue === other)
  }

  @Test func transactionOfAWrite() async {
    let model = Model()
    @UIBindable var bindable = model
    var seen: [Int] = []
    let token = observe { transaction in
      _ = model.count
      seen.append(transaction.speed)
    }
    var transaction = UITransaction()
    transaction.speed = 2
    $bindable.count.transaction(transaction).wrappedValue += 1
    await drain { seen == [1, 2] }
    #expect(seen == [1, 2])
    withUITransaction(\.speed, 3) {
      $bindable.count.transaction(transaction).wrappedValue += 1
    }
    await drain { seen == [1, 2, 3] }
    #expect(seen == [1, 2, 3], "Inside a transaction of its own, the binding's is ignored.")
    _ = token
  }
}

extension UITransaction {
  @UITransactionEntry var speed = 1
  @UITransactionEntry var label: String?
}
