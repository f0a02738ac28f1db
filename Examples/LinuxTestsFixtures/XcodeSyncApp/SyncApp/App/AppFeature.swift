import ComposableArchitecture
import SwiftUI

@Reducer
struct AppFeature {
  enum Tab: Equatable, Hashable {
    case weather
    case reminders
    case tips
    case account
  }

  @ObservableState
  struct State: Equatable {
    var account = AccountFeature.State()
    var reminders = RemindersFeature.State()
    var selectedTab: Tab = .weather
    var tips = TipCalculatorFeature.State()
    var weather = WeatherFeature.State()

    /// What the reminders tab's badge shows: nothing while there are none.
    var remindersBadge: Int? {
      reminders.reminders.isEmpty ? nil : reminders.reminders.count
    }
  }

  enum Action {
    case account(AccountFeature.Action)
    case reminders(RemindersFeature.Action)
    case tabSelected(Tab)
    case tips(TipCalculatorFeature.Action)
    case weather(WeatherFeature.Action)
  }

  @Dependency(\.notifications) var notifications

  var body: some ReducerOf<Self> {
    Scope(state: \.account, action: \.account) { AccountFeature() }
    Scope(state: \.reminders, action: \.reminders) { RemindersFeature() }
    Scope(state: \.tips, action: \.tips) { TipCalculatorFeature() }
    Scope(state: \.weather, action: \.weather) { WeatherFeature() }
    Reduce { state, action in
      switch action {
      case .account(.delegate(.didSignOut)):
        let ids = state.reminders.reminders.ids.elements
        state.reminders = RemindersFeature.State()
        state.selectedTab = .account
        return .run { _ in await notifications.cancel(ids) }

      case .account(.delegate(.didSignIn)):
        state.selectedTab = .reminders
        return .none

      case .account, .reminders, .tips, .weather:
        return .none

      case let .tabSelected(tab):
        state.selectedTab = tab
        return .none
      }
    }
  }
}

struct AppView: View {
  @Bindable var store: StoreOf<AppFeature>

  var body: some View {
    TabView(selection: $store.selectedTab.sending(\.tabSelected)) {
      WeatherView(store: store.scope(state: \.weather, action: \.weather))
        .tabItem { Label("Weather", systemImage: "cloud.sun") }
        .tag(AppFeature.Tab.weather)
      NavigationStack {
        RemindersView(store: store.scope(state: \.reminders, action: \.reminders))
      }
      .tabItem { Label("Reminders", systemImage: "bell") }
      .badge(store.remindersBadge ?? 0)
      .tag(AppFeature.Tab.reminders)
      TipCalculatorView(store: store.scope(state: \.tips, action: \.tips))
        .tabItem { Label("Tips", systemImage: "percent") }
        .tag(AppFeature.Tab.tips)
      NavigationStack {
        AccountView(store: store.scope(state: \.account, action: \.account))
      }
      .tabItem { Label("Account", systemImage: "person.crop.circle") }
      .tag(AppFeature.Tab.account)
    }
  }
}
