import ComposableArchitecture
import Foundation
import Security

struct KeychainError: Error, Equatable {
  var status: Int32
}

/// Generic passwords in the app's keychain, by account name.
@DependencyClient
struct KeychainClient: Sendable {
  var load: @Sendable (_ account: String) throws -> Data?
  var save: @Sendable (_ data: Data, _ account: String) throws -> Void
  var delete: @Sendable (_ account: String) throws -> Void
}

extension KeychainClient: DependencyKey {
  static let service = "co.opencomposable.SyncApp"

  static let liveValue = KeychainClient(
    load: { account in
      let query: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrService as String: KeychainClient.service,
        kSecAttrAccount as String: account,
        kSecReturnData as String: true,
        kSecMatchLimit as String: kSecMatchLimitOne,
      ]
      var result: AnyObject?
      let status = SecItemCopyMatching(query as CFDictionary, &result)
      if status == errSecItemNotFound { return nil }
      guard status == errSecSuccess else { throw KeychainError(status: status) }
      return result as? Data
    },
    save: { data, account in
      let query: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrService as String: KeychainClient.service,
        kSecAttrAccount as String: account,
      ]
      SecItemDelete(query as CFDictionary)
      var attributes = query
      attributes[kSecValueData as String] = data
      attributes[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlock
      let status = SecItemAdd(attributes as CFDictionary, nil)
      guard status == errSecSuccess else { throw KeychainError(status: status) }
    },
    delete: { account in
      let query: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrService as String: KeychainClient.service,
        kSecAttrAccount as String: account,
      ]
      let status = SecItemDelete(query as CFDictionary)
      guard status == errSecSuccess || status == errSecItemNotFound else {
        throw KeychainError(status: status)
      }
    }
  )
}

extension DependencyValues {
  var keychain: KeychainClient {
    get { self[KeychainClient.self] }
    set { self[KeychainClient.self] = newValue }
  }
}
