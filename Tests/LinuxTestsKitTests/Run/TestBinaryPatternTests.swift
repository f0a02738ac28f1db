import Foundation
import Testing

@testable import LinuxTestsKit

/// A time-out ends the package's test binary by a pattern of its path: the binary under the
/// package's build folder, not another run's binary of the same name.
@Suite struct TestBinaryPatternTests {
  @Test func thePatternMatchesTheBinaryUnderThisBuildFolderOnly() throws {
    let package = GeneratedPackageWriteTests.package()
    let scratch = URL(fileURLWithPath: "/work/scratch.build")
    let runner = TestRunner(builder: PackageBuilder(scratchPath: scratch), timeout: 600)
    let pattern = try Regex(runner.testBinary(of: package))
    let ours = "/work/scratch.build/x86_64-unknown-linux-gnu/debug/AppLinuxTestsPackageTests.xctest"
    #expect(ours.contains(pattern))
    #expect(!"/other/.build/debug/AppLinuxTestsPackageTests.xctest".contains(pattern))
    #expect(!"/work/scratchXbuild/debug/AppLinuxTestsPackageTests.xctest".contains(pattern))
    let own = TestRunner(builder: PackageBuilder(scratchPath: nil), timeout: 600)
    let ownPattern = try Regex(own.testBinary(of: package))
    #expect(
      (package.directory.path + "/.build/debug/AppLinuxTestsPackageTests.xctest").contains(
        ownPattern))
  }
}
