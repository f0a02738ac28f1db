import Foundation
import OpenCombineShim

extension Effect {
  /// Runs the effects at the same time, emitting their outputs as they come.
  public static func merge(_ effects: Effect...) -> Effect {
    .merge(effects)
  }

  /// Runs the effects at the same time, emitting their outputs as they come.
  public static func merge<S: Sequence>(_ effects: S) -> Effect where S.Element == Effect {
    // A list, not a publisher chain: a store starts each effect in order, so merging values
    // (`Effect(value:)`) and `.none` subscribes to nothing.
    var merged: [Effect] = []
    for effect in effects {
      switch effect.storage {
      case .none:
        continue
      case let .merge(children):
        merged.append(contentsOf: children)
      default:
        merged.append(effect)
      }
    }
    switch merged.count {
    case 0:
      return .none
    case 1:
      return merged[0]
    default:
      return Effect(storage: .merge(merged))
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
    case _ where effects.allSatisfy({ $0.isSynchronous }):
      // Values and cancellations happen in order as the store starts them: merged, they run
      // one after the other without a publisher chain.
      return Effect(storage: .merge(effects))
    default:
      return Effect(
        storage: .publisher(
          Publishers.Sequence<[Effect], Failure>(sequence: effects)
            .flatMap(maxPublishers: .max(1)) { $0.upstream }
            .eraseToAnyPublisher()
        )
      )
    }
  }
}

extension Effect {
  /// Whether the effect does all its work as a store starts it (values and cancellations).
  var isSynchronous: Bool {
    switch self.storage {
    case .none, .value, .cancel:
      return true
    case .publisher, .modern:
      return false
    case let .merge(effects):
      // A closure, not `\.isSynchronous`: a key path literal in a generic type is instantiated
      // anew at each evaluation.
      return effects.allSatisfy { $0.isSynchronous }
    case let .cancellable(_, _, effect):
      return effect.isSynchronous
    }
  }
}
