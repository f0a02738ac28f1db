import ComposableArchitectureLegacy
import RepoReporterFeature
import XCTest

// The tutorial's tests, as it writes them: synchronous test methods, a test scheduler, and a
// `TestStore` of the repository reducer with a test effect in its environment.
class RepoReporterTests: XCTestCase {
  let testScheduler = DispatchQueue.test
  let testRepositories = [
    RepositoryModel(
      id: 1, name: "Repository 1", description: "The first test repository",
      stars: 10, forks: 5, language: "Swift"),
    RepositoryModel(
      id: 2, name: "Repository 2", description: "The second test repository",
      stars: 20, forks: 10, language: "Kotlin"),
  ]

  func testRepositoryEffect(decoder: JSONDecoder) -> Effect<[RepositoryModel], APIError> {
    return Effect(value: testRepositories)
  }

  func testFavoriteButtonTapped() {
    let store = TestStore(
      initialState: RepositoryState(),
      reducer: repositoryReducer,
      environment: SystemEnvironment(
        environment: RepositoryEnvironment(repositoryRequest: testRepositoryEffect),
        mainQueue: { self.testScheduler.eraseToAnyScheduler() },
        decoder: { JSONDecoder() }))
    guard let testRepo = testRepositories.first else {
      fatalError("Error in test setup")
    }
    store.send(.favoriteButtonTapped(testRepo)) { state in
      state.favoriteRepositories.append(testRepo)
    }
    // Tapping it again unmarks it.
    store.send(.favoriteButtonTapped(testRepo)) { state in
      state.favoriteRepositories = []
    }
  }

  func testOnAppear() {
    let store = TestStore(
      initialState: RepositoryState(),
      reducer: repositoryReducer,
      environment: SystemEnvironment(
        environment: RepositoryEnvironment(repositoryRequest: testRepositoryEffect),
        mainQueue: { self.testScheduler.eraseToAnyScheduler() },
        decoder: { JSONDecoder() }))
    store.send(.onAppear)
    testScheduler.advance()
    store.receive(.dataLoaded(.success(testRepositories))) { state in
      state.repositories = self.testRepositories
    }
  }

  func testFailedRequestKeepsTheList() {
    let store = TestStore(
      initialState: RepositoryState(repositories: testRepositories),
      reducer: repositoryReducer,
      environment: SystemEnvironment(
        environment: RepositoryEnvironment(repositoryRequest: { _ in
          Effect(error: .downloadError)
        }),
        mainQueue: { self.testScheduler.eraseToAnyScheduler() },
        decoder: { JSONDecoder() }))
    store.send(.onAppear)
    testScheduler.advance()
    store.receive(.dataLoaded(.failure(.downloadError)))
  }

  // The live request decodes the bundled file, after its delay, on its scheduler.
  func testLiveRequestDecodesTheBundledFile() {
    let requestScheduler = DispatchQueue.test
    let store = TestStore(
      initialState: RepositoryState(),
      reducer: repositoryReducer,
      environment: .live(
        environment: RepositoryEnvironment(
          repositoryRequest: bundledRepositoryEffect(
            delay: .seconds(1), scheduler: requestScheduler.eraseToAnyScheduler()))))
    store.environment.mainQueue = { self.testScheduler.eraseToAnyScheduler() }

    store.assert(
      .send(.onAppear),
      .do { requestScheduler.advance(by: .milliseconds(999)) },
      .do { self.testScheduler.advance() },
      .do { requestScheduler.advance(by: .milliseconds(1)) },
      .do { self.testScheduler.advance() },
      .receive(.dataLoaded(.success(bundledRepositories))) {
        $0.repositories = bundledRepositories
      }
    )
  }

  func testUserOnAppear() {
    let user = UserModel(login: "blob", name: "Blob", publicRepos: 3)
    let store = TestStore(
      initialState: UserState(),
      reducer: userReducer,
      environment: SystemEnvironment(
        environment: UserEnvironment(userRequest: { _ in Effect(value: user) }),
        mainQueue: { self.testScheduler.eraseToAnyScheduler() },
        decoder: { JSONDecoder() }))
    store.send(.onAppear)
    testScheduler.advance()
    store.receive(.dataLoaded(.success(user))) {
      $0.user = user
    }
  }

  func testLiveUserRequestDecodesTheBundledFile() {
    var result: Result<UserModel, APIError>?
    let cancellable = bundledUserEffect(delay: .zero, scheduler: .immediate)(
      SystemEnvironment.live(environment: ()).decoder()
    )
    .catchToEffect()
    .sink { result = $0 }
    _ = cancellable
    XCTAssertEqual(try result?.get().login, "raywenderlich")
  }

  // The root reducer routes each feature's actions to it, through the scoped state the tabs show.
  func testRootRoutesRepositoryActions() {
    let store = TestStore(
      initialState: RootState(
        repositoryState: RepositoryState(repositories: testRepositories)),
      reducer: rootReducer,
      environment: .live(environment: RootEnvironment()))
    let repositories = store.scope(state: \.repositoryState, action: RootAction.repositoryAction)
    repositories.send(.favoriteButtonTapped(testRepositories[1])) {
      $0.favoriteRepositories = [self.testRepositories[1]]
    }
  }
}

/// The repositories of `repositories.json`, in its order.
private let bundledRepositories = [
  RepositoryModel(
    id: 44_838_949, name: "swift-algorithm-club",
    description: "Algorithms and data structures in Swift, with explanations!",
    htmlUrl: "https://github.com/raywenderlich/swift-algorithm-club",
    stars: 27480, forks: 4930, language: "Swift"),
  RepositoryModel(
    id: 26_218_442, name: "swift-style-guide",
    description: "The official Swift style guide for raywenderlich.com.",
    htmlUrl: "https://github.com/raywenderlich/swift-style-guide",
    stars: 12860, forks: 2190),
  RepositoryModel(
    id: 130_357_862, name: "ios-interview",
    description: "A guide to iOS interview questions and answers.",
    htmlUrl: "https://github.com/raywenderlich/ios-interview",
    stars: 1290, forks: 230, language: "Swift"),
  RepositoryModel(
    id: 8_913_587, name: "objective-c-style-guide",
    description: "A style guide that outlines the coding conventions for raywenderlich.com.",
    htmlUrl: "https://github.com/raywenderlich/objective-c-style-guide",
    stars: 3110, forks: 650),
  RepositoryModel(
    id: 193_584_212, name: "kotlin-style-guide",
    description: "The official Kotlin style guide for raywenderlich.com.",
    htmlUrl: "https://github.com/raywenderlich/kotlin-style-guide",
    stars: 260, forks: 60),
  RepositoryModel(
    id: 369_441_103, name: "tca-materials",
    description: "Materials for Getting Started With The Composable Architecture.",
    htmlUrl: "https://github.com/raywenderlich/tca-materials",
    stars: 42, forks: 7, language: "Swift"),
]
