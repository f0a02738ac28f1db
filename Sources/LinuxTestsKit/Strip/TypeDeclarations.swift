import SwiftSyntax

/// The types a file declares (structs, classes, enums, actors, protocols, type aliases), nested
/// ones too, with what each inherits and its attributes: what the stripper's rules read.
struct TypeDeclarations {
  struct Declaration {
    var name: String
    var isClass: Bool
    /// Inherited types' base names (`SwiftUI.View` → `View`).
    var inherited: [String]
    var attributes: [String]
  }

  let all: [Declaration]

  init(_ tree: SourceFileSyntax) {
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(tree)
    all = finder.declarations
  }

  private final class Finder: SyntaxVisitor {
    var declarations: [Declaration] = []

    func add(
      _ name: TokenSyntax, _ clause: InheritanceClauseSyntax?, _ attributes: AttributeListSyntax,
      isClass: Bool = false
    ) -> SyntaxVisitorContinueKind {
      declarations.append(
        Declaration(
          name: name.text, isClass: isClass, inherited: Declarations.inherited(clause),
          attributes: Declarations.attributes(attributes)))
      return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
      add(node.name, node.inheritanceClause, node.attributes)
    }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
      add(node.name, node.inheritanceClause, node.attributes, isClass: true)
    }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
      add(node.name, node.inheritanceClause, node.attributes)
    }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
      add(node.name, node.inheritanceClause, node.attributes)
    }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
      add(node.name, node.inheritanceClause, node.attributes)
    }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
      add(node.name, nil, node.attributes)
    }
    /// Code inside functions declares no type the rules care for.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
      .skipChildren
    }
  }
}
