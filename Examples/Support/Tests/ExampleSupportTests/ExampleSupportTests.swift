import ExampleSupport
import Testing

@Suite struct KeyTests {
  @Test func decodesPrintableControlAndEditingKeys() {
    #expect(Key.decode(Array("a Z".utf8)) == [.character("a"), .character(" "), .character("Z")])
    #expect(Key.decode([0x03, 0x0D, 0x09, 0x7F]) == [.control("c"), .enter, .tab, .backspace])
  }

  @Test func decodesEscapeSequences() {
    let bytes: [UInt8] = [
      0x1B, 0x5B, 0x41, 0x1B, 0x5B, 0x42, 0x1B, 0x4F, 0x43, 0x1B, 0x5B, 0x33, 0x7E,
    ]
    #expect(Key.decode(bytes) == [.up, .down, .right, .delete])
    #expect(Key.decode([0x1B]) == [.escape])
    #expect(Key.decode([0x1B, 0x5B, 0x35, 0x7E, 0x1B, 0x5B, 0x48]) == [.pageUp, .home])
  }

  @Test func decodesMultiByteCharacters() {
    #expect(Key.decode(Array("é→".utf8)) == [.character("é"), .character("→")])
  }
}

@Suite struct ANSITests {
  @Test func strippingRemovesStylesAndCursorMovement() {
    let styled = ANSI.bold("Todos") + " " + ANSI.color(.green, "✓") + ANSI.moveTo(row: 3, column: 4)
    #expect(ANSI.stripped(styled) == "Todos ✓")
    #expect(ANSI.visibleWidth(styled) == 7)
  }

  @Test func fitPadsAndCuts() {
    #expect(ANSI.fit(ANSI.bold("ab"), width: 4) == ANSI.bold("ab") + "  ")
    #expect(ANSI.fit("abcdef", width: 4) == "abc…")
  }
}

@Suite struct ScriptLineTests {
  @Test func splitsTheCommandWordFromItsArgument() {
    #expect(ScriptLine("  ADD  Buy milk ") == ScriptLine("add Buy milk"))
    let line = ScriptLine("move 3 1")
    #expect(line?.command == "move")
    #expect(line?.argument == "3 1")
    #expect(line?.numbers == [3, 1])
    #expect(ScriptLine("add milk")?.numbers == nil)
    #expect(ScriptLine("   ") == nil)
  }
}

@MainActor
@Suite struct TranscriptScreenTests {
  @Test func printsPlainFramesOnceEachAndNotes() {
    var printed: [String] = []
    let screen = TranscriptScreen { printed.append($0) }
    screen.note("> add")
    screen.draw([ANSI.bold("Todos  "), "", "  1. milk"])
    screen.draw(["Todos", "", "  1. milk"])
    screen.draw(["Todos", "", "  1. bread"])
    #expect(screen.frameCount == 2)
    #expect(printed == ["> add", "│ Todos", "│", "│   1. milk", "│ Todos", "│", "│   1. bread"])
    #expect(screen.lines == printed)
  }
}
