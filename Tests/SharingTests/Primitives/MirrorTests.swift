import CustomDump
import Sharing
import Testing

/// `Shared` and `SharedReader` reflect and dump as their current value (M-SH-07).
@Suite struct MirrorTests {
  struct User: Equatable {
    var name = "Blob"
    var age = 42
  }

  @Test func theMirrorIsTheValues() {
    let user = Shared(value: User())
    #expect(Mirror(reflecting: user).children.map(\.label) == ["name", "age"])
    #expect(Mirror(reflecting: SharedReader(user)).children.map(\.label) == ["name", "age"])
    user.withLock { $0.name = "Blob Jr." }
    #expect(Mirror(reflecting: user).children.first?.value as? String == "Blob Jr.")
  }

  @Test func dumpShowsTheValue() {
    let user = Shared(value: User())
    var dumped = ""
    dump(user, to: &dumped)
    #expect(dumped.contains("name: \"Blob\""))
    #expect(!dumped.contains("reference"))

    var custom = ""
    customDump(SharedReader(user), to: &custom)
    #expect(
      custom == """
        MirrorTests.User(
          name: "Blob",
          age: 42
        )
        """
    )
  }
}
