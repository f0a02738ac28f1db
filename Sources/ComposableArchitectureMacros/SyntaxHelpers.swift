import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

extension AttributeListSyntax {
  /// Whether an attribute with one of these names (qualified or not) is present.
  func contains(anyOf names: Set<String>) -> Bool {
    self.contains { element in
      guard case let .attribute(attribute) = element else { return false }
      return names.contains(attribute.simpleName)
    }
  }
}

extension AttributeSyntax {
  /// The attribute's name without module qualification: `Presents` for
  /// `@ComposableArchitecture.Presents`.
  var simpleName: String {
    let name = self.attributeName.trimmedDescription
    return name.split(separator: ".").last.map(String.init) ?? name
  }
}

extension VariableDeclSyntax {
  /// Whether this declares an instance stored property that observation can wrap: a `var`, not
  /// static, not lazy, without accessors.
  var isObservableStoredProperty: Bool {
    guard self.bindingSpecifier.tokenKind == .keyword(.var) else { return false }
    if self.modifiers.contains(where: {
      [.keyword(.static), .keyword(.class), .keyword(.lazy)].contains($0.name.tokenKind)
    }) {
      return false
    }
    guard self.bindings.count == 1, let binding = self.bindings.first else { return false }
    guard binding.pattern.is(IdentifierPatternSyntax.self) else { return false }
    if let accessorBlock = binding.accessorBlock {
      switch accessorBlock.accessors {
      case .getter:
        return false
      case let .accessors(accessors):
        // Observers (`willSet`/`didSet`) are fine; computed accessors are not.
        return accessors.allSatisfy {
          [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind)
        }
      }
    }
    return true
  }

  /// The name of the single identifier this declares.
  var identifierName: String? {
    self.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription
  }
}

extension DeclSyntax {
  /// The name this declares, for a type, type alias, function or single property.
  var declaredName: String? {
    if let decl = self.as(StructDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(EnumDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(ClassDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(TypeAliasDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(FunctionDeclSyntax.self) { return decl.name.text }
    if let decl = self.as(VariableDeclSyntax.self) { return decl.identifierName }
    return nil
  }

  /// Whether this declares a type or a type alias.
  var isTypeDeclaration: Bool {
    self.is(StructDeclSyntax.self) || self.is(EnumDeclSyntax.self) || self.is(ClassDeclSyntax.self)
      || self.is(TypeAliasDeclSyntax.self)
  }
}

extension DeclGroupSyntax {
  /// The access modifier to give generated members: `public` or `package` when the type has
  /// it, nothing otherwise.
  var generatedAccess: String {
    for modifier in self.modifiers {
      switch modifier.name.tokenKind {
      case .keyword(.public), .keyword(.open):
        return "public "
      case .keyword(.package):
        return "package "
      default:
        continue
      }
    }
    return ""
  }

  /// Whether the type's inheritance clause names one of these types.
  func inherits(anyOf names: Set<String>) -> Bool {
    guard let clause = self.inheritanceClause else { return false }
    return clause.inheritedTypes.contains {
      let name = $0.type.trimmedDescription
      return names.contains(name.split(separator: ".").last.map(String.init) ?? name)
    }
  }
}

/// A diagnostic of this package's macros.
struct MacroDiagnostic: DiagnosticMessage {
  let message: String
  let id: String
  let severity: DiagnosticSeverity

  var diagnosticID: MessageID {
    MessageID(domain: "ComposableArchitectureMacros", id: self.id)
  }

  static func error(_ message: String, id: String) -> Self {
    Self(message: message, id: id, severity: .error)
  }

  static func warning(_ message: String, id: String) -> Self {
    Self(message: message, id: id, severity: .warning)
  }
}

/// A fix-it message of this package's macros.
struct MacroFixIt: FixItMessage {
  let message: String
  let id: String

  var fixItID: MessageID {
    MessageID(domain: "ComposableArchitectureMacros", id: self.id)
  }
}

/// A note of this package's macros' diagnostics.
struct MacroNote: NoteMessage {
  let message: String
  let id: String

  var noteID: MessageID {
    MessageID(domain: "ComposableArchitectureMacros", id: self.id)
  }
}

/// The private backing property `_name` of a tracked stored property, marked with the macro that
/// leaves it unobserved (`@Module.Ignored`): what both `@ObservationStateTracked` and
/// `@PerceptionTracked` add beside the property they give accessors to.
func backingStoragePeer(
  of declaration: some DeclSyntaxProtocol,
  ignoredBy ignoredAttribute: String,
  unlessMarked skippedAttributes: Set<String> = []
) -> [DeclSyntax] {
  guard
    let property = declaration.as(VariableDeclSyntax.self),
    property.isObservableStoredProperty,
    skippedAttributes.isEmpty || !property.attributes.contains(anyOf: skippedAttributes),
    let binding = property.bindings.first,
    let name = property.identifierName
  else { return [] }
  let type = binding.typeAnnotation.map { $0.trimmedDescription } ?? ""
  let initializer = binding.initializer.map { " \($0.trimmedDescription)" } ?? ""
  return [
    """
    @\(raw: ignoredAttribute) \
    private var _\(raw: name)\(raw: type)\(raw: initializer)
    """
  ]
}
