import Foundation
import OpenCombineShim

extension Effect {
  /// Runs the effects at the same time, emitting their outputs as they come.
  public static func merge(_ effects: Effect...) -> Effect {
    .merge(effects)
  }

  /// Runs the effects at the same time, emitting their outputs as they come.
  public static func merge<S: Sequence>(_ effects: S) -> Effect where S.Element == Effect {
    let effects = effects.filter { !$0.isNone }
    switch effects.count {
    case 0:
      return .none
    case 1:
      return effects[0]
    default:
      return Effect(
        storage: .publisher(
          Publishers.Sequence<[Effect], Failure>(sequence: effects)
            .flatMap { $0 }
            .eraseToAnyPublisher()
        )
      )
    }
  }

  /// Runs the effects one after the other, each starting when the previous one completes.
  public static func concatenate(_ effects: Effect...) -> Effect {
    .concatenate(effects)
  }

  /// Runs the effects one after the other, each starting when the previous one completes.
  public static func concatenate<C: Collection>(_ effects: C) -> Effect
  where C.Element == Effect {
    let effects = effects.filter { !$0.isNone }
    switch effects.count {
    case 0:
      return .none
    case 1:
      return effects[0]
    default:
      return Effect(
        storage: .publisher(
          Publishers.Sequence<[Effect], Failure>(sequence: effects)
            .flatMap(maxPublishers: .max(1)) { $0 }
            .eraseToAnyPublisher()
        )
      )
    }
  }
}
