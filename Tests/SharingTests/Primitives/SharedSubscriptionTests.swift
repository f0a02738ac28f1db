import ConcurrencyExtras
import Sharing
import Testing

/// `SharedSubscription` is a struct whose copies share one cancel (M-SH-02), and
/// `SharedSubscriber.init(callback:onLoading:)` hands every yield to its closures (M-SH-03).
@Suite struct SharedSubscriptionTests {
  @Test func cancelRunsTheClosureOnceForAllCopies() {
    let cancels = LockIsolated(0)
    let subscription = SharedSubscription { cancels.withValue { $0 += 1 } }
    let copy = subscription
    subscription.cancel()
    copy.cancel()
    subscription.cancel()
    #expect(cancels.value == 1)
  }

  @Test func droppingTheLastCopyCancels() {
    let cancels = LockIsolated(0)
    var subscription: SharedSubscription? = SharedSubscription { cancels.withValue { $0 += 1 } }
    var copy = subscription
    subscription = nil
    #expect(cancels.value == 0)
    copy = nil
    #expect(cancels.value == 1)
    _ = (subscription, copy)
  }

  @Test func aSubscriberHandsEveryYieldToItsCallbackSynchronously() {
    struct Failure: Error, Equatable {}
    let results = LockIsolated<[String]>([])
    let loading = LockIsolated<[Bool]>([])
    let subscriber = SharedSubscriber<Int>(
      callback: { result in
        let text: String
        switch result {
        case let .success(value?): text = "value \(value)"
        case .success(nil): text = "initial value"
        case let .failure(error): text = "error \(error is Failure)"
        }
        results.withValue { $0.append(text) }
      },
      onLoading: { isLoading in loading.withValue { $0.append(isLoading) } }
    )
    subscriber.yield(3)
    subscriber.yield(3)
    subscriber.yieldReturningInitialValue()
    subscriber.yield(throwing: Failure())
    subscriber.yield(with: .success(4))
    subscriber.yieldLoading()
    subscriber.yieldLoading(false)
    #expect(
      results.value == ["value 3", "value 3", "initial value", "error true", "value 4"]
    )
    #expect(loading.value == [true, false])
  }

  @Test func aSubscriberWithoutOnLoadingIgnoresLoadingStates() {
    let results = LockIsolated(0)
    let subscriber = SharedSubscriber<Int>(callback: { _ in results.withValue { $0 += 1 } })
    subscriber.yieldLoading(true)
    subscriber.yield(1)
    #expect(results.value == 1)
  }
}
