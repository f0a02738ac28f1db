import ConcurrencyExtras
import Foundation

/// A key path as written in source, `\State.name`, for dumps and messages.
///
/// The standard library names a computed property in `debugDescription` only when it can find
/// the symbol of the property's getter. Off Apple platforms it looks in the dynamic symbol table
/// alone, where the getters of a feature's state never are, so every field of
/// ``ObservableState()`` (all computed, over storage the macro adds) reads
/// `\State.<computed 0x… (String)>`. Here those getters are looked up in the binary's full
/// symbol table instead, which debug builds (and so tests) keep; anything not found is left as
/// the standard library wrote it.
package func keyPathDescription(_ keyPath: AnyKeyPath) -> String {
  let description = keyPath.debugDescription
  guard description.contains(computedMarker) else { return description }
  var result = ""
  var rest = description[...]
  while let marker = rest.range(of: computedMarker) {
    result += rest[..<marker.lowerBound]
    guard
      let component = ComputedComponent(parsing: rest[marker.lowerBound...]),
      let name = computedPropertyName(getter: component.getter)
    else {
      result += rest[marker]
      rest = rest[marker.upperBound...]
      continue
    }
    result += name
    rest = rest[component.end...]
  }
  return result + rest
}

private let computedMarker = "<computed 0x"

/// `<computed 0x00005555deadbeef (String)>`: a computed component as the standard library
/// describes it.
private struct ComputedComponent {
  let getter: UInt
  let end: Substring.Index

  init?(parsing text: Substring) {
    guard text.hasPrefix(computedMarker) else { return nil }
    let digits = text.dropFirst(computedMarker.count).prefix(while: \.isHexDigit)
    guard let getter = UInt(digits, radix: 16) else { return nil }
    var rest = text[digits.endIndex...]
    guard rest.hasPrefix(" (") else { return nil }
    rest = rest.dropFirst(2)
    // The value type may itself hold parentheses: `((Int, Int))`.
    var depth = 1
    var index = rest.startIndex
    while index < rest.endIndex, depth > 0 {
      switch rest[index] {
      case "(": depth += 1
      case ")": depth -= 1
      default: break
      }
      index = rest.index(after: index)
    }
    guard depth == 0, index < rest.endIndex, rest[index] == ">" else { return nil }
    self.getter = getter
    self.end = rest.index(after: index)
  }
}

private let propertyNames = LockIsolated<[UInt: String?]>([:])

/// The name of the property whose key path getter is at `getter`, e.g. `name`.
private func computedPropertyName(getter: UInt) -> String? {
  if let cached = propertyNames.value[getter] { return cached }
  let name = symbolName(at: getter).flatMap(demangle).flatMap(propertyName(demangledGetter:))
  propertyNames.withValue { $0[getter] = name }
  return name
}

/// `name`, from `key path getter for Module.Feature.State.name : Swift.String : …` or
/// `Module.Feature.State.name.getter : Swift.String` (`$name` for a projected value, as of
/// `@BindingState`); `nil` for subscripts and anything else.
private func propertyName(demangledGetter symbol: String) -> String? {
  var path = symbol[...]
  let keyPathGetterPrefix = "key path getter for "
  if path.hasPrefix(keyPathGetterPrefix) {
    path = path.dropFirst(keyPathGetterPrefix.count)
  }
  if let typeSeparator = path.range(of: " : ") {
    path = path[..<typeSeparator.lowerBound]
  }
  if path.hasSuffix(".getter") {
    path = path.dropLast(".getter".count)
  }
  guard !path.contains("("), let dot = path.lastIndex(of: ".") else { return nil }
  let name = path[path.index(after: dot)...]
  guard
    let first = name.first,
    first.isLetter || first == "_" || first == "$",
    name.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
  else { return nil }
  return String(name)
}

@_silgen_name("swift_demangle")
private func _swift_demangle(
  _ mangledName: UnsafePointer<CChar>?,
  _ mangledNameLength: UInt,
  _ outputBuffer: UnsafeMutablePointer<CChar>?,
  _ outputBufferSize: UnsafeMutablePointer<UInt>?,
  _ flags: UInt32
) -> UnsafeMutablePointer<CChar>?

private func demangle(_ symbol: String) -> String? {
  symbol.withCString { mangled in
    guard
      let demangled = _swift_demangle(mangled, UInt(strlen(mangled)), nil, nil, 0)
    else { return nil }
    defer { free(demangled) }
    return String(cString: demangled)
  }
}

