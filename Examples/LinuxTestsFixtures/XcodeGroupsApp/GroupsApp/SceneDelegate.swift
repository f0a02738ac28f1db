import ComposableArchitecture
import SwiftUI
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  let habitsStore = Store(initialState: HabitsListFeature.State()) {
    HabitsListFeature()
  }
  let timerStore = Store(initialState: TimerFeature.State()) {
    TimerFeature()
  }
  let appearanceStore = Store(initialState: AppearanceFeature.State()) {
    AppearanceFeature()
  }

  func scene(
    _ scene: UIScene,
    willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let habits = UINavigationController(
      rootViewController: HabitsViewController(store: habitsStore))
    habits.tabBarItem = UITabBarItem(
      title: "Habits", image: UIImage(systemName: "checklist"), tag: 0)
    let timer = UIHostingController(rootView: TimerView(store: timerStore))
    timer.tabBarItem = UITabBarItem(title: "Focus", image: UIImage(systemName: "timer"), tag: 1)
    let appearance = UIHostingController(
      rootView: NavigationStack { AppearanceView(store: appearanceStore) })
    appearance.tabBarItem = UITabBarItem(
      title: "Icon", image: UIImage(systemName: "app.badge"), tag: 2)

    let tabs = UITabBarController()
    tabs.viewControllers = [habits, timer, appearance]
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    self.window = window
  }
}
