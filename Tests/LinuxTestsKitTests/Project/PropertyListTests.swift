import Testing

@testable import LinuxTestsKit

@Suite struct PropertyListTests {
  @Test func parsesAnXcodeProjectsShapes() throws {
    let plist = try PropertyList.parse(
      """
      // !$*UTF8*$!
      {
        archiveVersion = 1;
        classes = {
        };
        objectVersion = 77;
        objects = {
      /* Begin PBXBuildFile section */
          AA0000000000000000000001 /* App.swift in Sources */ = {isa = PBXBuildFile; fileRef = AA0000000000000000000002 /* App.swift */; };
          AA0000000000000000000003 = {
            isa = XCBuildConfiguration;
            buildSettings = {
              SWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG $(inherited)";
              OTHER = ("-a", b, );
              "QUOTED KEY" = "a \\"quoted\\" value";
            };
            name = Debug;
          };
        };
        rootObject = AA0000000000000000000003 /* Project object */;
      }
      """)
    #expect(plist["objectVersion"]?.string == "77")
    #expect(plist["classes"] == .dictionary([:]))
    let objects = try #require(plist["objects"])
    #expect(objects["AA0000000000000000000001"]?["fileRef"]?.string == "AA0000000000000000000002")
    let settings = try #require(objects["AA0000000000000000000003"]?["buildSettings"])
    #expect(settings["SWIFT_ACTIVE_COMPILATION_CONDITIONS"]?.string == "DEBUG $(inherited)")
    #expect(settings["OTHER"] == .array([.string("-a"), .string("b")]))
    #expect(settings["QUOTED KEY"]?.string == "a \"quoted\" value")
  }

  @Test func reportsWhereTheTextIsBroken() {
    #expect {
      try PropertyList.parse("{\n  a = b;\n  c = ( d, \n}")
    } throws: { error in
      "\(error)" == "line 4: unexpected '}'"
    }
  }
}
