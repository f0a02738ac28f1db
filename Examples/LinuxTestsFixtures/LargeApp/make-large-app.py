"""Writes a large TCA app for timing linux-tests (README, route 3): a SwiftPM package of N feature
files, each a reducer with its SwiftUI view and preview in the same file, every fifth with a
client whose liveValue calls CoreLocation, and N/2 test files of two TestStore tests each.

    python3 make-large-app.py OUT_DIR [N]      # N features, 300 by default
"""
import os
import sys

out = sys.argv[1]
count = int(sys.argv[2]) if len(sys.argv) > 2 else 300
sources = os.path.join(out, "Sources", "Features")
tests = os.path.join(out, "Tests", "FeaturesTests")
os.makedirs(sources, exist_ok=True)
os.makedirs(tests, exist_ok=True)

with open(os.path.join(out, "Package.swift"), "w") as f:
    f.write("""// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "LargeApp",
  platforms: [.iOS(.v17)],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-composable-architecture", from: "1.23.0")
  ],
  targets: [
    .target(
      name: "Features",
      dependencies: [.product(name: "ComposableArchitecture", package: "swift-composable-architecture")]
    ),
    .testTarget(name: "FeaturesTests", dependencies: ["Features"]),
  ]
)
""")

for i in range(count):
    client = i % 5 == 0
    with open(os.path.join(sources, f"Feature{i}.swift"), "w") as f:
        f.write(f"""import ComposableArchitecture
import SwiftUI
{"import CoreLocation" if client else ""}

@Reducer
public struct Feature{i} {{
  @ObservableState
  public struct State: Equatable {{
    public var count = 0
    public var title = "Feature {i}"
    public var tint: Color {{ count > 0 ? .green : .red }}
    public init(count: Int = 0) {{ self.count = count }}
  }}
  public enum Action: Equatable {{
    case decrementButtonTapped
    case incrementButtonTapped
    case resetButtonTapped
  }}
  public init() {{}}
  public var body: some ReducerOf<Self> {{
    Reduce {{ state, action in
      switch action {{
      case .decrementButtonTapped:
        state.count -= 1
        return .none
      case .incrementButtonTapped:
        state.count += 1
        return .none
      case .resetButtonTapped:
        state.count = 0
        return .none
      }}
    }}
  }}
}}

public struct Feature{i}View: View {{
  let store: StoreOf<Feature{i}>
  public var body: some View {{
    HStack {{
      Button("-") {{ store.send(.decrementButtonTapped) }}
      Text("\\(store.count)").foregroundStyle(store.tint)
      Button("+") {{ store.send(.incrementButtonTapped) }}
    }}
  }}
}}

#Preview {{
  Feature{i}View(store: Store(initialState: Feature{i}.State()) {{ Feature{i}() }})
}}
""")
        if client:
            f.write(f"""
@DependencyClient
public struct Location{i}Client: Sendable {{
  public var latitude: @Sendable () async throws -> Double
}}

extension Location{i}Client: DependencyKey {{
  public static let liveValue = Self(latitude: {{
    CLLocationManager().location?.coordinate.latitude ?? 0
  }})
}}
""")

for i in range(0, count, 2):
    with open(os.path.join(tests, f"Feature{i}Tests.swift"), "w") as f:
        f.write(f"""import ComposableArchitecture
import Features
import XCTest

@MainActor
final class Feature{i}Tests: XCTestCase {{
  func testIncrementThenReset() async {{
    let store = TestStore(initialState: Feature{i}.State()) {{ Feature{i}() }}
    await store.send(.incrementButtonTapped) {{ $0.count = 1 }}
    await store.send(.resetButtonTapped) {{ $0.count = 0 }}
  }}

  func testTint() async {{
    XCTAssertEqual(Feature{i}.State(count: 1).tint, .green)
  }}
}}
""")
print(f"wrote {count} feature files and {count // 2} test files to {out}")
