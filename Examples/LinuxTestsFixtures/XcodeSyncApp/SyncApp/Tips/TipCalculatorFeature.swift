import ComposableArchitecture
import SwiftUI

/// How a bill splits between people: pure arithmetic in cents, no dependencies.
struct BillSplit: Equatable, Sendable {
  var tipCents: Int
  var totalCents: Int
  var perPersonCents: Int

  /// Splits `billCents` plus a `tipPercent` tip between `people`; with `roundUp`, each share is
  /// rounded up to a whole unit and the tip absorbs the difference.
  static func split(billCents: Int, tipPercent: Int, people: Int, roundUp: Bool) -> BillSplit {
    let people = max(1, people)
    let tip = (billCents * tipPercent + 50) / 100
    var perPerson = (billCents + tip + people - 1) / people
    if roundUp {
      perPerson = (perPerson + 99) / 100 * 100
    }
    let total = roundUp ? perPerson * people : billCents + tip
    return BillSplit(tipCents: total - billCents, totalCents: total, perPersonCents: perPerson)
  }
}

@Reducer
struct TipCalculatorFeature {
  @ObservableState
  struct State: Equatable {
    var billText = ""
    var people = 2
    var roundUp = false
    var tipPercent = 15

    /// The bill in cents, or nil while the text isn't an amount.
    var billCents: Int? {
      let cleaned = billText.replacingOccurrences(of: ",", with: ".")
        .trimmingCharacters(in: .whitespaces)
      guard let amount = Double(cleaned), amount >= 0, amount < 1_000_000 else { return nil }
      return Int((amount * 100).rounded())
    }

    var split: BillSplit? {
      billCents.map {
        BillSplit.split(billCents: $0, tipPercent: tipPercent, people: people, roundUp: roundUp)
      }
    }
  }

  enum Action: BindableAction {
    case addPersonButtonTapped
    case binding(BindingAction<State>)
    case clearButtonTapped
    case removePersonButtonTapped
    case tipPresetTapped(Int)
  }

  static let tipPresets = [10, 15, 18, 20, 25]
  static let maximumPeople = 20

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addPersonButtonTapped:
        state.people = min(Self.maximumPeople, state.people + 1)
        return .none

      case .binding:
        return .none

      case .clearButtonTapped:
        state = State()
        return .none

      case .removePersonButtonTapped:
        state.people = max(1, state.people - 1)
        return .none

      case let .tipPresetTapped(percent):
        state.tipPercent = percent
        return .none
      }
    }
  }
}

struct TipCalculatorView: View {
  @Bindable var store: StoreOf<TipCalculatorFeature>

  var body: some View {
    Form {
      TextField("Bill", text: $store.billText).keyboardType(.decimalPad)
      Picker("Tip", selection: $store.tipPercent) {
        ForEach(TipCalculatorFeature.tipPresets, id: \.self) { Text("\($0)%") }
      }
      .pickerStyle(.segmented)
      Stepper(
        "\(store.people) people",
        onIncrement: { store.send(.addPersonButtonTapped) },
        onDecrement: { store.send(.removePersonButtonTapped) }
      )
      Toggle("Round up", isOn: $store.roundUp)
      if let split = store.split {
        LabeledContent(
          "Each", value: Double(split.perPersonCents) / 100, format: .currency(code: "EUR"))
      }
    }
    .toolbar { Button("Clear") { store.send(.clearButtonTapped) } }
  }
}

#Preview {
  TipCalculatorView(
    store: Store(initialState: TipCalculatorFeature.State(billText: "84.50")) {
      TipCalculatorFeature()
    }
  )
}
