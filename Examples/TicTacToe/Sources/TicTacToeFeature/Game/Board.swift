/// A 3×3 board: rows and columns numbered from 0, cells 1-9 reading left to right, top to bottom.
public struct Board: Equatable, Sendable {
  /// The marks, row by row.
  public var rows: [[Player?]]

  /// An empty board.
  public static let empty = Board(rows: Array(repeating: Array(repeating: nil, count: 3), count: 3))

  public init(rows: [[Player?]]) {
    self.rows = rows
  }

  /// A board drawn as three strings of `x`, `o` and `.`, e.g. `["x.o", ".x.", "..o"]`.
  public init(_ picture: [String]) {
    self.rows = picture.map { row in row.map { Player(rawValue: String($0)) } }
  }

  public subscript(row row: Int, column column: Int) -> Player? {
    get { self.rows[row][column] }
    set { self.rows[row][column] = newValue }
  }

  /// The lines that win: rows, columns and diagonals.
  static let lines: [[(Int, Int)]] =
    (0..<3).map { row in (0..<3).map { (row, $0) } }
    + (0..<3).map { column in (0..<3).map { ($0, column) } }
    + [[(0, 0), (1, 1), (2, 2)], [(0, 2), (1, 1), (2, 0)]]

  /// The player with three in a line, if any.
  public var winner: Player? {
    for line in Self.lines {
      let marks = line.map { self[row: $0.0, column: $0.1] }
      if let first = marks[0], marks.allSatisfy({ $0 == first }) {
        return first
      }
    }
    return nil
  }

  /// Every cell has a mark.
  public var isFilled: Bool {
    self.rows.allSatisfy { $0.allSatisfy { $0 != nil } }
  }

  /// The row and column of cell `number` (1-9), or `nil` outside the board.
  public static func position(ofCell number: Int) -> (row: Int, column: Int)? {
    guard (1...9).contains(number) else { return nil }
    return ((number - 1) / 3, (number - 1) % 3)
  }
}
