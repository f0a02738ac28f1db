// swift-dependencies declares `\.openURL` only where SwiftUI exists (it opens URLs through
// SwiftUI's environment). Off Apple platforms this library declares it, with the same API and
// the same test behaviour, so that reducers that open URLs, and the tests that override the
// dependency, build everywhere.
#if !canImport(SwiftUI)
  import Dependencies
  import Foundation
  import IssueReporting

  extension DependencyValues {
    /// A dependency that opens a URL.
    ///
    /// ```swift
    /// @Dependency(\.openURL) var openURL
    ///
    /// case .termsButtonTapped:
    ///   return .run { _ in await self.openURL(URL(string: "https://example.com/terms")!) }
    /// ```
    ///
    /// In tests it is unimplemented (using it fails the test) unless overridden:
    /// `$0.openURL = OpenURLEffect { opened.withValue { $0.append($1) }; return true }`. Off Apple
    /// platforms its live value hands the URL to `xdg-open`, and returns whether that succeeded.
    public var openURL: OpenURLEffect {
      get { self[OpenURLKey.self] }
      set { self[OpenURLKey.self] = newValue }
    }
  }

  private enum OpenURLKey: DependencyKey {
    static let liveValue = OpenURLEffect { url in
      await withCheckedContinuation { continuation in
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open", url.absoluteString]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.terminationHandler = { process in
          continuation.resume(returning: process.terminationStatus == 0)
        }
        do {
          try process.run()
        } catch {
          continuation.resume(returning: false)
        }
      }
    }
    static let testValue = OpenURLEffect { _ in
      reportIssue(#"Unimplemented: @Dependency(\.openURL)"#)
      return false
    }
  }

  /// Opens a URL: the value of `@Dependency(\.openURL)`.
  public struct OpenURLEffect: Sendable {
    private let handler: @Sendable (URL) async -> Bool

    /// Creates an effect that opens URLs with `handler`, which returns whether the URL was
    /// opened; useful to override the dependency in tests.
    public init(handler: @escaping @Sendable (URL) async -> Bool) {
      self.handler = handler
    }

    /// Opens `url`, and returns whether it was opened.
    @discardableResult
    public func callAsFunction(_ url: URL) async -> Bool {
      await self.handler(url)
    }

    /// Opens `url`.
    @_disfavoredOverload
    public func callAsFunction(_ url: URL) async {
      _ = await self.handler(url)
    }
  }
#endif
