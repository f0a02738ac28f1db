import Foundation
import SwiftParser
import SwiftSyntax

/// What a careful port does when a dependency's `liveValue` cannot build on Linux: the key stays
/// a `TestDependencyKey`, so that `DependencyValues` still reads it and tests still override it.
/// Where the type has a `testValue` the conformance is all that changes; a `@DependencyClient`
/// with none gets `testValue = Self()` (every endpoint unimplemented, as tests expect).
enum DependencyKeyRepair {
  struct Repair {
    var edits: [SourceEdits.Edit]
    var declaration: String
    var reason: String
  }

  static func repair(
    _ node: Syntax, in tree: SourceFileSyntax, moduleFiles: [String], text: [UInt8]
  ) -> Repair? {
    guard let variable = node.as(VariableDeclSyntax.self),
      variable.modifiers.contains(where: { $0.name.text == "static" }),
      variable.bindings.first?.pattern.trimmedDescription == "liveValue",
      let owner = node.parent?.parent?.parent?.parent,
      let (typeName, inheritance, members) = ownerParts(owner),
      let key = inheritance?.inheritedTypes.first(where: {
        Declarations.baseName(of: $0.type.trimmedDescription) == "DependencyKey"
      })
    else { return nil }
    let keyRange = Declarations.range(of: key.type)
    let keyText = String(decoding: text[keyRange], as: UTF8.self)
    // A type that is a TestDependencyKey elsewhere (its testValue in an extension of its own)
    // only loses this conformance.
    if conformsToTestDependencyKey(typeName, in: [tree.description] + moduleFiles),
      let clause = inheritance
    {
      return Repair(
        edits: [removal(of: key, from: clause)],
        declaration: "extension \(typeName): \(keyText)",
        reason:
          "its liveValue does not build on Linux: the type stays a TestDependencyKey, with the testValue it has"
      )
    }
    let renamed = keyText.replacingOccurrences(of: "DependencyKey", with: "TestDependencyKey")
    var edits = [SourceEdits.Edit(range: keyRange, replacement: renamed)]
    let hasTestValue = members.contains { member in
      member.decl.as(VariableDeclSyntax.self)?.bindings.contains {
        $0.pattern.trimmedDescription == "testValue"
      } ?? false
    }
    if hasTestValue {
      return Repair(
        edits: edits, declaration: "extension \(typeName): \(keyText)",
        reason:
          "its liveValue does not build on Linux: the key is a TestDependencyKey, with the testValue it has"
      )
    }
    guard isDependencyClient(typeName, in: [tree.description] + moduleFiles) else { return nil }
    let access =
      variable.modifiers.first {
        ["public", "package", "internal", "fileprivate", "private"].contains($0.name.text)
      }.map { $0.name.text + " " } ?? ""
    let range = Declarations.range(of: variable)
    let breaks = text[range].filter { $0 == UInt8(ascii: "\n") }.count
    edits.append(
      .init(
        range: range,
        replacement: "\(access)static let testValue = Self()  /* linux-tests: liveValue left out */"
          + String(repeating: "\n", count: breaks)))
    return Repair(
      edits: edits, declaration: "extension \(typeName): \(keyText)",
      reason:
        "its liveValue does not build on Linux: the key is a TestDependencyKey with testValue = Self() (@DependencyClient: every endpoint unimplemented)"
    )
  }

  /// The edit that takes one type out of an inheritance clause (the whole clause if it is alone).
  static func removal(of type: InheritedTypeSyntax, from clause: InheritanceClauseSyntax)
    -> SourceEdits.Edit
  {
    let types = Array(clause.inheritedTypes)
    if types.count == 1 {
      return .init(range: Declarations.range(of: clause), replacement: "")
    }
    if let index = types.firstIndex(where: { $0.id == type.id }), index == types.count - 1,
      let comma = types[index - 1].trailingComma
    {
      return .init(
        range: Declarations.range(of: comma).lowerBound..<Declarations.range(of: type).upperBound,
        replacement: "")
    }
    return .init(
      range: Declarations.range(of: type).lowerBound..<type.endPosition.utf8Offset,
      replacement: "")
  }

  /// Whether the module makes the type a `TestDependencyKey` in a declaration of its own.
  static func conformsToTestDependencyKey(_ name: String, in texts: [String]) -> Bool {
    let pattern =
      #"(?:extension|struct|enum|class)\s+"# + NSRegularExpression.escapedPattern(for: name)
      + #"\s*:[^{]*\bTestDependencyKey\b"#
    guard let regex = try? Regex(pattern) else { return false }
    return texts.contains { $0.contains(regex) }
  }

  private static func ownerParts(_ owner: Syntax) -> (
    String, InheritanceClauseSyntax?, MemberBlockItemListSyntax
  )? {
    if let decl = owner.as(ExtensionDeclSyntax.self) {
      return (
        decl.extendedType.trimmedDescription, decl.inheritanceClause, decl.memberBlock.members
      )
    }
    if let decl = owner.as(StructDeclSyntax.self) {
      return (decl.name.text, decl.inheritanceClause, decl.memberBlock.members)
    }
    if let decl = owner.as(EnumDeclSyntax.self) {
      return (decl.name.text, decl.inheritanceClause, decl.memberBlock.members)
    }
    return nil
  }

  /// Whether the module declares the type with `@DependencyClient`.
  static func isDependencyClient(_ name: String, in texts: [String]) -> Bool {
    let pattern =
      #"@DependencyClient\s+(?:(?:public|package|internal|@\w+)\s+)*struct\s+"#
      + NSRegularExpression.escapedPattern(for: name) + #"\b"#
    guard let regex = try? Regex(pattern) else { return false }
    return texts.contains { $0.contains("@DependencyClient") && $0.contains(regex) }
  }
}