#if os(Linux) || os(Android) || os(FreeBSD)
  /// The name of the function symbol that holds `address`, from the full ELF symbol table of
  /// the file mapped there.
  private func symbolName(at address: UInt) -> String? {
    guard
      let mapping = FileMapping(containing: address),
      let file = FileHandle(forReadingAtPath: mapping.path)
    else { return nil }
    defer { try? file.close() }
    return ELFFile(file)?.functionName(containing: address, mappedAt: mapping.base)
  }

  /// Where a file is mapped in this process, from `/proc/self/maps`.
  private struct FileMapping {
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
        let bounds = fields[0].split(separator: "-")
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
  private struct ELFFile {
    let file: FileHandle
    let programHeaderOffset: UInt64
    let programHeaderSize: UInt64
    let programHeaderCount: UInt64
    let sectionHeaderOffset: UInt64
    let sectionHeaderSize: UInt64
    let sectionHeaderCount: UInt64

    init?(_ file: FileHandle) {
      self.file = file
      guard
        let header = Self.read(file, at: 0, count: 64),
        header.count == 64,
        header.prefix(4) == Data([0x7F, 0x45, 0x4C, 0x46]),
        header[4] == 2,  // 64-bit
        header[5] == 1  // little-endian
      else { return nil }
      self.programHeaderOffset = header.integer(at: 0x20, of: UInt64.self)
      self.sectionHeaderOffset = header.integer(at: 0x28, of: UInt64.self)
      self.programHeaderSize = UInt64(header.integer(at: 0x36, of: UInt16.self))
      self.programHeaderCount = UInt64(header.integer(at: 0x38, of: UInt16.self))
      self.sectionHeaderSize = UInt64(header.integer(at: 0x3A, of: UInt16.self))
      self.sectionHeaderCount = UInt64(header.integer(at: 0x3C, of: UInt16.self))
    }

    func functionName(containing address: UInt, mappedAt base: UInt) -> String? {
      guard let firstSegmentAddress = self.firstLoadedSegmentAddress() else { return nil }
      let virtualAddress = UInt64(address) &- UInt64(base) &+ firstSegmentAddress
      guard
        let sections = Self.read(
          self.file, at: self.sectionHeaderOffset,
          count: Int(self.sectionHeaderSize * self.sectionHeaderCount)
        )
      else { return nil }
      func section(_ index: UInt64) -> (type: UInt32, offset: UInt64, size: UInt64, link: UInt32) {
        let start = Int(index * self.sectionHeaderSize)
        return (
          sections.integer(at: start + 0x04, of: UInt32.self),
          sections.integer(at: start + 0x18, of: UInt64.self),
          sections.integer(at: start + 0x20, of: UInt64.self),
          sections.integer(at: start + 0x28, of: UInt32.self)
        )
      }
      let symbolTableType: UInt32 = 2
      guard
        let symbolTable = (0..<self.sectionHeaderCount).lazy.map(section)
          .first(where: { $0.type == symbolTableType }),
        UInt64(symbolTable.link) < self.sectionHeaderCount,
        let symbols = Self.read(
          self.file, at: symbolTable.offset, count: Int(symbolTable.size)
        )
      else { return nil }
      let symbolSize = 24
      let functionType: UInt8 = 2
      for start in stride(from: 0, to: symbols.count - symbolSize + 1, by: symbolSize) {
        guard symbols[symbols.startIndex + start + 4] & 0xF == functionType else { continue }
        let value = symbols.integer(at: start + 8, of: UInt64.self)
        let size = symbols.integer(at: start + 16, of: UInt64.self)
        guard value <= virtualAddress, virtualAddress < value + max(size, 1) else { continue }
        let strings = section(UInt64(symbolTable.link))
        let nameOffset = UInt64(symbols.integer(at: start, of: UInt32.self))
        return Self.readString(self.file, at: strings.offset + nameOffset)
      }
      return nil
    }

    /// The address the segment at the start of the file is loaded at: 0 for shared objects and
    /// position-independent executables.
    private func firstLoadedSegmentAddress() -> UInt64? {
      guard
        let headers = Self.read(
          self.file, at: self.programHeaderOffset,
          count: Int(self.programHeaderSize * self.programHeaderCount)
        )
      else { return nil }
      let loadType: UInt32 = 1
      for index in 0..<Int(self.programHeaderCount) {
        let start = index * Int(self.programHeaderSize)
        guard
          headers.integer(at: start, of: UInt32.self) == loadType,
          headers.integer(at: start + 0x08, of: UInt64.self) == 0
        else { continue }
        let virtualAddress = headers.integer(at: start + 0x10, of: UInt64.self)
        let alignment = max(headers.integer(at: start + 0x30, of: UInt64.self), 1)
        return virtualAddress - virtualAddress % alignment
      }
      return nil
    }

    private static func read(_ file: FileHandle, at offset: UInt64, count: Int) -> Data? {
      guard count > 0 else { return nil }
      do {
        try file.seek(toOffset: offset)
        return try file.read(upToCount: count)
      } catch {
        return nil
      }
    }

    private static func readString(_ file: FileHandle, at offset: UInt64) -> String? {
      var bytes = Data()
      var offset = offset
      while bytes.count < 4096, let chunk = self.read(file, at: offset, count: 256),
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
    fileprivate func integer<T: FixedWidthInteger>(at offset: Int, of _: T.Type) -> T {
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
  private func symbolName(at address: UInt) -> String? { nil }
#endif
