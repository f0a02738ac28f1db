import ComposableArchitecture
import Testing
import XCTest

final class TextStateTests: XCTestCase {
  func testInitializersAndLiteralsMakeEqualPlainText() {
    let name = "Blob"
    XCTAssertEqual(TextState(verbatim: "Hi, Blob"), TextState("Hi, Blob"))
    XCTAssertEqual(TextState("Hi, Blob"), "Hi, Blob")
    XCTAssertEqual(TextState("Hi, Blob"), "Hi, \(name)")
    XCTAssertEqual(TextState("Hi, Blob"[...]), "Hi, Blob")
    XCTAssertNotEqual(TextState("Hi"), TextState("Hello"))
  }

  func testStringStateRendersPlainCharactersIgnoringModifiers() {
    let text =
      TextState("Delete ") + TextState("Report.pdf").bold().italic() + TextState("?").underline()
    XCTAssertEqual(String(state: text), "Delete Report.pdf?")
    XCTAssertEqual(text.description, "Delete Report.pdf?")
    XCTAssertEqual("\(text)", "Delete Report.pdf?")
  }

  func testModifiersTakePartInEquality() {
    XCTAssertNotEqual(TextState("Hi").bold(), TextState("Hi"))
    XCTAssertEqual(TextState("Hi").bold(), TextState("Hi").bold())
    XCTAssertNotEqual(TextState("Hi").bold(), TextState("Hi").italic())
    XCTAssertNotEqual(TextState("Hi").bold(isActive: false), TextState("Hi").bold())
    XCTAssertNotEqual(TextState("Hi").kerning(1), TextState("Hi").kerning(2))
  }

  func testConcatenationIsComparedPieceByPiece() {
    XCTAssertEqual(TextState("a") + TextState("b"), TextState("a") + TextState("b"))
    XCTAssertNotEqual(TextState("a") + TextState("b"), TextState("ab"))
    XCTAssertEqual(String(state: TextState("a") + TextState("b")), String(state: TextState("ab")))
  }

  func testEqualTextHashesEqually() {
    let texts: Set<TextState> = [
      TextState("a"), "a", TextState("a").bold(), TextState("a").bold(),
    ]
    XCTAssertEqual(texts.count, 2)
  }

  func testCustomDumpShowsStylesAsMarkdownAndTags() {
    XCTAssertEqual(String(customDumping: TextState("Hello")), #""Hello""#)
    XCTAssertEqual(
      String(customDumping: TextState("Hello, ") + TextState("Blob").bold() + TextState("!")),
      #""Hello, **Blob**!""#
    )
    XCTAssertEqual(String(customDumping: TextState("a").italic()), #""_a_""#)
    XCTAssertEqual(String(customDumping: TextState("a").strikethrough()), #""~~a~~""#)
    XCTAssertEqual(String(customDumping: TextState("a").underline()), #""<u>a</u>""#)
    XCTAssertEqual(
      String(customDumping: TextState("a").kerning(2)), #""<kerning=2.0>a</kerning>""#
    )
    XCTAssertEqual(
      String(customDumping: TextState("a").tracking(1.5)), #""<tracking=1.5>a</tracking>""#
    )
    XCTAssertEqual(
      String(customDumping: TextState("a").baselineOffset(-1)),
      #""<baseline-offset=-1.0>a</baseline-offset>""#
    )
    XCTAssertEqual(
      String(customDumping: TextState("1").monospacedDigit()),
      #""<monospaced-digit>1</monospaced-digit>""#
    )
    XCTAssertEqual(String(customDumping: TextState("a").bold().italic()), #""_**a**_""#)
    XCTAssertEqual(String(customDumping: TextState("a").bold(isActive: false)), #""a""#)
  }
}

@Suite struct TextStateSwiftTests {
  @Test func concatenationRendersEveryPiece() {
    let text = TextState("Signed in as ") + TextState("Blob").bold()
    #expect(String(state: text) == "Signed in as Blob")
  }

  @Test func modifiersDoNotChangeTheCharacters() {
    #expect(String(state: TextState("Hi").bold().italic().strikethrough().underline()) == "Hi")
  }
}
