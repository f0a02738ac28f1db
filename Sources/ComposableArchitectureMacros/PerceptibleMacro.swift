import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Perceptible`: Perception's spelling of `@Observable` for classes. It expands as the
/// toolchain's macro does, onto the toolchain's registrar (through `PerceptionRegistrar`), and
/// also recognizes Perception's `@PerceptionIgnored` and `@PerceptionTracked`.
public enum PerceptibleMacro {
  static let moduleName = "Perception"
  static let registrarVariableName = "_$perceptionRegistrar"
  static let trackedMacroName = "PerceptionTracked"
  static let ignoredMacroName = "PerceptionIgnored"

  /// Attributes that already decide how a property is observed.
  static let handledAttributes: Set<String> = [
    trackedMacroName, ignoredMacroName, "ObservationIgnored", "ObservationTracked",
  ]
}

extension PerceptibleMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let classDecl = declaration.as(ClassDeclSyntax.self) else {
      context.diagnose(
        Diagnostic(
          node: node,
          message: MacroDiagnostic.error(
            "'@Perceptible' cannot be applied to a type that is not a class",
            id: "perceptible-kind"
          )
        )
      )
      return []
    }
    let type = classDecl.name.trimmedDescription
    return [
      """
      private let \(raw: registrarVariableName) = \(raw: moduleName).PerceptionRegistrar()
      """,
      """
      internal nonisolated func access<Member>(keyPath: KeyPath<\(raw: type), Member>) {
        \(raw: registrarVariableName).access(self, keyPath: keyPath)
      }
      """,
      """
      internal nonisolated func withMutation<Member, MutationResult>(
        keyPath: KeyPath<\(raw: type), Member>,
        _ mutation: () throws -> MutationResult
      ) rethrows -> MutationResult {
        try \(raw: registrarVariableName).withMutation(of: self, keyPath: keyPath, mutation)
      }
      """,
      // As `@Observable`'s: a setter skips telling observers of an assignment of an equal value
      // (`==` for `Equatable` values, identity for other class references).
      """
      private nonisolated func shouldNotifyObservers<Member>(_ lhs: Member, _ rhs: Member) -> Bool {
        true
      }
      """,
      """
      private nonisolated func shouldNotifyObservers<Member: Equatable>(
        _ lhs: Member,
        _ rhs: Member
      ) -> Bool {
        lhs != rhs
      }
      """,
      """
      private nonisolated func shouldNotifyObservers<Member: AnyObject>(
        _ lhs: Member,
        _ rhs: Member
      ) -> Bool {
        lhs !== rhs
      }
      """,
      """
      private nonisolated func shouldNotifyObservers<Member: Equatable & AnyObject>(
        _ lhs: Member,
        _ rhs: Member
      ) -> Bool {
        lhs != rhs
      }
      """,
    ]
  }
}

extension PerceptibleMacro: MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard
      declaration.is(ClassDeclSyntax.self),
      let property = member.as(VariableDeclSyntax.self),
      property.isObservableStoredProperty,
      let name = property.identifierName,
      !name.hasPrefix("_$"),
      // A property wrapper (`@Dependency`) owns its storage: observation cannot wrap it.
      property.attributes.isEmpty
    else { return [] }
    return ["@\(raw: moduleName).\(raw: trackedMacroName)"]
  }
}

extension PerceptibleMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard
      declaration.is(ClassDeclSyntax.self),
      !declaration.inherits(anyOf: ["Perceptible"])
    else { return [] }
    let decl: DeclSyntax = """
      extension \(type.trimmed): \(raw: moduleName).Perceptible {}
      """
    return [decl.cast(ExtensionDeclSyntax.self)]
  }
}

/// `@PerceptionTracked`: turns a stored property of a `@Perceptible` class into one whose reads
/// and writes go through the class's registrar, backed by a private `_name` storage property.
/// Its setter, as `@Observable`'s, assigns a value that `shouldNotifyObservers` finds equal to
/// the current one without telling observers.
public enum PerceptionTrackedMacro {}

extension PerceptionTrackedMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard
      let property = declaration.as(VariableDeclSyntax.self),
      property.isObservableStoredProperty,
      !property.attributes.contains(anyOf: ["PerceptionIgnored", "ObservationIgnored"]),
      let name = property.identifierName
    else { return [] }
    let registrar = PerceptibleMacro.registrarVariableName
    return [
      """
      @storageRestrictions(initializes: _\(raw: name))
      init(initialValue) {
        _\(raw: name) = initialValue
      }
      """,
      """
      get {
        access(keyPath: \\.\(raw: name))
        return _\(raw: name)
      }
      """,
      """
      set {
        guard shouldNotifyObservers(_\(raw: name), newValue) else {
          _\(raw: name) = newValue
          return
        }
        withMutation(keyPath: \\.\(raw: name)) {
          _\(raw: name) = newValue
        }
      }
      """,
      """
      _modify {
        access(keyPath: \\.\(raw: name))
        \(raw: registrar).willSet(self, keyPath: \\.\(raw: name))
        defer {
          \(raw: registrar).didSet(self, keyPath: \\.\(raw: name))
        }
        yield &_\(raw: name)
      }
      """,
    ]
  }
}

extension PerceptionTrackedMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    backingStoragePeer(
      of: declaration,
      ignoredBy: "\(PerceptibleMacro.moduleName).\(PerceptibleMacro.ignoredMacroName)",
      unlessMarked: ["PerceptionIgnored", "ObservationIgnored"]
    )
  }
}

/// `@PerceptionIgnored`: leaves a property of a `@Perceptible` class unobserved.
public enum PerceptionIgnoredMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    []
  }
}
