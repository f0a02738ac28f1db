import Dependencies
import Foundation
import Sharing
import Testing

/// `fileStorage` on the real file system, under faults: a full disk, a file another process
/// deletes, replaces, corrupts or makes a directory while it is observed, and files corrupt or
/// cut short before the program starts.
@Suite(.serialized)
struct FileStorageFaultTests {
  struct Settings: Codable, Equatable, Sendable {
    var text: String
  }

  @Test func aFullDiskFailsTheSaveReadablyKeepsTheFileAndTheValueThenRecovers() async throws {
    let directory = try makeTemporaryDirectory("disk-full")
    defer { try? FileManager.default.removeItem(at: directory) }
    if let refusal = mountTmpfs(on: directory, size: "16k") {
      print("Reliability: the full-disk test is skipped: \(refusal).")
      return
    }
    defer { _ = try? shell("umount \(quoted(directory.path))") }
    let url = directory.appendingPathComponent("settings.json")
    let filler = directory.appendingPathComponent("filler")
    let rounds = 50
    var failedReadably = 0
    var keptFile = 0
    var keptValue = 0
    var recovered = 0
    // Rounds where a page came free between the fill and the save (the last reader of a replaced
    // file closing it late, on a loaded machine): the save then rightly succeeds, and the round
    // is made again.
    var roomAtSave = 0

    try await withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      @Shared(.fileStorage(url)) var settings = Settings(text: "first")
      try await $settings.save()

      var round = 0
      while round < rounds, roomAtSave <= 5 {
        round += 1
        let before = try Data(contentsOf: url)
        #expect(fillFileSystem(with: filler) == ENOSPC)
        // One 4 KiB page: a coalesced write still in flight beside the save fits once space is back.
        let big = Settings(text: String(repeating: "\(round % 10)", count: 3_000))
        if round == 1 {
          // A mutation's save, coalesced with the last write: its failure, made up to a second
          // later, still becomes `saveError`.
          $settings.withLock { $0 = big }
          let reported = await eventually { $settings.saveError != nil }
          #expect(reported, "the failed coalesced write was not reported")
        } else {
          $settings.withLock { $0 = big }
        }
        var message = ""
        do {
          try await $settings.save()
          // Only a defect if the file does not hold the value the save claims to have written.
          let saved = try? JSONDecoder().decode(Settings.self, from: Data(contentsOf: url))
          #expect(saved == big, "Round \(round): a save on a full disk claimed success.")
          try FileManager.default.removeItem(at: filler)
          roomAtSave += 1
          round -= 1
          continue
        } catch {
          message = "\(error)"
        }
        let saveError = $settings.saveError.map { "\($0)" } ?? ""
        if message.contains(url.path), message.contains("No space left on device"),
          message.contains("errno \(ENOSPC)"), saveError == message
        {
          failedReadably += 1
        } else {
          Issue.record("Round \(round): unclear error: \(message) / saveError: \(saveError)")
        }
        if try Data(contentsOf: url) == before, temporaryWriteFiles(in: directory).isEmpty {
          keptFile += 1
        }
        if settings == big { keptValue += 1 }

        // Space comes back: the next save succeeds, and clears the error.
        try FileManager.default.removeItem(at: filler)
        try await $settings.save()
        let saved = try JSONDecoder().decode(Settings.self, from: Data(contentsOf: url))
        if saved == big, $settings.saveError == nil { recovered += 1 }
      }
    }
    // Not on the page: a run on a quiet machine makes no round again.
    print("Reliability: the disk had room again at the save in \(roomAtSave) rounds, made again.")
    #expect(roomAtSave <= 5, "the disk had room at the save in \(roomAtSave) rounds")
    #expect(failedReadably == rounds)
    #expect(keptFile == rounds)
    #expect(keptValue == rounds)
    #expect(recovered == rounds)
    ReliabilityPage.record(
      "fileStorage: disk full mid-save (16 KiB tmpfs)", tries: rounds,
      outcome: """
        \(failedReadably) saves failed with an error naming the file and errno 28 (`saveError` \
        and the thrown error); the previous file intact and no temporary file left \
        \(keptFile) times; memory kept the new value \(keptValue) times; the save after space \
        was freed succeeded \(recovered) times
        """
    )
  }

  @Test func anObservedFileDeletedReplacedCorruptedOrMadeADirectoryByAnotherProcess() async throws {
    let directory = try makeTemporaryDirectory("observed")
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("settings.json")
    let path = quoted(url.path)
    let rounds = 10
    var followed = 0
    var reset = 0
    var reported = 0
    var savedAgain = 0

    try await withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      @Shared(.fileStorage(url)) var settings = Settings(text: "default")
      $settings.withLock { $0.text = "mine" }
      try await $settings.save()

      for round in 1...rounds {
        // Replaced atomically.
        try shell(
          #"printf '{"text":"theirs-\#(round)"}' > \#(path).new && mv \#(path).new \#(path)"#)
        if await eventually({ settings.text == "theirs-\(round)" }) { followed += 1 }

        // Rewritten in place (truncated, then written).
        try shell(#"printf '{"text":"in-place-\#(round)"}' > \#(path)"#)
        if await eventually({ settings.text == "in-place-\(round)" }) { followed += 1 }

        // Corrupted: the value stays, with a load error naming the file.
        try shell("printf 'not json' > \(path)")
        if await eventually({ $settings.loadError.map { "\($0)" }?.contains(url.path) == true }),
          settings.text == "in-place-\(round)"
        {
          reported += 1
        }

        // Deleted: back to the default, as swift-sharing does.
        try shell("rm \(path)")
        if await eventually({ settings.text == "default" }) { reset += 1 }

        // Made a directory: the value stays, with a load error; a save fails and says why.
        try shell("mkdir \(path)")
        if await eventually({
          $settings.loadError.map { "\($0)" }?.contains("Is a directory") == true
        }) {
          reported += 1
        }
        $settings.withLock { $0.text = "while-a-directory-\(round)" }
        do {
          try await $settings.save()
          Issue.record("Round \(round): a save over a directory succeeded.")
        } catch {
          if "\(error)".contains(url.path), "\(error)".contains("Is a directory") {
            reported += 1
          } else {
            Issue.record("Round \(round): unclear error: \(error)")
          }
        }

        // The directory goes: the file can be saved again.
        try shell("rmdir \(path)")
        _ = await eventually { settings.text == "default" }
        $settings.withLock { $0.text = "mine-\(round)" }
        try await $settings.save()
        let saved = try JSONDecoder().decode(Settings.self, from: Data(contentsOf: url))
        if saved.text == "mine-\(round)", $settings.saveError == nil { savedAgain += 1 }
      }
    }
    #expect(followed == 2 * rounds)
    #expect(reset == rounds)
    #expect(reported == 3 * rounds)
    #expect(savedAgain == rounds)
    ReliabilityPage.record(
      "fileStorage: observed file deleted, replaced, corrupted, made a directory (by `sh`)",
      tries: 5 * rounds,
      outcome: """
        no crash; the value followed \(followed) replacements (atomic and in place) and reset \
        to the default on \(reset) deletions; \(reported) corruptions, directories and saves \
        over a directory reported with the file's path and reason; saving worked again \
        \(savedAgain) times once the directory was gone
        """
    )
  }

  @Test func aCorruptOrTruncatedFileAtStartIsKeptAsideAndTheDefaultUsed() async throws {
    let directory = try makeTemporaryDirectory("corrupt")
    defer { try? FileManager.default.removeItem(at: directory) }
    let valid = try JSONEncoder().encode(Settings(text: "a value that was saved whole"))
    // Every cut of a valid file, and other damage.
    var contents = (0..<valid.count).map { valid.prefix($0) }
    contents += [
      Data("garbage".utf8), Data([0xFF, 0xFE, 0x00, 0x7B]), Data(#"{"text": 42}"#.utf8),
      Data(#"["text"]"#.utf8), Data(repeating: 0, count: 512),
    ]
    var keptAside = 0
    var usedDefault = 0
    var reportedCount = 0
    for (index, bytes) in contents.enumerated() {
      let url = directory.appendingPathComponent("settings-\(index).json")
      try bytes.write(to: url)
      try withDependencies {
        $0.defaultFileStorage = .fileSystem
      } operation: {
        @Shared(.fileStorage(url)) var settings = Settings(text: "default")
        if settings.text == "default" { usedDefault += 1 }
        let message = $settings.loadError.map { "\($0)" } ?? ""
        if message.contains(url.path), message.contains("The file was kept at") {
          reportedCount += 1
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        let aside = names.filter { $0.hasPrefix("settings-\(index).json.corrupt-") }
        // (Once in a full-suite run, a file was kept aside twice: both copies are checked.)
        if !aside.isEmpty,
          try aside.allSatisfy({
            try Data(contentsOf: directory.appendingPathComponent($0)) == bytes
          })
        {
          keptAside += 1
        }
      }
    }
    #expect(keptAside == contents.count)
    #expect(usedDefault == contents.count)
    #expect(reportedCount == contents.count)
    ReliabilityPage.record(
      "fileStorage: corrupt or truncated file at start (every cut of a valid file, garbage)",
      tries: contents.count,
      outcome: """
        the default used \(usedDefault) times, `loadError` naming the file and the copy \
        \(reportedCount) times, the bytes kept aside intact \(keptAside) times
        """
    )
  }
}
