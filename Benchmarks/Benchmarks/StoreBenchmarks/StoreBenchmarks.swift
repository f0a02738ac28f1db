import Benchmark
import BenchmarkFeatures

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, .instructions, .throughput],
    // A thousand operations per sample: the per-sample hop to the main actor is amortized, and
    // the figures are per operation.
    scalingFactor: .kilo,
    maxDuration: .seconds(2),
    maxIterations: 10_000
  )
  for scenario in Scenario.all + Scenario.sharedState + Scenario.devTools + Scenario.destinations {
    Benchmark(scenario.name) { @MainActor benchmark in
      switch scenario.make() {
      case let .sync(operation):
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
          operation()
        }
      case let .async(operation):
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
          await operation()
        }
      }
    }
  }
}
