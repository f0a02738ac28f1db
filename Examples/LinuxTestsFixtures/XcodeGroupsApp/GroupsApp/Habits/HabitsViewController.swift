import ComposableArchitecture
import SwiftUI
import UIKit

/// The habits list, in UIKit: a table of today's habits with a text field to add one.
final class HabitsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  @UIBindable var store: StoreOf<HabitsListFeature>
  private let tableView = UITableView(frame: .zero, style: .insetGrouped)
  private let newHabitField = UITextField()
  private var calendar = Calendar.current

  init(store: StoreOf<HabitsListFeature>) {
    self.store = store
    super.init(nibName: nil, bundle: nil)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    tableView.dataSource = self
    tableView.delegate = self
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "habit")
    newHabitField.placeholder = "New habit"
    newHabitField.borderStyle = .roundedRect
    newHabitField.addAction(
      UIAction { [weak self] action in
        guard let field = action.sender as? UITextField else { return }
        self?.store.newHabitName = field.text ?? ""
      },
      for: .editingChanged
    )
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .add,
      primaryAction: UIAction { [weak self] _ in self?.store.send(.addButtonTapped) }
    )

    let stack = UIStackView(arrangedSubviews: [newHabitField, tableView])
    stack.axis = .vertical
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      stack.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])

    observe { [weak self] in
      guard let self else { return }
      title = "Habits (\(store.habits.count))"
      newHabitField.text = store.newHabitName
      navigationItem.rightBarButtonItem?.isEnabled = store.canAddHabit
      tableView.reloadData()
    }

    present(item: $store.scope(state: \.detail, action: \.detail)) { detailStore in
      UINavigationController(
        rootViewController: UIHostingController(
          rootView: HabitDetailView(store: detailStore)
        ))
    }
    present(item: $store.scope(state: \.alert, action: \.alert)) { alertStore in
      UIAlertController(store: alertStore)
    }
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    store.send(.task)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    store.habits.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "habit", for: indexPath)
    let habit = store.habits[indexPath.row]
    var content = cell.defaultContentConfiguration()
    content.text = "\(habit.emoji) \(habit.name)"
    cell.contentConfiguration = content
    cell.accessoryType = habit.isDone(on: Day(.now, calendar: calendar)) ? .checkmark : .none
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    store.send(.todayToggled(id: store.habits[indexPath.row].id))
  }

  func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {
    store.send(.habitTapped(id: store.habits[indexPath.row].id))
  }

  func tableView(
    _ tableView: UITableView,
    trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let id = store.habits[indexPath.row].id
    return UISwipeActionsConfiguration(actions: [
      UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
        self?.store.send(.deleteSwiped(id: id))
        done(true)
      }
    ])
  }
}
