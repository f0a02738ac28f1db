// The process Tests/ReliabilityTests kills and races: it writes a `@Shared(.fileStorage)` file.
//
//   file-storage-writer PATH TAG          writes versions until killed, printing "writing" once
//                                         the first is on disk;
//   file-storage-writer PATH TAG COUNT    writes versions 1...COUNT, each saved at once, and exits.
//
// Each version is a whole-file value whose every part names it (`WriterPayload`), so that a torn
// file is seen.
import Dependencies
import Foundation
import Sharing

/// A version of the file: `filler` repeats `TAG:VERSION;`, so a mix of two versions or a cut
/// shows.
struct WriterPayload: Codable, Sendable {
  var version: Int
  var tag: String
  var filler: String

  init(version: Int, tag: String) {
    self.version = version
    self.tag = tag
    self.filler = String(repeating: "\(tag):\(version);", count: 2_000)
  }
}

let arguments = CommandLine.arguments
guard arguments.count == 3 || arguments.count == 4 else {
  FileHandle.standardError.write(Data("usage: file-storage-writer PATH TAG [COUNT]\n".utf8))
  exit(2)
}
let url = URL(fileURLWithPath: arguments[1])
let tag = arguments[2]
let count = arguments.count == 4 ? Int(arguments[3]) : nil

do {
  try await withDependencies {
    $0.defaultFileStorage = .fileSystem
  } operation: {
    @Shared(.fileStorage(url)) var payload = WriterPayload(version: 0, tag: tag)
    var version = count == nil ? payload.version : 0
    var announced = false
    while count.map({ version < $0 }) ?? true {
      version += 1
      $payload.withLock { $0 = WriterPayload(version: version, tag: tag) }
      try await $payload.save()
      if !announced {
        announced = true
        print("writing")
        fflush(stdout)
      }
    }
  }
} catch {
  FileHandle.standardError.write(Data("file-storage-writer: \(error)\n".utf8))
  exit(1)
}
