import Benchmark
import BenchmarkFeatures

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, .instructions, .throughput],
    maxDuration: .seconds(2),
    maxIterations: 1_000_000
  )
  for scenario in Scenario.all {
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
