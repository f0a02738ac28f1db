import ComposableArchitectureLegacy
import XCTest

// Seed 003 (the RepoReporter tutorial) at the stage before `SystemEnvironment`: the repository
// feature's environment holds its own main queue and decoder, with a `dev` environment for
// previews. The finished app (with `SystemEnvironment`, the root feature's `pullback` and the
// tutorial's tests) is `Examples/Legacy`. Its SwiftUI views are left out; the properties and
// actions they use are kept, on view stores.

struct RepositoryModel: Codable, Equatable, Identifiable {
  var id: Int
  var name: String
}

enum APIError: Error, Equatable {
  case downloadError
  case decodingError
}

struct RepositoryState: Equatable {
  var repositories: [RepositoryModel] = []
  var favoriteRepositories: [RepositoryModel] = []
}

enum RepositoryAction: Equatable {
  // 1
  case onAppear
  // 2
  case dataLoaded(Result<[RepositoryModel], APIError>)
  // 3
  case favoriteButtonTapped(RepositoryModel)
}

struct RepositoryEnvironment {
  // 1
  var repositoryRequest: (JSONDecoder) -> Effect<[RepositoryModel], APIError>
  // 2
  var mainQueue: () -> AnySchedulerOf<DispatchQueue>
  // 3
  var decoder: () -> JSONDecoder

  static let dev = RepositoryEnvironment(
    repositoryRequest: dummyRepositoryEffect,
    mainQueue: { .main },
    decoder: { JSONDecoder() })
}

/// Decodes `json`, mapping errors and data as the tutorial's request effects do, and turns the
/// result into an effect with `eraseToEffect`.
func repositoriesEffect(json: String, decoder: JSONDecoder) -> Effect<
  [RepositoryModel], APIError
> {
  Just(Data(json.utf8))
    .tryMap { try decoder.decode([RepositoryModel].self, from: $0) }
    .mapError { _ in APIError.decodingError }
    .eraseToEffect()
}

/// Three dummy repositories, for development and previews.
func dummyRepositoryEffect(decoder: JSONDecoder) -> Effect<[RepositoryModel], APIError> {
  repositoriesEffect(
    json: #"[{"id":1,"name":"Dummy 1"},{"id":2,"name":"Dummy 2"},{"id":3,"name":"Dummy 3"}]"#,
    decoder: decoder
  )
}

// 1
let repositoryReducer = Reducer<
  RepositoryState,
  RepositoryAction,
  RepositoryEnvironment
> { state, action, environment in
  switch action {
  // 2
  case .onAppear:
    return environment.repositoryRequest(environment.decoder())
      .receive(on: environment.mainQueue())
      .catchToEffect()
      .map(RepositoryAction.dataLoaded)
  // 3
  case .dataLoaded(let result):
    switch result {
    case .success(let repositories):
      state.repositories = repositories
    case .failure(let error):
      break
    }
    return .none
  // 4
  case .favoriteButtonTapped(let repository):
    if state.favoriteRepositories.contains(repository) {
      state.favoriteRepositories.removeAll { $0 == repository }
    } else {
      state.favoriteRepositories.append(repository)
    }
    return .none
  }
}

/// `RepositoryView` without SwiftUI: its properties, and what its body reads and sends.
struct RepositoryView {
  let store: Store<RepositoryState, RepositoryAction>
  let repository: RepositoryModel

  var isFavorite: Bool {
    let viewStore = ViewStore(self.store)
    return viewStore.favoriteRepositories.contains(repository)
  }

  func favoriteButtonTapped() {
    let viewStore = ViewStore(self.store)
    viewStore.send(.favoriteButtonTapped(repository))
  }
}

/// `RepositoryListView` without SwiftUI: it sends `onAppear` and lists the repositories.
struct RepositoryListView {
  let store: Store<RepositoryState, RepositoryAction>

  func onAppear() -> [RepositoryView] {
    let viewStore = ViewStore(self.store)
    viewStore.send(.onAppear)
    return viewStore.repositories.map { repository in
      RepositoryView(store: store, repository: repository)
    }
  }
}

/// The root feature's state and actions, with the lines the tutorial adds.
struct RootState: Equatable {
  var repositoryState = RepositoryState()
}

enum RootAction: Equatable {
  case repositoryAction(RepositoryAction)
}

class RepoReporterTutorialTests: XCTestCase {
  let testScheduler = DispatchQueue.test
  let testRepositories = [
    RepositoryModel(id: 1, name: "Repository 1"),
    RepositoryModel(id: 2, name: "Repository 2"),
  ]

  func testRepositoryEffect(decoder: JSONDecoder) -> Effect<[RepositoryModel], APIError> {
    return Effect(value: testRepositories)
  }

