@_spi(Reflection) import CasePaths
import ConcurrencyExtras
import Foundation

/// The way from a parent's action to a presented child's: a case key path (the 1.x API) or a
/// case path (the deprecated forms).
///
/// A case key path's `extract` goes through `Case` values, boxing the action, reading the enum's
/// `allCasePaths` and building closures: about 480 ns on each action, at every presenting level
/// of a send (`NestedStore.Send`). What the extraction needs is learned once per key path (see
/// ``PresentationCaseTags``): then an action is matched by its enum case, and only the matching
/// one is projected.
// @unchecked Sendable: key paths and case paths are immutable.
@usableFromInline
struct PresentationCase<Root, DestinationAction>: @unchecked Sendable {
  private let keyPath: CaseKeyPath<Root, PresentationAction<DestinationAction>>?
  private let casePath: AnyCasePath<Root, PresentationAction<DestinationAction>>?

  init(_ keyPath: CaseKeyPath<Root, PresentationAction<DestinationAction>>) {
    self.keyPath = keyPath
    self.casePath = nil
  }

  init(_ casePath: AnyCasePath<Root, PresentationAction<DestinationAction>>) {
    self.keyPath = nil
    self.casePath = casePath
  }

  /// The child's action in `root`, or `nil` when `root` is not one of this case.
  @usableFromInline
  func extract(from root: Root) -> PresentationAction<DestinationAction>? {
    guard let keyPath = self.keyPath else {
      return self.casePath?.extract(from: root)
    }
    guard
      let metadata = EnumMetadata(Root.self),
      let learned = presentationCaseTags.learned(
        for: keyPath, learning: { Self.learn(keyPath, metadata) })
    else {
      return AnyCasePath(keyPath).extract(from: root)
    }
    guard metadata.tag(of: root) == learned.tag else { return nil }
    // `unsafeDowncast`: the slot was found for an equal key path, of these very types.
    let extractor = unsafeDowncast(learned.extractor, to: Extractor.self)
    // An action of the learned case always extracts; should it not, the key path's own
    // extraction answers, so that a wrong learning can never drop a child's action.
    return extractor.casePath.extract(from: root) ?? AnyCasePath(keyPath).extract(from: root)
  }

  /// The parent's action holding the child's `value`.
  @usableFromInline
  func embed(_ value: PresentationAction<DestinationAction>) -> Root {
    if let keyPath = self.keyPath {
      return keyPath(value)
    }
    return self.casePath!.embed(value)
  }

  /// A case path extracting by the enum's metadata: case-paths' own, which learns how to
  /// project the case's payload from its first extraction and does not read the case's type
  /// again (as `EnumMetadata.project` does, from its mangled name, on each call).
  private final class Extractor {
    let casePath: AnyCasePath<Root, PresentationAction<DestinationAction>>

    init(_ casePath: AnyCasePath<Root, PresentationAction<DestinationAction>>) {
      self.casePath = casePath
    }
  }

  /// The key path's enum case tag in `Root`, and an extractor for it, when the key path names
  /// one case of `Root` directly (one component); `nil` when it does not, and the key path's own
  /// extraction must be used.
  ///
  /// Checked on a value: `.dismiss` embedded through the key path must project back to exactly
  /// `.dismiss`. Through a longer path (`\.a.presented.b`) the projection is `.presented(…)`.
  private static func learn(
    _ keyPath: CaseKeyPath<Root, PresentationAction<DestinationAction>>,
    _ metadata: EnumMetadata
  ) -> (tag: UInt32, extractor: AnyObject)? {
    let sample = keyPath(.dismiss)
    guard
      let projected = EnumMetadata.project(sample) as? PresentationAction<DestinationAction>,
      case .dismiss = projected
    else { return nil }
    let embed = UncheckedSendable(keyPath)
    let casePath = AnyCasePath<Root, PresentationAction<DestinationAction>>(unsafe: {
      embed.value($0)
    })
    // Its first extraction, of a value of the case, is the one that learns the payload's layout.
    guard let extracted = casePath.extract(from: sample), case .dismiss = extracted else {
      return nil
    }
    return (metadata.tag(of: sample), Extractor(casePath))
  }
}

/// What was learned of case key paths (see ``PresentationCase``).
let presentationCaseTags = PresentationCaseTags()

/// A fixed number of slots, each holding a key path and what was learned of it, found by the
/// key path's root and value types: two slots for each pair, as a parent may present the same
/// feature in two places (`.sheet` and `.popover`).
///
/// Found by types, then compared, rather than hashed: a key path written in a `body` is usually a
/// new object on each evaluation, whose hash walks its components (about 90 ns), while comparing
/// two equal key paths costs about half that, and nothing when they are the same object.
///
/// A key path is learned the second time it is seen, so that one used once costs a slot, not a
/// learning. A slot is overwritten by another key path, so the cache never grows.
final class PresentationCaseTags: @unchecked Sendable {
  private enum Learned {
    case seenOnce
    case learned(tag: UInt32, extractor: AnyObject)
    case unusable
  }

  private struct Slot {
    var keyPath: AnyKeyPath?
    var learned: Learned
  }

  private static let setCount = 32
  // `lock` protects `slots`.
  private let lock = NSLock()
  private var slots = [Slot](
    repeating: Slot(keyPath: nil, learned: .seenOnce), count: 2 * PresentationCaseTags.setCount
  )

  /// What was learned for `keyPath`, from `Root` to `Value`, learning it with `learn` on its
  /// second sighting.
  func learned<Root, Value>(
    for keyPath: KeyPath<Root, Value>,
    learning learn: () -> (tag: UInt32, extractor: AnyObject)?
  ) -> (tag: UInt32, extractor: AnyObject)? {
    let hash = ObjectIdentifier(Root.self).hashValue &* 31 &+ ObjectIdentifier(Value.self).hashValue
    let first = 2 * ((hash >> 4) & (Self.setCount - 1))
    self.lock.lock()
    let recent = self.slots[first]
    let older = self.slots[first + 1]
    self.lock.unlock()
    let slot: Slot
    let isRecent: Bool
    if let candidate = recent.keyPath, candidate === keyPath || candidate == keyPath {
      (slot, isRecent) = (recent, true)
    } else if let candidate = older.keyPath, candidate === keyPath || candidate == keyPath {
      (slot, isRecent) = (older, false)
    } else {
      self.insert(Slot(keyPath: keyPath, learned: .seenOnce), at: first, replacingFirst: false)
      return nil
    }
    switch slot.learned {
    case let .learned(tag, extractor):
      return (tag, extractor)
    case .unusable:
      return nil
    case .seenOnce:
      let learned = learn()
      self.insert(
        Slot(keyPath: keyPath, learned: learned.map(Learned.learned) ?? .unusable),
        at: first, replacingFirst: isRecent)
      return learned
    }
  }

  /// Puts `slot` first in its set: in place of the first slot's key path, or moving it second.
  private func insert(_ slot: Slot, at first: Int, replacingFirst: Bool) {
    self.lock.lock()
    let replaced: Slot
    if replacingFirst {
      replaced = self.slots[first]
    } else {
      replaced = self.slots[first + 1]
      self.slots[first + 1] = self.slots[first]
    }
    self.slots[first] = slot
    self.lock.unlock()
    // Released after the lock, held as briefly as can be.
    withExtendedLifetime(replaced) {}
  }
}
