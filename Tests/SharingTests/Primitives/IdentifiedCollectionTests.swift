import IdentifiedCollections
import Sharing
import Testing

/// `Array($rows)` over a `Shared` or `SharedReader` of an identified collection: a reference per
/// element, following it by id (M-SH-06).
@Suite struct IdentifiedCollectionTests {
  struct Row: Identifiable, Equatable {
    let id: Int
    var title: String
  }

  @Test func aReaderGivesOneReaderPerElementFollowingItById() {
    let rows = Shared(
      value: IdentifiedArray(uniqueElements: [Row(id: 1, title: "a"), Row(id: 2, title: "b")]))
    let reader = SharedReader(rows)
    let elements = Array(reader)
    #expect(elements.map(\.wrappedValue.title) == ["a", "b"])

    rows.withLock {
      $0.swapAt(0, 1)
      $0[id: 1]?.title = "A"
    }
    #expect(elements.map(\.wrappedValue.title) == ["A", "b"])

    rows.withLock { _ = $0.remove(id: 2) }
    #expect(elements[1].wrappedValue.title == "b")

    _ = rows.withLock { $0.append(Row(id: 3, title: "c")) }
    #expect(elements.count == 2)
  }

  @Test func aSharedGivesOneWritableSharedPerElement() {
    let rows = Shared(
      value: IdentifiedArray(uniqueElements: [Row(id: 1, title: "a"), Row(id: 2, title: "b")]))
    let elements: [Shared<Row>] = Array(rows)
    elements[1].withLock { $0.title = "B" }
    #expect(rows.wrappedValue[id: 2]?.title == "B")

    rows.withLock { _ = $0.remove(id: 1) }
    elements[0].withLock { $0.title = "gone" }
    #expect(rows.wrappedValue.ids == [2])
    #expect(elements[0].wrappedValue.title == "a")
  }

  @Test func worksOverAnyIdentifiedCollectionAndIntoOtherCollections() {
    let rows = SharedReader(value: IdentifiedArrayOf<Row>(uniqueElements: [Row(id: 1, title: "a")]))
    let elements = ContiguousArray(rows)
    #expect(elements.first?.wrappedValue == Row(id: 1, title: "a"))
  }
}
