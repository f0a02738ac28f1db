import SwiftParser
import SwiftSyntax

/// Every test the app's test targets declare, read from the source before anything is left out:
/// XCTest methods (`func test…()` of `XCTestCase` subclasses) and Swift Testing's `@Test`
/// functions, by the id `swift test list` prints for them (`Module.Class/testName`,
/// `Module.Suite/name(label:)`, `Module.name()`).
public struct TestInventory: Sendable {
  public struct Test: Sendable, Codable, Equatable {
    public var id: String
    public var target: String
    /// The app's file and the lines of the test's declaration there.
    public var file: String
    public var line: Int
    public var endLine: Int
    /// The `#if` condition the test is under, if any.
    public var condition: String?
  }

  public var tests: [Test]

  public init(package: GeneratedPackage) {
    var tests: [Test] = []
    for target in package.targets where target.role == .tests {
      let trees = target.files.map { Parser.parse(source: $0.text) }
      let classes = Stripper.xcTestCaseClasses(in: trees)
      for (file, tree) in zip(target.files, trees) {
        let finder = Finder(
          module: target.name, classes: classes,
          converter: SourceLocationConverter(fileName: file.original.path, tree: tree))
        finder.walk(tree)
        tests += finder.tests.map {
          var test = $0
          test.file = file.original.path
          return test
        }
      }
    }
    var seen: Set<String> = []
    self.tests = tests.filter { seen.insert($0.id).inserted }
  }

  private final class Finder: SyntaxVisitor {
    let module: String
    let classes: [String: Bool]
    let converter: SourceLocationConverter
    var tests: [Test] = []
    /// The enclosing types, outermost first.
    var path: [String] = []

    init(module: String, classes: [String: Bool], converter: SourceLocationConverter) {
      self.module = module
      self.classes = classes
      self.converter = converter
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
      path.append(node.name.text)
      return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { path.removeLast() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
      path.append(node.name.text)
      return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { path.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
      path.append(node.name.text)
      return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { path.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
      path.append(node.name.text)
      return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { path.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
      path.append(
        contentsOf: node.extendedType.trimmedDescription.split(separator: ".").map(String.init))
      return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) {
      path.removeLast(node.extendedType.trimmedDescription.split(separator: ".").count)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      let isStatic = node.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
      let attributes = Declarations.attributes(node.attributes)
      let name = node.name.text
      var id: String?
      if attributes.contains("Test") {
        let labels = node.signature.parameterClause.parameters.map {
          ($0.firstName.text == "_" ? "_" : $0.firstName.text) + ":"
        }.joined()
        let owner = path.isEmpty ? "" : path.joined(separator: "/") + "/"
        id = "\(module).\(owner)\(name)(\(labels))"
      } else if !isStatic, name.hasPrefix("test"),
        node.signature.parameterClause.parameters.isEmpty,
        let owner = path.last, classes[owner] != nil
      {
        id = "\(module).\(owner)/\(name)"
      }
      if let id {
        let lines = Declarations.lines(of: node, converter)
        tests.append(
          Test(
            id: id, target: module, file: "", line: lines.lowerBound, endLine: lines.upperBound,
            condition: Declarations.ifCondition(of: node)))
      }
      return .skipChildren
    }
  }
}
