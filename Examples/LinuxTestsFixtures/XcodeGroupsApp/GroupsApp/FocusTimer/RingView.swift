import SwiftUI
import UIKit

/// A progress ring drawn by a shape layer, so it animates smoothly while the timer ticks.
struct RingView: UIViewRepresentable {
  var progress: Double
  var color: UIColor

  func makeUIView(context: Context) -> RingLayerView {
    RingLayerView()
  }

  func updateUIView(_ view: RingLayerView, context: Context) {
    view.ring.strokeColor = color.cgColor
    view.ring.strokeEnd = CGFloat(min(max(progress, 0), 1))
  }
}

final class RingLayerView: UIView {
  let ring = CAShapeLayer()
  private let track = CAShapeLayer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    for layer in [track, ring] {
      layer.fillColor = UIColor.clear.cgColor
      layer.lineWidth = 12
      layer.lineCap = .round
      self.layer.addSublayer(layer)
    }
    track.strokeColor = UIColor.systemFill.cgColor
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let path = UIBezierPath(
      arcCenter: CGPoint(x: bounds.midX, y: bounds.midY),
      radius: min(bounds.width, bounds.height) / 2 - 6,
      startAngle: -.pi / 2,
      endAngle: .pi * 1.5,
      clockwise: true
    )
    track.path = path.cgPath
    ring.path = path.cgPath
  }
}
