import ExampleSupport
import Testing

struct PromptLineTests {
  @Test
  func typedKeysMakeALineThatEnterSubmits() {
    var prompt = PromptLine()
    for key in Key.decode(Array("tilte".utf8)) {
      #expect(prompt.handle(key) == .edited)
    }
    #expect(prompt.handle(.backspace) == .edited)
    #expect(prompt.handle(.backspace) == .edited)
    #expect(prompt.handle(.backspace) == .edited)
    for key in Key.decode(Array("tle Stand-up".utf8)) {
      _ = prompt.handle(key)
    }
    #expect(prompt.text == "title Stand-up")
    #expect(prompt.handle(.enter) == .submitted("title Stand-up"))
    #expect(prompt.text == "")
  }

  @Test
  func escapeAndControlUClearTheLineAndOtherKeysAreIgnored() {
    var prompt = PromptLine()
    _ = prompt.handle(.character("x"))
    #expect(prompt.handle(.up) == .edited)
    #expect(prompt.text == "x")
    #expect(prompt.handle(.escape) == .edited)
    #expect(prompt.text == "")
    _ = prompt.handle(.character("y"))
    #expect(prompt.handle(.control("u")) == .edited)
    #expect(prompt.text == "")
  }

  @Test
  func controlDOnAnEmptyLineOrControlCEndTheInput() {
    var prompt = PromptLine()
    #expect(prompt.handle(.control("d")) == .endOfInput)
    _ = prompt.handle(.character("q"))
    #expect(prompt.handle(.control("d")) == .edited)
    #expect(prompt.handle(.control("c")) == .endOfInput)
  }
}
