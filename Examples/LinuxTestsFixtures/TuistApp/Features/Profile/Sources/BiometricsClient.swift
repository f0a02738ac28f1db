import ComposableArchitecture
import LocalAuthentication

public enum BiometryKind: Equatable, Sendable {
  case none
  case touchID
  case faceID
  case opticID

  init(_ type: LABiometryType) {
    switch type {
    case .touchID: self = .touchID
    case .faceID: self = .faceID
    case .opticID: self = .opticID
    case .none: self = .none
    @unknown default: self = .none
    }
  }
}

/// Face ID / Touch ID, falling back to the device passcode.
@DependencyClient
public struct BiometricsClient: Sendable {
  public var kind: @Sendable () -> BiometryKind = { .none }
  public var authenticate: @Sendable (_ reason: String) async -> Bool = { _ in false }
}

extension BiometricsClient: DependencyKey {
  public static let liveValue = BiometricsClient(
    kind: {
      let context = LAContext()
      _ = context.canEvaluatePolicy(.deviceOwnerAuthentication, error: nil)
      return BiometryKind(context.biometryType)
    },
    authenticate: { reason in
      (try? await LAContext().evaluatePolicy(.deviceOwnerAuthentication, localizedReason: reason))
        ?? false
    }
  )
  public static let testValue = BiometricsClient()
}

extension DependencyValues {
  public var biometrics: BiometricsClient {
    get { self[BiometricsClient.self] }
    set { self[BiometricsClient.self] = newValue }
  }
}
