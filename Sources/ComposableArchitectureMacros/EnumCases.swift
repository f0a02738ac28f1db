import SwiftSyntax

/// The cases of an enum together with the `#if` blocks they sit in, so that code generated per
/// case (other enums' cases, `switch` cases, result-builder lines) carries the same conditions.
struct EnumCases {
  /// One case of the enum.
  struct Item {
    /// The case, as written: `editor(Editor)` (in the source tree, so diagnostics point at it).
    let element: EnumCaseElementSyntax
    /// The attributes of the `case` declaration holding it.
    let attributes: AttributeListSyntax
    /// The position of the case among all cases of the enum, in every `#if` branch.
    let index: Int

    /// The case's name.
    var name: String { self.element.name.text }

    /// The case as written, without the comma that separates it from the next one in
    /// `case a, b`: `editor(Editor)`.
    var written: String { self.element.with(\.trailingComma, nil).trimmedDescription }

    /// The case's associated values (empty for a case without a payload).
    var parameters: EnumCaseParameterListSyntax {
      self.element.parameterClause?.parameters ?? []
    }

    /// A pattern binding each associated value: `(v0, v1)`, or nothing without a payload.
    func bindings(_ prefix: String = "v") -> String {
      guard !self.parameters.isEmpty else { return "" }
      let names = (0..<self.parameters.count).map { "\(prefix)\($0)" }
      return "(\(names.joined(separator: ", ")))"
    }

    /// The arguments that rebuild the case from ``bindings(_:)``: `(id: v0, v1)`.
    func arguments(_ prefix: String = "v") -> String {
      guard !self.parameters.isEmpty else { return "" }
      let arguments = self.parameters.enumerated().map { offset, parameter in
        "\(Self.label(parameter))\(prefix)\(offset)"
      }
      return "(\(arguments.joined(separator: ", ")))"
    }

    /// The label to pass an associated value with: `id: `, or nothing.
    static func label(_ parameter: EnumCaseParameterSyntax) -> String {
      guard let name = parameter.firstName, name.tokenKind != .wildcard else { return "" }
      return "\(name.text): "
    }
  }

  /// A case, or a `#if` block of cases.
  indirect enum Node {
    case item(Item)
    case conditional([Clause])
  }

  /// One branch of a `#if` block: `#if DEBUG`, `#elseif os(Linux)`, `#else`.
  struct Clause {
    let directive: String
    let nodes: [Node]
  }

  let nodes: [Node]

  init(_ members: MemberBlockItemListSyntax) {
    var index = 0
    self.nodes = Self.nodes(members, index: &index)
  }

  private static func nodes(_ members: MemberBlockItemListSyntax, index: inout Int) -> [Node] {
    var nodes: [Node] = []
    for member in members {
      if let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) {
        for element in caseDecl.elements {
          nodes.append(
            .item(Item(element: element, attributes: caseDecl.attributes, index: index)))
          index += 1
        }
      } else if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
        let clauses = ifConfig.clauses.map { clause -> Clause in
          let condition = clause.condition.map { " \($0.trimmedDescription)" } ?? ""
          let directive = "\(clause.poundKeyword.text)\(condition)"
          guard case let .decls(members)? = clause.elements else {
            return Clause(directive: directive, nodes: [])
          }
          return Clause(directive: directive, nodes: Self.nodes(members, index: &index))
        }
        nodes.append(.conditional(clauses))
      }
    }
    return nodes
  }

  /// Every case, in every `#if` branch.
  var items: [Item] {
    func items(_ nodes: [Node]) -> [Item] {
      nodes.flatMap { node -> [Item] in
        switch node {
        case let .item(item):
          return [item]
        case let .conditional(clauses):
          return clauses.flatMap { items($0.nodes) }
        }
      }
    }
    return items(self.nodes)
  }

  /// The code `transform` gives for each case, inside the same `#if` blocks as the case; a block
  /// for which no case gives code is left out.
  func render(_ transform: (Item) -> String?) -> String {
    func lines(_ nodes: [Node]) -> [String] {
      nodes.flatMap { node -> [String] in
        switch node {
        case let .item(item):
          return transform(item).map { [$0] } ?? []
        case let .conditional(clauses):
          var bodies = clauses.map { lines($0.nodes) }
          // Trailing branches without code can go; earlier ones keep the later ones' conditions.
          while bodies.last?.isEmpty == true { bodies.removeLast() }
          guard !bodies.isEmpty else { return [] }
          var result: [String] = []
          for (clause, body) in zip(clauses, bodies) {
            result.append(clause.directive)
            result.append(contentsOf: body)
          }
          result.append("#endif")
          return result
        }
      }
    }
    return lines(self.nodes).joined(separator: "\n")
  }
}