  func testFavoriteButtonTapped() {
    let store = TestStore(
      initialState: RepositoryState(),
      reducer: repositoryReducer,
      environment: RepositoryEnvironment(
        repositoryRequest: testRepositoryEffect,
        mainQueue: { self.testScheduler.eraseToAnyScheduler() },
        decoder: { JSONDecoder() }))
    guard let testRepo = testRepositories.first else {
      fatalError("Error in test setup")
    }
    store.send(.favoriteButtonTapped(testRepo)) { state in
      state.favoriteRepositories.append(testRepo)
    }
    store.send(.favoriteButtonTapped(testRepo)) { state in
      state.favoriteRepositories.removeAll()
    }
  }

  func testOnAppear() {
    let store = TestStore(
      initialState: RepositoryState(),
      reducer: repositoryReducer,
      environment: RepositoryEnvironment(
        repositoryRequest: testRepositoryEffect,
        mainQueue: { self.testScheduler.eraseToAnyScheduler() },
        decoder: { JSONDecoder() }))
    store.send(.onAppear)
    testScheduler.advance()
    store.receive(.dataLoaded(.success(testRepositories))) { state in
      state.repositories = self.testRepositories
    }
  }

  // "Understanding Failing Tests": without the expected change, the test fails with a diff of
  // the expected (−) and actual (+) state, at the line of the `send`; unchanged lines start with
  // a figure space.
  func testFailingTestShowsTheStateDifference() {
    var line: UInt = 0
    let issues = recordIssues {
      let store = TestStore(
        initialState: RepositoryState(),
        reducer: repositoryReducer,
        environment: RepositoryEnvironment(
          repositoryRequest: testRepositoryEffect,
          mainQueue: { self.testScheduler.eraseToAnyScheduler() },
          decoder: { JSONDecoder() }))
      let testRepo = testRepositories[0]
      line = #line + 1
      store.send(.favoriteButtonTapped(testRepo)) { state in
      }
    }
    XCTAssertEqual(
      issues.map(\.message),
      [
        """
        State change does not match expectation: …

            \u{2007} RepositoryState(
            \u{2007}   repositories: [],
            \u{2007}   favoriteRepositories: [
            +     [0]: RepositoryModel(
            +       id: 1,
            +       name: "Repository 1"
            +     )
            \u{2007}   ]
            \u{2007} )

        (Expected: −, Actual: +)
        """
      ]
    )
    XCTAssertEqual(issues.first?.line, line)
  }

  // The previews' store, with the `dev` environment: dummy data, received on the main queue.
  func testListWithDevEnvironment() {
    let list = RepositoryListView(
      store: Store(
        initialState: RepositoryState(),
        reducer: repositoryReducer,
        environment: .dev))
    XCTAssertEqual(list.onAppear().count, 0)
    let mainQueueRan = self.expectation(description: "main queue")
    DispatchQueue.main.async { mainQueueRan.fulfill() }
    self.wait(for: [mainQueueRan], timeout: 5)

    let rows = ViewStore(list.store).repositories.map { repository in
      RepositoryView(store: list.store, repository: repository)
    }
    XCTAssertEqual(rows.map(\.repository.name), ["Dummy 1", "Dummy 2", "Dummy 3"])
    rows[1].favoriteButtonTapped()
    XCTAssertEqual(rows.map(\.isFavorite), [false, true, false])
    rows[1].favoriteButtonTapped()
    XCTAssertEqual(rows.map(\.isFavorite), [false, false, false])
  }

  func testUndecodableResponseLeavesTheList() {
    let store = TestStore(
      initialState: RepositoryState(repositories: testRepositories),
      reducer: repositoryReducer,
      environment: RepositoryEnvironment(
        repositoryRequest: { decoder in repositoriesEffect(json: "{}", decoder: decoder) },
        mainQueue: { .immediate },
        decoder: { JSONDecoder() }))
    store.send(.onAppear)
    store.receive(.dataLoaded(.failure(.decodingError)))
  }

  // The tabs' stores: `scope` gives each tab the repository feature's part of the root store.
  func testScopedStoreOfTheRootStore() {
    let rootReducer = repositoryReducer.pullback(
      state: \RootState.repositoryState,
      action: /RootAction.repositoryAction,
      environment: { (_: Void) in
        RepositoryEnvironment(
          repositoryRequest: self.testRepositoryEffect,
          mainQueue: { .immediate },
          decoder: { JSONDecoder() })
      })
    let store = Store(initialState: RootState(), reducer: rootReducer, environment: ())
    let repositoryList = RepositoryListView(
      store: store.scope(
        state: \.repositoryState,
        action: RootAction.repositoryAction))
    let favorites = RepositoryListView(
      store: store.scope(
        state: \.repositoryState,
        action: RootAction.repositoryAction))
    let rows = repositoryList.onAppear()
    XCTAssertEqual(rows.map(\.repository), testRepositories)
    rows[0].favoriteButtonTapped()
    XCTAssertEqual(ViewStore(favorites.store).favoriteRepositories, [testRepositories[0]])
    XCTAssertEqual(
      ViewStore(store).state,
      RootState(
        repositoryState: RepositoryState(
          repositories: testRepositories, favoriteRepositories: [testRepositories[0]])))
  }
}
