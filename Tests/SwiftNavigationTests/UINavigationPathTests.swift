import Foundation
import SwiftNavigation
import Testing

@Suite struct UINavigationPathTests {
  struct Tag: Hashable {}
  struct Screen: Codable, Hashable {
    var id: Int
    var title: String
  }

  @Test func stack() {
    var path = UINavigationPath()
    #expect(path.isEmpty)
    path.append(1)
    path.append("two")
    path.append(Screen(id: 3, title: "three"))
    #expect(path.count == 3)
    path.removeLast()
    #expect(path.count == 2)
    path.removeLast(2)
    #expect(path.isEmpty)
    #expect(UINavigationPath([1, 2]) == UINavigationPath([1, 2]))
    #expect(UINavigationPath([1, 2]) != UINavigationPath([2, 1]))
  }

  @Test func encodesTopFirstWithTypeNamesAndJSON() throws {
    var path = UINavigationPath([1])
    path.append("two")
    let data = try JSONEncoder().encode(path.codable!)
    let strings = try JSONDecoder().decode([String].self, from: data)
    #expect(strings == ["SS", "\"two\"", "Si", "1"])
  }

  @Test func notEncodableElementsHaveNoCodableForm() {
    #expect(UINavigationPath([Tag()]).codable == nil)
    var path = UINavigationPath([1])
    path.append(Tag())
    #expect(path.codable == nil)
  }

  @Test func decodedPathEqualsTheLiveOne() throws {
    var path = UINavigationPath([Screen(id: 1, title: "a")])
    path.append(2)
    let data = try JSONEncoder().encode(path.codable!)
    let decoded = try JSONDecoder().decode(UINavigationPath.CodableRepresentation.self, from: data)
    let restored = UINavigationPath(decoded)
    #expect(restored.count == 2)
    #expect(restored == path)
    // Decoded elements pass through unchanged.
    let again = try JSONEncoder().encode(restored.codable!)
    #expect(again == data)
    var other = path
    other.removeLast()
    other.append(3)
    #expect(restored != other)
  }

  @Test func codableRepresentationsCompareByTheirElements() throws {
    var path = UINavigationPath([Screen(id: 1, title: "a")])
    path.append(2)
    let saved = try #require(path.codable)
    let data = try JSONEncoder().encode(saved)
    let decoded = try JSONDecoder().decode(UINavigationPath.CodableRepresentation.self, from: data)
    #expect(decoded == saved)
    #expect(UINavigationPath(decoded).codable == saved)
    path.append(3)
    #expect(path.codable != saved)
  }

  @Test func anOddNumberOfStringsDoesNotDecode() {
    let data = Data(#"["Si","1","SS"]"#.utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(UINavigationPath.CodableRepresentation.self, from: data)
    }
  }
}

@Suite struct HashableObjectTests {
  final class Box: HashableObject {
    var n = 0
  }

  @Test func identity() {
    let box = Box()
    #expect(box == box)
    #expect(Box() != Box())
    #expect(Set([box, box, Box()]).count == 2)
    #expect(box.hashValue == ObjectIdentifier(box).hashValue)
  }
}
