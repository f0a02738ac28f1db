import ComposableArchitecture
import Foundation
import PassKit

public struct PaymentDeclined: Error, Equatable {}

/// Apple Pay: whether it can be used, and a token for an amount.
@DependencyClient
public struct PaymentClient: Sendable {
  public var canMakePayments: @Sendable () -> Bool = { false }
  public var authorize: @Sendable (_ amountCents: Int, _ label: String) async throws -> String
}

extension PaymentClient: DependencyKey {
  public static let liveValue = PaymentClient(
    canMakePayments: {
      PKPaymentAuthorizationController.canMakePayments(usingNetworks: [.visa, .masterCard, .amex])
    },
    authorize: { amountCents, label in
      let request = PKPaymentRequest()
      request.merchantIdentifier = "merchant.co.opencomposable.stays"
      request.countryCode = "NL"
      request.currencyCode = "EUR"
      request.merchantCapabilities = .threeDSecure
      request.supportedNetworks = [.visa, .masterCard, .amex]
      request.paymentSummaryItems = PaymentClient.summaryItems(
        amountCents: amountCents, label: label)
      let controller = PKPaymentAuthorizationController(paymentRequest: request)
      let delegate = PaymentDelegate()
      controller.delegate = delegate
      guard await controller.present() else { throw PaymentDeclined() }
      return try await delegate.token()
    }
  )

  public static let testValue = PaymentClient()

  /// The sheet's lines: the stay, then the merchant's total.
  public static func summaryItems(amountCents: Int, label: String) -> [PKPaymentSummaryItem] {
    let amount = NSDecimalNumber(value: amountCents).dividing(by: 100)
    return [
      PKPaymentSummaryItem(label: label, amount: amount),
      PKPaymentSummaryItem(label: "Stays", amount: amount),
    ]
  }
}

private final class PaymentDelegate: NSObject, PKPaymentAuthorizationControllerDelegate,
  @unchecked Sendable
{
  private var continuation: CheckedContinuation<String, any Error>?

  func token() async throws -> String {
    try await withCheckedThrowingContinuation { continuation = $0 }
  }

  func paymentAuthorizationController(
    _ controller: PKPaymentAuthorizationController,
    didAuthorizePayment payment: PKPayment,
    handler completion: @escaping (PKPaymentAuthorizationResult) -> Void
  ) {
    continuation?.resume(returning: payment.token.paymentData.base64EncodedString())
    continuation = nil
    completion(PKPaymentAuthorizationResult(status: .success, errors: nil))
  }

  func paymentAuthorizationControllerDidFinish(_ controller: PKPaymentAuthorizationController) {
    controller.dismiss()
    continuation?.resume(throwing: PaymentDeclined())
    continuation = nil
  }
}

extension DependencyValues {
  public var payments: PaymentClient {
    get { self[PaymentClient.self] }
    set { self[PaymentClient.self] = newValue }
  }
}
