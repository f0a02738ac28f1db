import Foundation

// The ELF symbol reader: finds the name of the function at an address in the full symbol table
// of the file mapped there. A platform mechanism, kept apart from the naming of key paths.

#if os(Linux) || os(Android) || os(FreeBSD)
  /// The name of the function symbol that holds `address`, from the full ELF symbol table of
  /// the file mapped there (or of `symbolFile`, a copy of that file, in tests).
  ///
  /// A stripped, truncated or unreadable file yields `nil`: the caller then keeps the standard
  /// library's description.
  func symbolName(at address: UInt, symbolFile: String? = nil) -> String? {
    guard
      let mapping = FileMapping(containing: address),
      let file = FileHandle(forReadingAtPath: symbolFile ?? mapping.path)
    else { return nil }
    defer { try? file.close() }
    return ELFFile(file)?.functionName(containing: address, mappedAt: mapping.base)
  }

  /// Where a file is mapped in this process, from `/proc/self/maps`.
  struct FileMapping {
    let path: String
    /// The address the start of the file is mapped at.
    let base: UInt

    init?(containing address: UInt) {
      guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8)
      else { return nil }
      // `start-end perms offset dev inode path`
      let lines = maps.split(separator: "\n").map {
        $0.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
      }
      func range(_ fields: [Substring]) -> (start: UInt, end: UInt)? {
        guard let first = fields.first else { return nil }
        let bounds = first.split(separator: "-")
        guard
          bounds.count == 2,
          let start = UInt(bounds[0], radix: 16),
          let end = UInt(bounds[1], radix: 16)
        else { return nil }
        return (start, end)
      }
      guard
        let containing = lines.first(where: { fields in
          guard fields.count == 6, let range = range(fields) else { return false }
          return range.start <= address && address < range.end
        })
      else { return nil }
      let path = containing[5].trimmingCharacters(in: .whitespaces)
      guard
        path.hasPrefix("/"),
        let first = lines.first(where: { fields in
          fields.count == 6 && fields[5].trimmingCharacters(in: .whitespaces) == path
            && UInt(fields[2], radix: 16) == 0
        }),
        let start = range(first)?.start
      else { return nil }
      self.path = path
      self.base = start
    }
  }

  /// Just enough of a 64-bit little-endian ELF file to look up a function by address.
  ///
  /// Every offset, size and count comes from the file, so each is checked (against the file's
  /// length, and for overflow) before it is used: a truncated, stripped or corrupt file yields
  /// `nil`, never a trap or an outsized allocation.
  struct ELFFile {
    let file: FileHandle
    let length: UInt64
    let programHeaders: Table
    let sectionHeaders: Table

    /// An array of fixed-size entries in the file: program headers, section headers, symbols.
    struct Table {
      let offset: UInt64
      let entrySize: UInt64
      let count: UInt64
    }

    init?(_ file: FileHandle) {
      guard let length = try? file.seekToEnd() else { return nil }
      self.file = file
      self.length = length
      guard
        let header = Self.read(file, length: length, at: 0, count: 64),
        header.count == 64,
        header.prefix(4).elementsEqual([0x7F, 0x45, 0x4C, 0x46]),
        header.byte(at: 4) == 2,  // 64-bit
        header.byte(at: 5) == 1,  // little-endian
        let programHeaderOffset = header.integer(at: 0x20, of: UInt64.self),
        let sectionHeaderOffset = header.integer(at: 0x28, of: UInt64.self),
        let programHeaderSize = header.integer(at: 0x36, of: UInt16.self),
        let programHeaderCount = header.integer(at: 0x38, of: UInt16.self),
        let sectionHeaderSize = header.integer(at: 0x3A, of: UInt16.self),
        let sectionHeaderCount = header.integer(at: 0x3C, of: UInt16.self)
      else { return nil }
      self.programHeaders = Table(
        offset: programHeaderOffset, entrySize: UInt64(programHeaderSize),
        count: UInt64(programHeaderCount)
      )
      self.sectionHeaders = Table(
        offset: sectionHeaderOffset, entrySize: UInt64(sectionHeaderSize),
        count: UInt64(sectionHeaderCount)
      )
    }

    func functionName(containing address: UInt, mappedAt base: UInt) -> String? {
      guard let firstSegmentAddress = self.firstLoadedSegmentAddress() else { return nil }
      let virtualAddress = UInt64(address) &- UInt64(base) &+ firstSegmentAddress
      // A section header: type at 0x04, offset at 0x18, size at 0x20, link at 0x28, entry
      // size at 0x38.
      guard
        self.sectionHeaders.entrySize >= 0x40,
        let sections = self.read(self.sectionHeaders)
      else { return nil }
      struct Section {
        let type: UInt32
        let offset: UInt64
        let size: UInt64
        let link: UInt32
        let entrySize: UInt64
      }
      func section(_ index: UInt64) -> Section? {
        guard index < self.sectionHeaders.count else { return nil }
        let start = Int(index * self.sectionHeaders.entrySize)
        guard
          let type = sections.integer(at: start + 0x04, of: UInt32.self),
          let offset = sections.integer(at: start + 0x18, of: UInt64.self),
          let size = sections.integer(at: start + 0x20, of: UInt64.self),
          let link = sections.integer(at: start + 0x28, of: UInt32.self),
          let entrySize = sections.integer(at: start + 0x38, of: UInt64.self)
        else { return nil }
        return Section(type: type, offset: offset, size: size, link: link, entrySize: entrySize)
      }
      let symbolTableType: UInt32 = 2
      let stringTableType: UInt32 = 3
      let symbolSize: UInt64 = 24
      // A stripped file has no symbol table (only the dynamic one, which holds no getters).
      guard
        let symbolTable = (0..<self.sectionHeaders.count).lazy.compactMap(section)
          .first(where: { $0.type == symbolTableType }),
        let strings = section(UInt64(symbolTable.link)),
        strings.type == stringTableType,
        let symbols = self.read(
          Table(
            offset: symbolTable.offset,
            entrySize: max(symbolTable.entrySize, symbolSize),
            count: symbolTable.size / max(symbolTable.entrySize, symbolSize)
          )
        )
      else { return nil }
      let entrySize = Int(max(symbolTable.entrySize, symbolSize))
      let functionType: UInt8 = 2
      for start in stride(from: 0, to: symbols.count - entrySize + 1, by: entrySize) {
        guard
          let info = symbols.byte(at: start + 4),
          info & 0xF == functionType,
          let value = symbols.integer(at: start + 8, of: UInt64.self),
          let size = symbols.integer(at: start + 16, of: UInt64.self)
        else { continue }
        let (end, overflow) = value.addingReportingOverflow(max(size, 1))
        guard !overflow, value <= virtualAddress, virtualAddress < end else { continue }
        guard
          let nameOffset = symbols.integer(at: start, of: UInt32.self),
          UInt64(nameOffset) < strings.size,
          case let (offset, false) = strings.offset.addingReportingOverflow(UInt64(nameOffset))
        else { return nil }
        return self.readString(at: offset)
      }
      return nil
    }

    /// The address the segment at the start of the file is loaded at: 0 for shared objects and
    /// position-independent executables.
    private func firstLoadedSegmentAddress() -> UInt64? {
      // A program header: type at 0x00, file offset at 0x08, address at 0x10, alignment at
      // 0x30.
      guard
        self.programHeaders.entrySize >= 0x38,
        let headers = self.read(self.programHeaders)
      else { return nil }
      let loadType: UInt32 = 1
      for index in 0..<Int(self.programHeaders.count) {
        let start = index * Int(self.programHeaders.entrySize)
        guard
          headers.integer(at: start, of: UInt32.self) == loadType,
          headers.integer(at: start + 0x08, of: UInt64.self) == 0,
          let virtualAddress = headers.integer(at: start + 0x10, of: UInt64.self),
          let alignment = headers.integer(at: start + 0x30, of: UInt64.self)
        else { continue }
        return virtualAddress - virtualAddress % max(alignment, 1)
      }
      return nil
    }

    /// The bytes of `table`, or `nil` when it does not lie within the file.
    private func read(_ table: Table) -> Data? {
      let (count, overflow) = table.entrySize.multipliedReportingOverflow(by: table.count)
      guard !overflow, let count = Int(exactly: count) else { return nil }
      guard let data = Self.read(self.file, length: self.length, at: table.offset, count: count)
      else { return nil }
      return data.count == count ? data : nil
    }

    /// `count` bytes at `offset`, when they lie within the file's `length`.
    private static func read(
      _ file: FileHandle, length: UInt64, at offset: UInt64, count: Int
    ) -> Data? {
      guard
        count > 0,
        offset < length,
        UInt64(count) <= length - offset
      else { return nil }
      do {
        try file.seek(toOffset: offset)
        return try file.read(upToCount: count)
      } catch {
        return nil
      }
    }

    /// The NUL-terminated string at `offset`, up to 4 KiB long.
    private func readString(at offset: UInt64) -> String? {
      var bytes = Data()
      var offset = offset
      while bytes.count < 4096, offset < self.length,
        let chunk = Self.read(
          self.file, length: self.length, at: offset,
          count: Int(min(256, self.length - offset))
        ),
        !chunk.isEmpty
      {
        if let end = chunk.firstIndex(of: 0) {
          bytes += chunk[..<end]
          return String(decoding: bytes, as: UTF8.self)
        }
        bytes += chunk
        offset += UInt64(chunk.count)
      }
      return nil
    }
  }

  extension Data {
    /// The byte at `offset` from the start, or `nil` past the end.
    fileprivate func byte(at offset: Int) -> UInt8? {
      guard offset >= 0, offset < self.count else { return nil }
      return self[self.startIndex + offset]
    }

    /// The little-endian integer at `offset` from the start, or `nil` when it does not fit.
    fileprivate func integer<T: FixedWidthInteger>(at offset: Int, of _: T.Type) -> T? {
      guard offset >= 0, offset <= self.count - MemoryLayout<T>.size else { return nil }
      var value: T = 0
      Swift.withUnsafeMutableBytes(of: &value) { destination in
        let start = self.startIndex + offset
        destination.copyBytes(from: self[start..<start + MemoryLayout<T>.size])
      }
      return T(littleEndian: value)
    }
  }
#else
  /// Apple platforms name computed properties in `debugDescription` already.
  func symbolName(at address: UInt, symbolFile: String? = nil) -> String? { nil }
#endif
