import Foundation
import LinuxTestsKit

// `swift run linux-tests APP_PATH [--out DIR]`: an app's TCA tests on Linux, the app unchanged.
let usage = """
  usage: linux-tests APP_PATH [--out DIR] [--scratch-path DIR] [--library PATH]
                              [--test-timeout SECONDS] [--verbose]

  Reads the app at APP_PATH (an Xcode project, a Tuist project or a SwiftPM package), writes a
  SwiftPM package of its code and tests in DIR (default: APP_PATH/.build/linux-tests), leaves out
  what exists only on Apple platforms, builds it, runs its tests, and writes DIR/report.md and
  DIR/results.json. Nothing in APP_PATH changes outside its .build folder.

    --out DIR            where the package and the report go
    --scratch-path DIR   a build folder to share between apps (builds the library once)
    --library PATH       this library's checkout (default: the one this command was built from)
    --test-timeout S     the time limit of one test process (default 600)
    --verbose            print the builds' output as they run
  """

var arguments = Array(CommandLine.arguments.dropFirst())
var app: String?
var output: String?
var scratch: String?
// This file is Sources/LinuxTestsCommand/main.swift of the library's checkout.
var library = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().path
var timeout: TimeInterval = 600
var verbose = false

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("linux-tests: error: \(message)\n".utf8))
  exit(2)
}

while !arguments.isEmpty {
  let argument = arguments.removeFirst()
  func value() -> String {
    guard !arguments.isEmpty else { fail("\(argument) needs a value\n\n\(usage)") }
    return arguments.removeFirst()
  }
  switch argument {
  case "--out": output = value()
  case "--scratch-path": scratch = value()
  case "--library": library = value()
  case "--test-timeout":
    guard let seconds = TimeInterval(value()), seconds > 0, seconds <= 86_400 else {
      fail("--test-timeout needs seconds, more than 0 and at most 86400 (a day)")
    }
    timeout = seconds
  case "--verbose": verbose = true
  case "-h", "--help":
    print(usage)
    exit(0)
  default:
    if argument.hasPrefix("-") { fail("unknown option \(argument)\n\n\(usage)") }
    guard app == nil else { fail("one app at a time (\(app!), \(argument))") }
    app = argument
  }
}
guard let app else { fail("no app given\n\n\(usage)") }
guard FileManager.default.fileExists(atPath: library + "/Package.swift") else {
  fail("no library checkout at \(library) (pass --library PATH)")
}

func absolute(_ path: String) -> URL {
  URL(
    fileURLWithPath: path,
    relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  )
  .standardizedFileURL
}

var options = LinuxTestsPipeline.Options(
  app: absolute(app), output: output.map(absolute), library: absolute(library),
  scratchPath: scratch.map(absolute))
options.testTimeout = timeout
options.verbose = verbose
do {
  let report = try LinuxTestsPipeline(options: options).run()
  print(report.summary.line)
  exit(report.summary.failed > 0 ? 1 : 0)
} catch let error as LinuxTestsError {
  fail(error.description)
} catch {
  fail("\(error)")
}
