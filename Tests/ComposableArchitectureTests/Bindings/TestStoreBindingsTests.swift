import ComposableArchitecture
import Testing
import XCTest

@MainActor
final class TestStoreBindingsTests: XCTestCase {
  func testSendCaseKeyPathToAField() async {
    let store = TestStore(initialState: BindingsFormFeature.State()) { BindingsFormFeature() }
    await store.send(\.binding.name, "Blob") {
      $0.name = "Blob"
    }
    await store.receive(\.greetingLoaded) {
      $0.greeting = "Hello, Blob!"
    }
  }

  func testSendBindingSetAction() async {
    let store = TestStore(initialState: BindingsFormFeature.State()) { BindingsFormFeature() }
    await store.send(.binding(.set(\.isOn, true))) {
      $0.isOn = true
      $0.toggleCount = 1
    }
    await store.send(.binding(.set(\.count, 5))) {
      $0.count = 5
    }
  }

  func testSendSetShorthand() async {
    let store = TestStore(initialState: BindingsFormFeature.State(isOn: true, count: 5)) {
      BindingsFormFeature()
    }
    await store.send(.set(\.isOn, false)) {
      $0.isOn = false
      $0.count = 0
      $0.toggleCount = 1
    }
  }

  func testSendingTheSameValueDoesNotRunOnChange() async {
    let store = TestStore(initialState: BindingsFormFeature.State(name: "Blob")) {
      BindingsFormFeature()
    }
    await store.send(\.binding.name, "Blob")
  }

  func testReceiveBindingActionByCaseKeyPath() async {
    let store = TestStore(initialState: BindingsFormFeature.State(name: "Blob")) {
      BindingsFormFeature()
    }
    await store.send(.resetButtonTapped)
    await store.receive(\.binding.name) {
      $0.name = ""
    }
    await store.receive(\.greetingLoaded, "Hello, !") {
      $0.greeting = "Hello, !"
    }
  }

  func testReceiveBindingActionByValue() async {
    let store = TestStore(initialState: BindingsFormFeature.State(name: "Blob")) {
      BindingsFormFeature()
    }
    await store.send(.resetButtonTapped)
    await store.receive(\.binding.name, "") {
      $0.name = ""
    }
    await store.receive(\.greetingLoaded) {
      $0.greeting = "Hello, !"
    }
  }

  func testReceiveBindingActionByEquality() async {
    let store = TestStore(initialState: BindingsFormFeature.State(name: "Blob")) {
      BindingsFormFeature()
    }
    await store.send(.resetButtonTapped)
    await store.receive(.binding(.set(\.name, ""))) {
      $0.name = ""
    }
    await store.receive(.greetingLoaded("Hello, !")) {
      $0.greeting = "Hello, !"
    }
  }

  func testViewActionBindings() async {
    let store = TestStore(initialState: BindingsViewActionFeature.State()) {
      BindingsViewActionFeature()
    }
    await store.send(\.view.binding.text, "Hi") {
      $0.text = "Hi"
      $0.isEnabled = true
    }
    await store.send(.view(.binding(.set(\.text, "Hey")))) {
      $0.text = "Hey"
    }
    await store.send(.view(.submitButtonTapped)) {
      $0.submitted = ["Hey"]
    }
    await store.receive(\.delegate.didSubmit, "Hey")
    await store.send(.view(.set(\.text, ""))) {
      $0.text = ""
      $0.isEnabled = false
    }
  }

  func testMismatchedStateIsReportedWithTheField() async {
    let capture = BindingsIssueCapture()
    await withIssueReporters([capture]) {
      let store = TestStore(initialState: BindingsFormFeature.State()) { BindingsFormFeature() }
      await store.send(\.binding.count, 1) {
        $0.count = 2
      }
    }
    XCTAssertEqual(capture.messages.value.count, 1, capture.messages.value.description)
    let message = capture.messages.value.first ?? ""
    XCTAssertTrue(message.contains("A state change does not match expectation"), message)
    XCTAssertTrue(message.contains("−   count: 2"), message)
    XCTAssertTrue(message.contains("+   count: 1"), message)
  }

  func testReceivingAnotherFieldIsReportedWithTheActionReceived() async throws {
    try skipKeyPathNamesUnderThreadSanitizer()
    let capture = BindingsIssueCapture()
    await withIssueReporters([capture]) {
      let store = TestStore(initialState: BindingsFormFeature.State(name: "Blob")) {
        BindingsFormFeature()
      }
      await store.send(.resetButtonTapped)
      await store.receive(\.binding.isOn)
      await store.receive(\.greetingLoaded) {
        $0.greeting = "Hello, !"
      }
    }
    XCTAssertEqual(capture.messages.value.count, 1, capture.messages.value.description)
    XCTAssertEqual(
      capture.messages.value.first,
      #"""
      Received unexpected action:

        BindingsFormFeature.Action.binding(.set(\State.name, ""))
      """#
    )
  }
}

@MainActor
@Suite struct TestStoreBindingsSwiftTests {
  @Test func sendEachForm() async {
    let store = TestStore(initialState: BindingsFormFeature.State()) { BindingsFormFeature() }
    await store.send(.set(\.isOn, true)) {
      $0.isOn = true
      $0.toggleCount = 1
    }
    await store.send(.binding(.set(\.count, 2))) {
      $0.count = 2
    }
    await store.send(\.binding.name, "Blob") {
      $0.name = "Blob"
    }
    await store.receive(\.greetingLoaded) {
      $0.greeting = "Hello, Blob!"
    }
  }

  @Test func viewActionBinding() async {
    let store = TestStore(initialState: BindingsViewActionFeature.State()) {
      BindingsViewActionFeature()
    }
    await store.send(\.view.binding.text, "Hi") {
      $0.text = "Hi"
      $0.isEnabled = true
    }
  }

  @Test func wrongExpectationFails() async {
    await withKnownIssue {
      let store = TestStore(initialState: BindingsFormFeature.State()) { BindingsFormFeature() }
      await store.send(\.binding.isOn, true) {
        $0.isOn = true
      }
    } matching: { issue in
      issue.description.contains("A state change does not match expectation")
        && issue.description.contains("toggleCount")
    }
  }

  // Under ThreadSanitizer the key path's getter address is not mapped in the process, so its
  // name falls back to the standard library's description (`.ci/sanitizers` says which run).
  @Test(.disabled(if: ProcessInfo.processInfo.environment["TCA_SANITIZER"] == "thread"))
  func dump() {
    var output = ""
    customDump(BindingsFormFeature.Action.set(\.name, "Blob"), to: &output)
    #expect(
      output == #"BindingsFormFeature.Action.binding(.set(\State.name, "Blob"))"#
    )
  }
}
