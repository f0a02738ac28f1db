import Foundation

/// What `linux-tests` read of an app: its targets, their files and settings, and the packages
/// they name. The first stage's output (``ProjectReader``), the input of ``PackageWriter``.
public struct AppProject: Sendable, Equatable {
  /// How the app keeps its targets.
  public enum Kind: String, Sendable, Codable {
    case xcode = "Xcode project"
    case tuist = "Tuist project"
    case swiftPM = "SwiftPM package"
  }

  public var kind: Kind
  /// The app's folder, as given on the command line.
  public var root: URL
  /// The file the targets were read from (`project.pbxproj`, `Project.swift`, `Package.swift`).
  public var projectFile: URL
  public var name: String
  public var targets: [AppTarget]
  public var packages: [PackageReference]
  /// What the reader noticed and a person should know (settings it does not carry over, targets
  /// it skipped and why).
  public var notes: [String]

  public init(
    kind: Kind, root: URL, projectFile: URL, name: String, targets: [AppTarget] = [],
    packages: [PackageReference] = [], notes: [String] = []
  ) {
    self.kind = kind
    self.root = root
    self.projectFile = projectFile
    self.name = name
    self.targets = targets
    self.packages = packages
    self.notes = notes
  }

  public func target(named name: String) -> AppTarget? {
    targets.first { $0.name == name }
  }
}

/// One of the app's targets, as a SwiftPM target will hold it.
public struct AppTarget: Sendable, Equatable {
  public enum Role: String, Sendable, Codable {
    /// Code: an app, a framework, a library.
    case code
    /// Unit tests (XCTest or Swift Testing).
    case tests
  }

  /// The module name (what `import` and `@testable import` name).
  public var name: String
  public var role: Role
  /// The folder the target's files are copied relative to.
  public var baseDirectory: URL
  /// The target's Swift files, absolute.
  public var files: [URL]
  public var dependencies: [Dependency]
  /// `5` or `6`; nil leaves the package's default.
  public var swiftLanguageMode: Int?
  /// Compilation conditions (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`, `.define`), without `DEBUG`.
  public var conditions: [String]
  /// `MainActor` when the target's default isolation is the main actor (Xcode 26's
  /// `SWIFT_DEFAULT_ACTOR_ISOLATION`, SwiftPM's `.defaultIsolation`).
  public var defaultIsolationMainActor: Bool
  /// Where the target was declared (for the report).
  public var origin: String

  public enum Dependency: Sendable, Equatable, Hashable {
    /// Another target of the app.
    case target(String)
    /// A product of a package the app names, by the package's identity.
    case product(name: String, package: String)
  }

  public init(
    name: String, role: Role, baseDirectory: URL, files: [URL], dependencies: [Dependency] = [],
    swiftLanguageMode: Int? = nil, conditions: [String] = [],
    defaultIsolationMainActor: Bool = false, origin: String
  ) {
    self.name = name
    self.role = role
    self.baseDirectory = baseDirectory
    self.files = files
    self.dependencies = dependencies
    self.swiftLanguageMode = swiftLanguageMode
    self.conditions = conditions
    self.defaultIsolationMainActor = defaultIsolationMainActor
    self.origin = origin
  }
}

/// A package the app depends on, as its project or manifest names it.
public struct PackageReference: Sendable, Equatable {
  public enum Requirement: Sendable, Equatable {
    case range(lower: String, upper: String)
    case exact(String)
    case branch(String)
    case revision(String)
  }

  public enum Location: Sendable, Equatable {
    case remote(url: String, requirement: Requirement)
    /// A package on disk (a sibling by path, an Xcode local package): part of the app, read and
    /// carried over with it.
    case local(URL)
  }

  /// SwiftPM's identity: the last path component of the URL or path, lowercased, without `.git`.
  public var identity: String
  public var location: Location

  public init(location: Location) {
    self.location = location
    switch location {
    case .remote(let url, _): self.identity = Self.identity(of: url)
    case .local(let url): self.identity = Self.identity(of: url.path)
    }
  }

  public static func identity(of urlOrPath: String) -> String {
    var last = urlOrPath
    while last.hasSuffix("/") { last.removeLast() }
    last = String(last.split(separator: "/").last ?? Substring(last))
    if last.hasSuffix(".git") { last.removeLast(4) }
    return last.lowercased()
  }
}
