import ComposableArchitecture
import Foundation

/// Sends many actions through a feature with navigation, a 1,000-row list, effects and an
/// observation, and prints the resident memory every 100,000 actions, to show whether a
/// long-running store leaks.
///
/// Usage: `soak [actions]` (1,000,000 by default). The last line compares the resident memory at
/// the end with the one after the first 100,000 actions (the warm-up).
///
/// `soak --describe-binding` prints a binding action instead, whose key path is named from the
/// binary's symbol table: `.set(\State.count, 1)`, or the standard library's
/// `\State.<computed 0x… (Int)>` when the binary is stripped (see `check-stripped`).
@main
struct Soak {
  @MainActor
  static func main() async {
    if CommandLine.arguments.dropFirst().first == "--describe-binding" {
      print(String(reflecting: BindingAction<SoakChild.State>.set(\.count, 1)))
      return
    }
    // One line at a time, also into a file or a pipe, so that a long run shows its progress.
    setvbuf(stdout, nil, _IOLBF, 0)
    let total = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 1_000_000
    let interval = 100_000
    let store = Store(initialState: SoakFeature.State()) { SoakFeature() }
    let observations = Counter()
    let token = observe {
      _ = store.count
      _ = store.path.count
      _ = store.sheet?.count
      observations.value += 1
    }
    let start = DispatchTime.now().uptimeNanoseconds
    var warmUp: Int?
    print("actions\tresident KiB\tobservations\tseconds")
    var sent = 0
    while sent < total {
      await sendCycle(to: store, step: sent / cycleLength)
      sent += cycleLength
      if sent % interval == 0 {
        // Let the finished and cancelled effects' tasks and the observation run.
        for _ in 0..<10 { await Task.yield() }
        let resident = residentKiB()
        if warmUp == nil { warmUp = resident }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        print("\(sent)\t\(resident)\t\(observations.value)\t\(String(format: "%.1f", seconds))")
      }
    }
    for _ in 0..<10 { await Task.yield() }
    token.cancel()
    if let warmUp {
      let growth = Double(residentKiB() - warmUp) / Double(warmUp) * 100
      print("growth after warm-up: \(String(format: "%.2f", growth))%")
    }
    print(
      "state: count \(store.count), effects finished \(store.effectsFinished), "
        + "stack \(store.path.count), sheet \(store.sheet == nil ? "dismissed" : "presented")"
    )
  }

  static let cycleLength = 10

  /// Sends `cycleLength` actions: a push, a child action and a pop on the stack; a presentation,
  /// a child action and a dismissal of the sheet; a row action; a timer started and cancelled;
  /// and an effect that finishes and feeds an action back.
  @MainActor
  static func sendCycle(to store: StoreOf<SoakFeature>, step: Int) async {
    let id = StackElementID(integerLiteral: step)
    store.send(.path(.push(id: id, state: SoakChild.State())))
    store.send(.path(.element(id: id, action: .incrementButtonTapped)))
    store.send(.path(.popFrom(id: id)))
    store.send(.sheetButtonTapped)
    store.send(.sheet(.presented(.incrementButtonTapped)))
    store.send(.sheet(.dismiss))
    store.send(.rows(.element(id: step % 1_000, action: .incrementButtonTapped)))
    store.send(.startTimerButtonTapped)
    store.send(.cancelTimerButtonTapped)
    await store.send(.quickEffectButtonTapped).finish()
  }

  /// The resident set size, from `/proc/self/statm` (its second field, in pages).
  static func residentKiB() -> Int {
    guard
      let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
      let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
    else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
  }
}

/// A count the observation's closure updates.
@MainActor
final class Counter: Sendable {
  var value = 0
}
