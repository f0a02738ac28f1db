import Catalog
import ComposableArchitecture
import PassKit
import SwiftUI

@Reducer
public struct BookingFeature {
  @ObservableState
  public struct State: Equatable {
    @Presents public var alert: AlertState<Action.Alert>?
    public var addedToCalendar = false
    public var checkIn: Date
    public var checkOut: Date
    public var guests = 1
    public var listing: Listing
    public var status: Status = .editing

    public init(listing: Listing, checkIn: Date, checkOut: Date) {
      self.listing = listing
      self.checkIn = checkIn
      self.checkOut = checkOut
    }

    public var nights: Int {
      max(0, Int((checkOut.timeIntervalSince(checkIn) / 86_400).rounded()))
    }

    public var quote: PriceQuote? {
      PriceQuote(listing: listing, nights: nights)
    }

    public var canReserve: Bool {
      quote != nil && status == .editing
    }
  }

  public enum Status: Equatable {
    case editing
    case holdExpired
    case paying
    case confirmed(Reservation)
    case failed(String)
  }

  public enum Action: BindableAction {
    case addToCalendarButtonTapped
    case alert(PresentationAction<Alert>)
    case binding(BindingAction<State>)
    case calendarResponse(Bool)
    case delegate(Delegate)
    case guestsDecremented
    case guestsIncremented
    case holdExpired
    case reserveButtonTapped
    case reservationResponse(Result<Reservation, Error>)
    case task

    public enum Alert: Equatable {}

    @CasePathable
    public enum Delegate: Equatable {
      case booked(Reservation)
    }
  }

  /// How long the quoted price is held while the guest decides.
  #if BOOKING_SANDBOX
    public static let holdDuration: Duration = .seconds(30)
  #else
    public static let holdDuration: Duration = .seconds(600)
  #endif

  enum CancelID { case hold }

  @Dependency(\.booking) var booking
  @Dependency(\.calendarEvents) var calendarEvents
  @Dependency(\.continuousClock) var clock
  @Dependency(\.payments) var payments

  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addToCalendarButtonTapped:
        guard case let .confirmed(reservation) = state.status else { return .none }
        return .run { send in
          let added = try await calendarEvents.addEvent(
            reservation.listing.title, reservation.checkIn, reservation.checkOut)
          await send(.calendarResponse(added))
        }

      case .alert, .binding, .delegate:
        return .none

      case let .calendarResponse(added):
        state.addedToCalendar = added
        return .none

      case .guestsDecremented:
        state.guests = max(1, state.guests - 1)
        return .none

      case .guestsIncremented:
        state.guests = min(state.listing.maxGuests, state.guests + 1)
        return .none

      case .holdExpired:
        guard state.status == .editing else { return .none }
        state.status = .holdExpired
        return .none

      case .reserveButtonTapped:
        guard state.canReserve, let quote = state.quote else { return .none }
        guard payments.canMakePayments() else {
          state.alert = AlertState {
            TextState("Apple Pay isn’t set up")
          } message: {
            TextState("Add a card in Wallet to book this stay.")
          }
          return .none
        }
        state.status = .paying
        let request = ReservationRequest(
          listingID: state.listing.id, checkIn: state.checkIn, checkOut: state.checkOut,
          guests: state.guests, paymentToken: "")
        let label = "\(state.listing.title), \(quote.nights) nights"
        return .run { send in
          await send(
            .reservationResponse(
              Result {
                var request = request
                request.paymentToken = try await payments.authorize(quote.totalCents, label)
                return try await booking.reserve(request)
              }
            )
          )
        }

      case let .reservationResponse(.success(reservation)):
        state.status = .confirmed(reservation)
        return .merge(
          .cancel(id: CancelID.hold),
          .send(.delegate(.booked(reservation)))
        )

      case .reservationResponse(.failure(let error)):
        state.status = .failed(
          error is PaymentDeclined ? "The payment was declined." : "The stay couldn’t be booked.")
        return .none

      case .task:
        return .run { send in
          try await clock.sleep(for: Self.holdDuration)
          await send(.holdExpired)
        }
        .cancellable(id: CancelID.hold, cancelInFlight: true)
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

public struct BookingView: View {
  @Bindable var store: StoreOf<BookingFeature>

  public init(store: StoreOf<BookingFeature>) {
    self.store = store
  }

  public var body: some View {
    Form {
      Section(store.listing.title) {
        DatePicker("Check in", selection: $store.checkIn, displayedComponents: .date)
        DatePicker("Check out", selection: $store.checkOut, displayedComponents: .date)
        Stepper(
          "\(store.guests) guests",
          onIncrement: { store.send(.guestsIncremented) },
          onDecrement: { store.send(.guestsDecremented) }
        )
      }
      if let quote = store.quote {
        Section("Price") {
          LabeledContent(
            "\(quote.nights) nights", value: Double(quote.subtotalCents) / 100,
            format: .currency(code: "EUR"))
          LabeledContent(
            "Total", value: Double(quote.totalCents) / 100, format: .currency(code: "EUR"))
        }
      }
      switch store.status {
      case .editing, .paying:
        PayWithApplePayButton(.book) { store.send(.reserveButtonTapped) }
          .disabled(!store.canReserve)
      case .holdExpired:
        Text("This price is no longer held.").foregroundStyle(.secondary)
      case .confirmed:
        Button("Add to Calendar") { store.send(.addToCalendarButtonTapped) }
          .disabled(store.addedToCalendar)
      case let .failed(message):
        Text(message).foregroundStyle(.red)
      }
    }
    .alert($store.scope(state: \.alert, action: \.alert))
    .task { await store.send(.task).finish() }
  }
}
