import ComposableArchitecture
import Foundation
import Testing

@testable import SyncApp

private let ada = Session(userID: "u_1815", displayName: "Ada Lovelace", token: "tok_abc")

/// A keychain that lives in memory for the length of a test.
private func memoryKeychain(_ storage: LockIsolated<[String: Data]>) -> KeychainClient {
  KeychainClient(
    load: { account in storage.value[account] },
    save: { data, account in storage.withValue { $0[account] = data } },
    delete: { account in storage.withValue { $0[account] = nil } }
  )
}

private func accountState(
  email: String = "", password: String = "", session: Session? = nil
) -> AccountFeature.State {
  var state = AccountFeature.State()
  state.email = email
  state.password = password
  state.session = session
  return state
}

@MainActor
@Suite
struct AccountFeatureTests {
  @Test func signingInKeepsTheSessionInTheKeychain() async throws {
    let storage = LockIsolated<[String: Data]>([:])
    let store = TestStore(initialState: AccountFeature.State()) {
      AccountFeature()
    } withDependencies: {
      $0.auth.signIn = { email, password in
        #expect(email == "ada@example.com")
        #expect(password == "analytical")
        return ada
      }
      $0.keychain = memoryKeychain(storage)
    }

    await store.send(.binding(.set(\.email, "ada@example.com"))) {
      $0.email = "ada@example.com"
    }
    await store.send(.binding(.set(\.password, "analytical"))) {
      $0.password = "analytical"
    }
    await store.send(.signInButtonTapped) {
      $0.isSigningIn = true
    }
    await store.receive(\.signInResponse.success) {
      $0.isSigningIn = false
      $0.session = ada
      $0.password = ""
    }
    await store.receive(\.delegate, .didSignIn)
    let saved = try #require(storage.value["session"])
    #expect(try JSONDecoder().decode(Session.self, from: saved) == ada)
  }

  @Test func wrongCredentialsSayWhatWentWrong() async {
    let store = TestStore(
      initialState: accountState(email: "ada@example.com", password: "password1")
    ) {
      AccountFeature()
    } withDependencies: {
      $0.auth.signIn = { _, _ in throw AuthError.invalidCredentials }
    }

    await store.send(.signInButtonTapped) {
      $0.isSigningIn = true
    }
    await store.receive(\.signInResponse.failure) {
      $0.isSigningIn = false
      $0.errorMessage = "That email and password don’t match."
    }
    await store.send(.binding(.set(\.password, "password2"))) {
      $0.password = "password2"
      $0.errorMessage = nil
    }
  }

  @Test func anyOtherFailureIsReportedAsOffline() async {
    let store = TestStore(
      initialState: accountState(email: "ada@example.com", password: "password1")
    ) {
      AccountFeature()
    } withDependencies: {
      $0.auth.signIn = { _, _ in throw URLError(.notConnectedToInternet) }
    }

    await store.send(.signInButtonTapped) {
      $0.isSigningIn = true
    }
    await store.receive(\.signInResponse.failure) {
      $0.isSigningIn = false
      $0.errorMessage = "You seem to be offline."
    }
  }

  @Test func theFormNeedsAnEmailAndEightCharacters() {
    var state = AccountFeature.State()
    #expect(!state.canSubmit)
    state.email = "ada@example"
    state.password = "12345678"
    #expect(!state.canSubmit)
    state.email = "ada@example.com"
    #expect(state.canSubmit)
    state.password = "1234567"
    #expect(!state.canSubmit)
    state.password = "12345678"
    state.isSigningIn = true
    #expect(!state.canSubmit)
  }

  @Test func anIncompleteFormDoesNotSignIn() async {
    let store = TestStore(initialState: accountState(email: "ada", password: "x")) {
      AccountFeature()
    }

    await store.send(.signInButtonTapped)
  }

  @Test func launchingRestoresTheSavedSession() async throws {
    let saved = try JSONEncoder().encode(ada)
    let storage = LockIsolated<[String: Data]>(["session": saved])
    let store = TestStore(initialState: AccountFeature.State()) {
      AccountFeature()
    } withDependencies: {
      $0.keychain = memoryKeychain(storage)
    }

    await store.send(.task) {
      $0.session = ada
    }
  }

  @Test func signingOutAsksFirstThenForgetsTheSession() async {
    let storage = LockIsolated<[String: Data]>(["session": Data("{}".utf8)])
    let store = TestStore(initialState: accountState(session: ada)) {
      AccountFeature()
    } withDependencies: {
      $0.keychain = memoryKeychain(storage)
    }

    await store.send(.signOutButtonTapped) {
      $0.alert = AlertState {
        TextState("Sign out?")
      } actions: {
        ButtonState(role: .destructive, action: .confirmSignOut) {
          TextState("Sign out")
        }
      } message: {
        TextState("Your reminders stay on this device.")
      }
    }
    await store.send(.alert(.presented(.confirmSignOut))) {
      $0.alert = nil
      $0.session = nil
    }
    await store.receive(\.delegate, .didSignOut)
    #expect(storage.value.isEmpty)
  }

  @Test func thePrivacyPolicyOpensInTheBrowser() async {
    let store = TestStore(initialState: AccountFeature.State()) {
      AccountFeature()
    } withDependencies: {
      $0.openURL = .init { _ in true }
    }

    await store.send(.privacyPolicyButtonTapped)
    await store.finish()
  }
}

@Suite("Keychain (live)")
struct KeychainLiveTests {
  @Test func theLiveKeychainRoundTripsData() throws {
    let keychain = KeychainClient.liveValue
    let account = "test-\(UUID().uuidString)"
    try keychain.save(Data("secret".utf8), account)
    #expect(try keychain.load(account) == Data("secret".utf8))
    try keychain.delete(account)
    #expect(try keychain.load(account) == nil)
  }
}
