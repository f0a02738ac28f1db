#if !canImport(SwiftUI)
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
    /// The timing curves SwiftUI's common animations use.
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
    /// A spring with no bounce.
    public static let smooth = Self.spring(response: 0.5, dampingFraction: 1)
    /// A quick spring with a little bounce.
    public static let snappy = Self.spring(response: 0.5, dampingFraction: 0.85)
    /// A spring with a noticeable bounce.
    public static let bouncy = Self.spring(response: 0.5, dampingFraction: 0.7)

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
    public static func spring(duration: Double, bounce: Double = 0) -> Self {
      Self.spring(response: duration, dampingFraction: 1 - bounce)
    }

    /// A quick spring for interactive changes.
    public static func interactiveSpring(
      response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) -> Self {
      Self.spring(
        response: response, dampingFraction: dampingFraction, blendDuration: blendDuration
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
