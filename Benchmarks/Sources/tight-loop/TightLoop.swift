import BenchmarkFeatures
import Foundation

/// Runs every scenario in a tight loop (many operations per sample, after a warm-up) and prints
/// the median nanoseconds per operation of several samples, as a Markdown table. These are the
/// figures to compare with TCA's (measured the same way), beside package-benchmark's own.
///
/// Usage: `tight-loop [filter]`: only scenarios whose name contains `filter` (or, with `=name`,
/// only that scenario); `tight-loop --paired floor scenario`: the ratio of a scenario to its
/// floor, sample by sample (see `paired(_:_:)`).
@main
struct TightLoop {
  @MainActor
  static func main() async {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first == "--paired", arguments.count == 3 {
      await paired(arguments[1], arguments[2])
      return
    }
    let filter = arguments.first
    var medians: [String: Double] = [:]
    print("| Benchmark | median ns/op | floor | ratio to floor |")
    print("|---|---:|---|---:|")
    for scenario in Scenario.all + Scenario.sharedState + Scenario.devTools + Scenario.destinations
    where filter.map({ matches(scenario.name, $0) }) ?? true {
      let median = await measure(scenario.make())
      medians[scenario.name] = median
      let floor = scenario.floor ?? ""
      let ratio = scenario.floor.flatMap { medians[$0] }.map {
        String(format: "%.1fx", median / $0)
      }
      print(
        "| \(scenario.name) | \(String(format: "%.1f", median)) | \(floor) | \(ratio ?? "") |"
      )
    }
  }

  /// Whether `name` is selected by `filter`: names containing it, or exactly the name after `=`.
  static func matches(_ name: String, _ filter: String) -> Bool {
    filter.hasPrefix("=") ? name == filter.dropFirst() : name.contains(filter)
  }

  /// The median ns per operation over 7 samples, each long enough to last about 50 ms.
  @MainActor
  static func measure(_ operation: BenchmarkOperation) async -> Double {
    let count = await calibrate(operation)
    var samples: [Double] = []
    for _ in 0..<7 {
      samples.append(Double(await run(operation, count: count)) / Double(count))
    }
    return samples.sorted()[samples.count / 2]
  }

  /// Warms up, and returns the number of operations a sample of about 50 ms runs.
  @MainActor
  static func calibrate(_ operation: BenchmarkOperation) async -> Int {
    var count = 16
    while true {
      let elapsed = await run(operation, count: count)
      if elapsed > 50_000_000 || count >= 1 << 24 { return count }
      count *= 2
    }
  }

  @MainActor
  static func run(_ operation: BenchmarkOperation, count: Int) async -> UInt64 {
    let start = DispatchTime.now().uptimeNanoseconds
    switch operation {
    case let .sync(operation):
      for _ in 0..<count {
        operation()
      }
    case let .async(operation):
      for _ in 0..<count {
        await operation()
      }
    }
    return DispatchTime.now().uptimeNanoseconds - start
  }
}
