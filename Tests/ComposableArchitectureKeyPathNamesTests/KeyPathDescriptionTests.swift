#if os(Linux)
  import Foundation
  import XCTest

  import ComposableArchitecture
  @testable import ComposableArchitectureKeyPathNames

  /// Key path names read from the binary's symbol table: a copy of the binary names them, and a
  /// truncated, stripped or garbage file falls back to the standard library's description
  /// without a crash.
  final class KeyPathDescriptionTests: XCTestCase {
    @ObservableState
    struct Fixture: Equatable {
      var name = ""
    }

    let keyPath: AnyKeyPath = \Fixture.name

    override func setUpWithError() throws {
      // ThreadSanitizer's runtime leaves the getter address a key path prints outside every
      // mapping of /proc/self/maps, so names fall back to the plain description there (which
      // these tests also check on a normal build). `.ci/sanitizers` sets TCA_SANITIZER.
      try XCTSkipIf(
        ProcessInfo.processInfo.environment["TCA_SANITIZER"] == "thread",
        "key path getters are not mapped addresses under ThreadSanitizer"
      )
    }
    var plain: String { self.keyPath.debugDescription }

    /// The file the key path's getter lives in (this test binary), read into memory once.
    static let binary: (path: String, contents: Data)? = {
      let description = (\Fixture.name as AnyKeyPath).debugDescription
      guard
        let marker = description.range(of: "<computed 0x"),
        let getter = UInt(
          description[marker.upperBound...].prefix(while: \.isHexDigit), radix: 16
        ),
        let mapping = FileMapping(containing: getter),
        let contents = FileManager.default.contents(atPath: mapping.path)
      else { return nil }
      return (mapping.path, contents)
    }()

    func testTheStandardLibraryLeavesTheGetterUnnamed() {
      XCTAssertTrue(self.plain.contains("<computed 0x"), self.plain)
    }

    func testNamesTheComputedPropertyOfObservableState() {
      XCTAssertEqual(keyPathDescription(self.keyPath), #"\Fixture.name"#)
    }

    func testACopyOfTheBinaryNamesIt() throws {
      let binary = try XCTUnwrap(Self.binary)
      let copy = try self.write(binary.contents)
      XCTAssertEqual(
        keyPathDescription(self.keyPath, symbolFile: copy),
        #"\Fixture.name"#
      )
    }

    func testATruncatedBinaryFallsBackToThePlainDescription() throws {
      let binary = try XCTUnwrap(Self.binary)
      let count = binary.contents.count
      // The headers, the middle, and the section header table at the end.
      let lengths = [0, 1, 63, 64, 65, 4096, count / 2, count - 64, count - 1]
      for length in lengths {
        let copy = try self.write(binary.contents.prefix(length))
        XCTAssertEqual(
          keyPathDescription(self.keyPath, symbolFile: copy), self.plain, "length \(length)"
        )
      }
    }

    func testAStrippedBinaryFallsBackToThePlainDescription() throws {
      let binary = try XCTUnwrap(Self.binary)
      let strip = try XCTUnwrap(
        ["/usr/bin/strip", "/opt/swift/usr/bin/llvm-strip"].first {
          FileManager.default.isExecutableFile(atPath: $0)
        },
        "no strip tool"
      )
      let copy = try self.write(binary.contents)
      let stripped = copy + ".stripped"
      let process = Process()
      process.executableURL = URL(fileURLWithPath: strip)
      process.arguments = ["-o", stripped, copy]
      try process.run()
      process.waitUntilExit()
      XCTAssertEqual(process.terminationStatus, 0)
      defer { try? FileManager.default.removeItem(atPath: stripped) }
      XCTAssertEqual(keyPathDescription(self.keyPath, symbolFile: stripped), self.plain)
    }

    func testGarbageFallsBackToThePlainDescription() throws {
      var generator = SplitMix64(seed: 0x5EED)
      for size in [1, 64, 4096, 1 << 16] {
        var bytes = (0..<size).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        XCTAssertEqual(
          keyPathDescription(self.keyPath, symbolFile: try self.write(Data(bytes))), self.plain
        )
        // The same behind a valid ELF identification, so that the header fields are garbage.
        if size >= 64 {
          bytes.replaceSubrange(0..<6, with: [0x7F, 0x45, 0x4C, 0x46, 2, 1])
          XCTAssertEqual(
            keyPathDescription(self.keyPath, symbolFile: try self.write(Data(bytes))),
            self.plain
          )
        }
      }
    }

    func testHeadersPointingPastTheFileFallBackToThePlainDescription() throws {
      let binary = try XCTUnwrap(Self.binary)
      // Offsets at the end of the address space, to overflow any unchecked sum; then the
      // largest table sizes and counts.
      let edits: [(offset: Int, bytes: [UInt8])] = [
        (0x20, Array(repeating: 0xFF, count: 8)),  // program headers' offset
        (0x28, Array(repeating: 0xFF, count: 8)),  // section headers' offset
        (0x36, [0xFF, 0xFF, 0xFF, 0xFF]),  // program header size and count
        (0x3A, [0xFF, 0xFF, 0xFF, 0xFF]),  // section header size and count
        (0x3A, [0x01, 0x00, 0x01, 0x00]),  // section headers too small to read
      ]
      for edit in edits {
        var contents = binary.contents
        contents.replaceSubrange(edit.offset..<edit.offset + edit.bytes.count, with: edit.bytes)
        XCTAssertEqual(
          keyPathDescription(self.keyPath, symbolFile: try self.write(contents)), self.plain,
          "edit at \(edit.offset)"
        )
      }
    }

    func testAMissingFileFallsBackToThePlainDescription() {
      XCTAssertEqual(
        keyPathDescription(self.keyPath, symbolFile: "/nonexistent/\(UUID().uuidString)"),
        self.plain
      )
    }

    private func write(_ data: Data) throws -> String {
      let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("keypath-\(UUID().uuidString)").path
      try data.write(to: URL(fileURLWithPath: path))
      self.addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
      return path
    }
  }

  /// A small deterministic generator, so that the garbage is the same on every run.
  private struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { self.state = seed }
    mutating func next() -> UInt64 {
      self.state &+= 0x9E37_79B9_7F4A_7C15
      var z = self.state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }
#endif
