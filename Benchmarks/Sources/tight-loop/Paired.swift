import BenchmarkFeatures
import Foundation

extension TightLoop {
  /// How many pairs of samples a paired measurement takes.
  static let pairedRounds = 15

  /// Measures a scenario against its floor sample by sample: a sample of the floor, then one of
  /// the scenario, `pairedRounds` times, and prints the median of the ratios of each pair.
  ///
  /// This machine's host slows it down in spells, every scenario of a run at once, and a run
  /// measures the floor and the scenario seconds apart: their medians can come from different
  /// spells (the floor alone read from 2,096 to 3,829 ns across runs of the same binary). The
  /// two samples of a pair are taken 100 ms apart, so that both see the same machine; the
  /// median of the pairs leaves out the pairs a spell cut through.
  @MainActor
  static func paired(_ floorName: String, _ scenarioName: String) async {
    let scenarios =
      Scenario.all + Scenario.sharedState + Scenario.devTools
      + Scenario.destinations
    guard let floor = scenarios.first(where: { $0.name == floorName }),
      let scenario = scenarios.first(where: { $0.name == scenarioName })
    else {
      print("tight-loop: no scenario named \(floorName) or \(scenarioName)")
      exit(1)
    }
    let floorOperation = floor.make()
    let operation = scenario.make()
    let floorCount = await calibrate(floorOperation)
    let count = await calibrate(operation)
    var floorSamples: [Double] = []
    var samples: [Double] = []
    var ratios: [Double] = []
    for _ in 0..<pairedRounds {
      let floorSample =
        Double(await run(floorOperation, count: floorCount)) / Double(floorCount)
      let sample = Double(await run(operation, count: count)) / Double(count)
      floorSamples.append(floorSample)
      samples.append(sample)
      ratios.append(sample / floorSample)
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    print("| Scenario | floor | floor ns/op | scenario ns/op | median ratio of pairs | range |")
    print("|---|---|---:|---:|---:|---:|")
    print(
      "| \(scenarioName) | \(floorName) | \(String(format: "%.1f", median(floorSamples))) | "
        + "\(String(format: "%.1f", median(samples))) | "
        + "\(String(format: "%.3f", median(ratios))) | "
        + "\(String(format: "%.2f", ratios.min()!))–\(String(format: "%.2f", ratios.max()!)) |"
    )
  }
}
