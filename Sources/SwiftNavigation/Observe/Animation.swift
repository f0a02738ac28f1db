#if !canImport(SwiftUI)
  import Foundation

  /// A description of how a UI animates a change, for platforms without SwiftUI: reducer code
  /// written for TCA that animates (`send(.x, animation: .default)`,
  /// `ButtonState(action: .send(.x, animation: .spring()))`) compiles and runs unchanged.
  ///
  /// The animation travels with the change in the ``UITransaction`` (``UITransaction/animation``)
  /// that `observe { transaction in … }` hands its observers, so a UI that is not SwiftUI can
  /// animate:
  ///
  /// ```swift
  /// observe { transaction in
  ///   let count = store.count
  ///   if let animation = transaction.animation {
  ///     screen.animate(duration: animation.duration) { label.text = "\(count)" }
  ///   } else {
  ///     label.text = "\(count)"
  ///   }
  /// }
  /// ```
  public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// The timing curves of SwiftUI's animations.
    public enum Curve: Hashable, Sendable {
      /// Slow at the start and at the end.
      case easeInOut
      /// Slow at the start.
      case easeIn
      /// Slow at the end.
      case easeOut
      /// A constant pace.
      case linear
      /// A spring, with its response (seconds), damping fraction and blend duration.
      case spring(response: Double, dampingFraction: Double, blendDuration: Double)
      /// A cubic Bézier curve through (0, 0), the two control points and (1, 1).
      case timingCurve(c0x: Double, c0y: Double, c1x: Double, c1y: Double)
      /// A spring of a given mass, stiffness and damping, that keeps its velocity when another
      /// animation of it starts.
      case interpolatingSpring(
        mass: Double, stiffness: Double, damping: Double, initialVelocity: Double
      )
    }

    /// The animation's timing curve.
    public var curve: Curve
    /// How long one run of the animation takes, in seconds.
    public var duration: Double
    /// How long the animation waits before it starts, in seconds.
    public var delay: Double = 0
    /// How much faster than normal it runs: 2 is twice as fast.
    public var speed: Double = 1
    /// How many times it runs (`nil` forever), and whether every other run reverses.
    public var repeatCount: Int? = 1
    /// Whether every other run plays backwards.
    public var autoreverses = false

    /// An animation with a timing curve and a duration in seconds.
    public init(curve: Curve, duration: Double) {
      self.curve = curve
      self.duration = duration
    }

    /// SwiftUI's default animation: a smooth spring.
    public static let `default` = Self.spring()
    /// Ease in and out over 0.35 seconds.
    public static let easeInOut = Self.easeInOut(duration: 0.35)
    /// Ease in over 0.35 seconds.
    public static let easeIn = Self.easeIn(duration: 0.35)
    /// Ease out over 0.35 seconds.
    public static let easeOut = Self.easeOut(duration: 0.35)
    /// A constant pace over 0.35 seconds.
    public static let linear = Self.linear(duration: 0.35)
    /// A spring with the default response and damping: `spring()`.
    public static let spring = Self.spring()
    /// A quick spring for interactive changes: `interactiveSpring()`.
    public static let interactiveSpring = Self.interactiveSpring()
    /// A spring with the default mass, stiffness and damping: `interpolatingSpring()`.
    public static let interpolatingSpring = Self.interpolatingSpring()
    /// A spring with no bounce.
    public static let smooth = Self.smooth()
    /// A quick spring with a little bounce.
    public static let snappy = Self.snappy()
    /// A spring with a noticeable bounce.
    public static let bouncy = Self.bouncy()

    /// Ease in and out over `duration` seconds.
    public static func easeInOut(duration: Double) -> Self {
      Self(curve: .easeInOut, duration: duration)
    }

    /// Ease in over `duration` seconds.
    public static func easeIn(duration: Double) -> Self {
      Self(curve: .easeIn, duration: duration)
    }

    /// Ease out over `duration` seconds.
    public static func easeOut(duration: Double) -> Self {
      Self(curve: .easeOut, duration: duration)
    }

    /// A constant pace over `duration` seconds.
    public static func linear(duration: Double) -> Self {
      Self(curve: .linear, duration: duration)
    }

    /// A cubic Bézier timing curve with control points (`c0x`, `c0y`) and (`c1x`, `c1y`), over
    /// `duration` seconds.
    public static func timingCurve(
      _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35
    ) -> Self {
      Self(curve: .timingCurve(c0x: c0x, c0y: c0y, c1x: c1x, c1y: c1y), duration: duration)
    }

    /// A spring: `response` is roughly how long it takes to settle, in seconds.
    public static func spring(
      response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
    ) -> Self {
      Self(
        curve: .spring(
          response: response, dampingFraction: dampingFraction, blendDuration: blendDuration
        ),
        duration: response
      )
    }

    /// A spring that settles in about `duration` seconds with some `bounce` (0 for none).
    @_disfavoredOverload
    public static func spring(
      duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0
    ) -> Self {
      Self.spring(response: duration, dampingFraction: 1 - bounce, blendDuration: blendDuration)
    }

    /// A quick spring for interactive changes.
    public static func interactiveSpring(
      response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) -> Self {
      Self.spring(
        response: response, dampingFraction: dampingFraction, blendDuration: blendDuration
      )
    }

    /// A quick spring for interactive changes, that settles in about `duration` seconds with
    /// `extraBounce` more bounce than the default.
    @_disfavoredOverload
    public static func interactiveSpring(
      duration: Double = 0.15, extraBounce: Double = 0, blendDuration: Double = 0.25
    ) -> Self {
      Self.spring(
        response: duration, dampingFraction: 0.86 - extraBounce, blendDuration: blendDuration
      )
    }

    /// A spring with no bounce, settling in about `duration` seconds (`extraBounce` adds some).
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Self {
      Self.spring(duration: duration, bounce: extraBounce)
    }

    /// A quick spring with a little bounce, settling in about `duration` seconds.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Self {
      Self.spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring with a noticeable bounce, settling in about `duration` seconds.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Self {
      Self.spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// A spring of a given `mass`, `stiffness` and `damping`, that keeps the velocity of the
    /// change it interrupts.
    public static func interpolatingSpring(
      mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Self {
      Self(
        curve: .interpolatingSpring(
          mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity
        ),
        // The time it takes to settle to a thousandth of its amplitude.
        duration: damping > 0 ? 2 * mass * log(1000) / damping : .infinity
      )
    }

    /// An interpolating spring that settles in about `duration` seconds with some `bounce`
    /// (0 for none), as its mass, stiffness and damping.
    public static func interpolatingSpring(
      duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0
    ) -> Self {
      let stiffness = pow(2 * Double.pi / duration, 2)
      let damping =
        bounce >= 0
        ? 4 * Double.pi * (1 - bounce) / duration
        : 4 * Double.pi / (duration * (1 + bounce))
      return Self.interpolatingSpring(
        mass: 1, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity
      )
    }

    /// The same animation, started after `delay` seconds.
    public func delay(_ delay: Double) -> Self {
      var animation = self
      animation.delay = delay
      return animation
    }

    /// The same animation, run `speed` times as fast.
    public func speed(_ speed: Double) -> Self {
      var animation = self
      animation.speed = speed
      return animation
    }

    /// The same animation, run `repeatCount` times.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Self {
      var animation = self
      animation.repeatCount = repeatCount
      animation.autoreverses = autoreverses
      return animation
    }

    /// The same animation, run forever.
    public func repeatForever(autoreverses: Bool = true) -> Self {
      var animation = self
      animation.repeatCount = nil
      animation.autoreverses = autoreverses
      return animation
    }

    /// The curve and duration, e.g. `Animation(linear, duration: 0.35)`.
    public var description: String {
      "Animation(\(self.curve), duration: \(self.duration))"
    }
  }

  /// Runs `body` so that the changes it makes are animated: observers see `animation` in the
  /// transaction (``UITransaction/animation``), as SwiftUI's `withAnimation` animates views.
  ///
  /// - Parameters:
  ///   - animation: The animation; `.default` when omitted, none when `nil`.
  ///   - body: The changes to animate.
  public func withAnimation<Result>(
    _ animation: Animation? = .default, _ body: () throws -> Result
  ) rethrows -> Result {
    try withUITransaction(\.animation, animation, body)
  }

  private enum AnimationKey: UITransactionKey {
    static let defaultValue: Animation? = nil
  }

  extension UITransaction {
    /// The animation of the change observers are told of, if it is animated.
    public var animation: Animation? {
      get { self[AnimationKey.self] }
      set { self[AnimationKey.self] = newValue }
    }
  }
#endif
