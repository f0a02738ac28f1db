/// Counts marks, and reads one back by its position.
public struct Tally: Sendable {
  public private(set) var marks: [Int] = []

  public init() {}

  public mutating func add(_ mark: Int) {
    marks.append(mark)
  }

  public var total: Int { marks.reduce(0, +) }

  /// The mark at `index`: traps when there is none, as an array does.
  public func mark(at index: Int) -> Int { marks[index] }
}
