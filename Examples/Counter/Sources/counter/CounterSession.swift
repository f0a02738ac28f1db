import ComposableArchitecture
import CounterFeature
import Foundation

/// Runs commands against a counter store and prints what a person needs to see after each.
///
/// The store's `_printChanges()` prints every action and state diff (in debug builds); the
/// session adds the prompt echo of non-interactive runs, the count and the fact.
@MainActor
final class CounterSession {
  /// The queue `_printChanges()` prints on: the session waits for it before printing the status,
  /// so that the transcript reads in order.
  nonisolated static let printQueue = DispatchQueue(label: "counter.printChanges")

  let store: StoreOf<CounterFeature>
  /// Whether to print each command before running it, so that non-interactive output reads as
  /// a transcript.
  let echoesCommands: Bool
  /// How many commands have been run, for the summary.
  private(set) var commandCount = 0

  init(store: StoreOf<CounterFeature>, echoesCommands: Bool) {
    self.store = store
    self.echoesCommands = echoesCommands
  }

  /// Runs one line of input; returns `false` once the user asked to quit.
  func run(line: String) async -> Bool {
    let line = line.trimmingCharacters(in: .whitespaces)
    self.echo(line)
    guard let command = Command(line) else {
      print("Unknown command '\(line)'; type h for help.")
      return true
    }
    return await self.perform(command)
  }

  /// Runs one command; returns `false` if it was ``Command/quit``.
  func run(_ command: Command) async -> Bool {
    self.echo(command.symbol)
    return await self.perform(command)
  }

  private func echo(_ input: String) {
    if self.echoesCommands {
      print("> \(input)")
    }
  }

  private func perform(_ command: Command) async -> Bool {
    self.commandCount += 1
    switch command {
    case .increment:
      self.store.send(.incrementButtonTapped)
    case .decrement:
      self.store.send(.decrementButtonTapped)
    case .fact:
      let request = self.store.send(.numberFactButtonTapped)
      print("Fetching a fact about \(self.store.count)…")
      await request.finish()
    case .help:
      print(Command.helpText)
      return true
    case .quit:
      return false
    }
    self.printStatus()
    return true
  }

  /// Prints the count, and the fact or the error if there is one.
  func printStatus() {
    Self.printQueue.sync {}
    print("count: \(self.store.count)")
    if let fact = self.store.numberFact {
      print("fact: \(fact)")
    }
    if let error = self.store.numberFactError {
      print("fact request failed: \(error)")
    }
  }

  /// One line that sums up the session, for the end of non-interactive runs.
  var summary: String {
    let fact = self.store.numberFact.map { "fact: \($0)" } ?? "no fact."
    let commands = self.commandCount == 1 ? "1 command" : "\(self.commandCount) commands"
    return "Summary: \(commands), final count \(self.store.count), \(fact)"
  }
}
