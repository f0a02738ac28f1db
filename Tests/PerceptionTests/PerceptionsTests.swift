import Foundation
import Perception
import Testing

@Perceptible @MainActor
final class MainActorModel {
  var count = 0
  var isDone = false
}

/// A model changed from any task: the tests read and write it one access at a time, in an order
/// that `await` fixes.
@Perceptible
final class SendableModel: @unchecked Sendable {
  var count = 0
}

/// `Perceptions`: the current value at once, then one value per change or burst of changes, on
/// the closure's isolation (M-PC-01, M-PC-02).
@Suite struct PerceptionsTests {
  struct Failure: Error, Equatable {}

  @MainActor @Test func theFirstValueIsTheCurrentOneThenOnePerBurst() async {
    let model = MainActorModel()
    model.count = 1
    var iterator = Perceptions { model.count }.makeAsyncIterator()
    #expect(await iterator.next(isolation: MainActor.shared) == 1)
    model.count = 2
    model.count = 3
    #expect(await iterator.next(isolation: MainActor.shared) == 3)
  }

  @MainActor @Test func aWaitingIteratorResumesAfterTheChangingCodeYields() async {
    let model = MainActorModel()
    var iterator = Perceptions { model.count }.makeAsyncIterator()
    #expect(await iterator.next(isolation: MainActor.shared) == 0)
    Task { @MainActor in
      model.count = 4
      model.count = 5
    }
    #expect(await iterator.next(isolation: MainActor.shared) == 5)
  }

  @MainActor @Test func onlyWhatTheClosureReadIsTracked() async {
    let model = MainActorModel()
    var iterator = Perceptions { model.count }.makeAsyncIterator()
    #expect(await iterator.next(isolation: MainActor.shared) == 0)
    Task { @MainActor in
      model.isDone = true
      model.count = 1
    }
    #expect(await iterator.next(isolation: MainActor.shared) == 1)
    #expect(model.isDone)
  }

  @MainActor @Test func everyIteratorStartsWithTheCurrentValue() async {
    let model = MainActorModel()
    let counts = Perceptions { model.count }
    var first = counts.makeAsyncIterator()
    #expect(await first.next(isolation: MainActor.shared) == 0)
    model.count = 7
    var second = counts.makeAsyncIterator()
    #expect(await second.next(isolation: MainActor.shared) == 7)
    #expect(await first.next(isolation: MainActor.shared) == 7)
  }

  @MainActor @Test func anEqualWriteYieldsNothing() async {
    let model = MainActorModel()
    var iterator = Perceptions { model.count }.makeAsyncIterator()
    #expect(await iterator.next(isolation: MainActor.shared) == 0)
    // Written while the consumer is busy: a change would make the next `next()` return at once,
    // with 0, long before the later change.
    model.count = 0
    Task { @MainActor in
      try? await Task.sleep(for: .milliseconds(200))
      model.count = 1
    }
    #expect(await iterator.next(isolation: MainActor.shared) == 1)
  }

  @MainActor @Test func untilFinishedEndsWhenTheClosureFinishes() async {
    let model = MainActorModel()
    var iterator = Perceptions<Int, Never>.untilFinished {
      model.isDone ? .finish : .next(model.count)
    }
    .makeAsyncIterator()
    #expect(await iterator.next(isolation: MainActor.shared) == 0)
    model.count = 1
    #expect(await iterator.next(isolation: MainActor.shared) == 1)
    model.isDone = true
    #expect(await iterator.next(isolation: MainActor.shared) == nil)
    model.isDone = false
    #expect(await iterator.next(isolation: MainActor.shared) == nil)
  }

  @MainActor @Test func aThrowEndsTheSequenceWithTheError() async throws {
    let model = MainActorModel()
    let counts = Perceptions { () throws(Failure) -> Int in
      if model.count < 0 { throw Failure() }
      return model.count
    }
    var iterator = counts.makeAsyncIterator()
    #expect(try await iterator.next(isolation: MainActor.shared) == 0)
    model.count = -1
    await #expect(throws: Failure()) { try await iterator.next(isolation: MainActor.shared) }
    model.count = 1
    #expect(try await iterator.next(isolation: MainActor.shared) == nil)
  }

  @MainActor @Test func forAwaitCollectsTheValues() async {
    let model = MainActorModel()
    let collected = Task { @MainActor in
      var values: [Int] = []
      for await count in Perceptions({ model.count }) {
        values.append(count)
        if count == 0 {
          Task { @MainActor in model.count = 1 }
        } else if count == 1 {
          Task { @MainActor in model.count = 2 }
        } else {
          break
        }
      }
      return values
    }
    #expect(await collected.value == [0, 1, 2])
  }

  @Test func cancellingTheIteratingTaskEndsTheSequence() async {
    let model = SendableModel()
    let (started, startedContinuation) = AsyncStream<Void>.makeStream()
    let task = Task {
      var iterator = Perceptions { model.count }.makeAsyncIterator()
      let first = await iterator.next()
      startedContinuation.yield()
      let second = await iterator.next()
      return (first, second)
    }
    for await _ in started { break }
    task.cancel()
    let (first, second) = await task.value
    #expect(first == 0)
    #expect(second == nil)
  }

  @Test func aNonisolatedClosureFollowsChangesFromAnyTask() async {
    let model = SendableModel()
    var iterator = Perceptions { model.count }.makeAsyncIterator()
    #expect(await iterator.next() == 0)
    // Changed (and finished changing) while the consumer is busy: the next `next()` returns at
    // once, with the latest value.
    await Task.detached { model.count = 9 }.value
    #expect(await iterator.next() == 9)
  }
}
