import ComposableArchitecture
import ExampleSupport
import Foundation

/// Draws the search screen as lines of text from a store: the query, the results, and the
/// expanded result's details.
///
/// It only reads the store, so an `observe { }` closure that calls it redraws whenever anything
/// it shows changes.
@MainActor
enum SearchView {
  /// The lines of the screen.
  ///
  /// - Parameters:
  ///   - store: The search store.
  ///   - cursor: The highlighted result (interactive sessions), or `nil`.
  ///   - showsKeys: Whether to end with a line listing the keys (interactive sessions).
  static func frame(
    _ store: StoreOf<Search>, cursor: Int? = nil, showsKeys: Bool = false
  ) -> [String] {
    var lines: [String] = []
    lines.append(ANSI.bold("Search") + " · world cities, offline")
    let status = store.isSearching ? ANSI.dim("  searching…") : ""
    lines.append("Query: " + ANSI.underline(store.query + "▏") + status)
    lines.append("")
    if let message = store.errorMessage {
      lines.append(ANSI.color(.red, "  \(message)"))
    }
    if store.results.isEmpty && !store.isSearching {
      lines.append(
        ANSI.dim(store.query.isEmpty ? "  Type the name of a city." : "  No places match.")
      )
    }
    for (offset, place) in store.results.enumerated() {
      let row =
        "\(offset + 1). \(place.name), \(place.country)"
        + ANSI.dim(" · \(Self.population(place.population))")
      lines.append(offset == cursor ? ANSI.inverse("▸ " + ANSI.stripped(row)) : "  " + row)
      if store.loadingDetailsID == place.id {
        lines.append(ANSI.dim("     Loading details…"))
      }
      if let details = store.details, details.place.id == place.id {
        lines.append(contentsOf: Self.detailLines(details))
      }
    }
    if showsKeys {
      lines.append("")
      lines.append(ANSI.dim("type to search · ↑↓ select · Enter details · Esc clear/quit"))
    }
    return lines
  }

  static func detailLines(_ details: PlaceDetails) -> [String] {
    let place = details.place
    let nearest = details.nearest
      .map { "\($0.name) (\(Self.grouped($0.kilometres)) km)" }
      .joined(separator: ", ")
    return [
      "     \(place.continent) · \(place.coordinates)",
      "     Population \(Self.grouped(place.population)),"
        + " #\(details.populationRank) of \(details.placeCount) places",
      "     Nearest: \(nearest)",
    ]
  }

  /// `8.3M`, `640k`, `6,000`.
  static func population(_ population: Int) -> String {
    switch population {
    case 1_000_000...:
      return String(format: "%.1fM", Double(population) / 1_000_000)
    case 100_000...:
      return "\(population / 1_000)k"
    default:
      return Self.grouped(population)
    }
  }

  /// A whole number with thousands separated by commas.
  static func grouped(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var result = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0 && (digits.count - offset) % 3 == 0 {
        result.append(",")
      }
      result.append(digit)
    }
    return number < 0 ? "-" + result : result
  }
}
