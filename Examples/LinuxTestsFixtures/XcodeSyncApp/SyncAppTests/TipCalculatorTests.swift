import ComposableArchitecture
import Testing

@testable import SyncApp

struct SplitExample: Sendable, CustomTestStringConvertible {
  var billCents: Int
  var tipPercent: Int
  var people: Int
  var roundUp: Bool
  var expected: BillSplit

  var testDescription: String {
    "\(billCents)¢ + \(tipPercent)% for \(people)\(roundUp ? ", rounded up" : "")"
  }
}

@Suite("Bill splitting")
struct BillSplitTests {
  @Test(arguments: [
    SplitExample(
      billCents: 8_450, tipPercent: 15, people: 2, roundUp: false,
      expected: BillSplit(tipCents: 1_268, totalCents: 9_718, perPersonCents: 4_859)),
    SplitExample(
      billCents: 8_450, tipPercent: 15, people: 2, roundUp: true,
      expected: BillSplit(tipCents: 1_350, totalCents: 9_800, perPersonCents: 4_900)),
    SplitExample(
      billCents: 10_000, tipPercent: 20, people: 3, roundUp: false,
      expected: BillSplit(tipCents: 2_000, totalCents: 12_000, perPersonCents: 4_000)),
    SplitExample(
      billCents: 999, tipPercent: 18, people: 1, roundUp: false,
      expected: BillSplit(tipCents: 180, totalCents: 1_179, perPersonCents: 1_179)),
    SplitExample(
      billCents: 0, tipPercent: 15, people: 4, roundUp: true,
      expected: BillSplit(tipCents: 0, totalCents: 0, perPersonCents: 0)),
    SplitExample(
      billCents: 1_000, tipPercent: 10, people: 0, roundUp: false,
      expected: BillSplit(tipCents: 100, totalCents: 1_100, perPersonCents: 1_100)),
  ])
  func splitsTheBill(_ example: SplitExample) {
    let split = BillSplit.split(
      billCents: example.billCents, tipPercent: example.tipPercent, people: example.people,
      roundUp: example.roundUp)
    #expect(split == example.expected)
  }

  @Test func roundingUpNeverChargesLessThanTheBillAndTip() {
    for people in 1...12 {
      let exact = BillSplit.split(billCents: 7_321, tipPercent: 18, people: people, roundUp: false)
      let rounded = BillSplit.split(billCents: 7_321, tipPercent: 18, people: people, roundUp: true)
      #expect(rounded.totalCents >= exact.totalCents)
      #expect(rounded.perPersonCents % 100 == 0)
    }
  }
}

@MainActor
struct TipCalculatorFeatureTests {
  @Test func typingABillShowsEachShare() async {
    let store = TestStore(initialState: TipCalculatorFeature.State()) {
      TipCalculatorFeature()
    }

    await store.send(.binding(.set(\.billText, "84,50"))) {
      $0.billText = "84,50"
    }
    #expect(store.state.billCents == 8_450)
    #expect(
      store.state.split == BillSplit(tipCents: 1_268, totalCents: 9_718, perPersonCents: 4_859))

    await store.send(.binding(.set(\.roundUp, true))) {
      $0.roundUp = true
    }
    #expect(store.state.split?.perPersonCents == 4_900)
  }

  @Test func textThatIsNotAnAmountHasNoSplit() async {
    let store = TestStore(initialState: TipCalculatorFeature.State()) {
      TipCalculatorFeature()
    }

    await store.send(.binding(.set(\.billText, "twelve"))) {
      $0.billText = "twelve"
    }
    #expect(store.state.split == nil)
    await store.send(.binding(.set(\.billText, "-4"))) {
      $0.billText = "-4"
    }
    #expect(store.state.billCents == nil)
  }

  @Test func peopleStayBetweenOneAndTwenty() async {
    let store = TestStore(initialState: TipCalculatorFeature.State(people: 1)) {
      TipCalculatorFeature()
    }

    await store.send(.removePersonButtonTapped)
    await store.send(.addPersonButtonTapped) {
      $0.people = 2
    }
    await store.send(.binding(.set(\.people, 20))) {
      $0.people = 20
    }
    await store.send(.addPersonButtonTapped)
  }

  @Test func presetsSetTheTipAndClearStartsOver() async {
    let store = TestStore(
      initialState: TipCalculatorFeature.State(billText: "40", people: 4, roundUp: true)
    ) {
      TipCalculatorFeature()
    }

    await store.send(.tipPresetTapped(20)) {
      $0.tipPercent = 20
    }
    #expect(store.state.split == BillSplit(tipCents: 800, totalCents: 4_800, perPersonCents: 1_200))
    await store.send(.clearButtonTapped) {
      $0.billText = ""
      $0.people = 2
      $0.roundUp = false
      $0.tipPercent = 15
    }
  }
}
