#if !canImport(SwiftUI)
  import CustomDump

  extension Animation: CustomDumpStringConvertible {
    /// As CustomDump dumps SwiftUI's animations: the common ones by name
    /// (`Animation.easeInOut`, `Animation.spring()`), the others with what they are made of.
    public var customDumpDescription: String {
      switch self {
      case .easeIn:
        return "Animation.easeIn"
      case .easeInOut:
        return "Animation.easeInOut"
      case .easeOut:
        return "Animation.easeOut"
      case .interactiveSpring():
        return "Animation.interactiveSpring()"
      case .linear:
        return "Animation.linear"
      case .spring():
        return "Animation.spring()"
      default:
        var base = ""
        customDump(
          AnimationBase(
            curve: self.curve, duration: self.duration, delay: self.delay, speed: self.speed,
            repeatCount: self.repeatCount, autoreverses: self.autoreverses
          ),
          to: &base,
          indent: 2
        )
        return "Animation(\n\(base)\n)"
      }
    }
  }

  /// What an animation is made of, dumped inside `Animation(…)`.
  private struct AnimationBase {
    let curve: Animation.Curve
    let duration: Double
    let delay: Double
    let speed: Double
    let repeatCount: Int?
    let autoreverses: Bool
  }
#endif
