#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension UnsafeBufferPointer where Element == UInt8 {
    /// Whether `pattern` starts at `index` (and fits before the end).
    package func hasBytes(_ pattern: [UInt8], at index: Int) -> Bool {
        guard index >= 0, index + pattern.count <= count else { return false }
        for offset in 0..<pattern.count where self[index + offset] != pattern[offset] { return false }
        return true
    }

    /// The next position of `byte` at or after `index` (the C library's `memchr`, which reads
    /// a word at a time: these scans run over every page of every build).
    package func nextIndex(of byte: UInt8, from index: Int) -> Int? {
        guard let base = baseAddress, index >= 0, index < count else { return nil }
        guard let found = memchr(base + index, Int32(byte), count - index) else { return nil }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    }

    /// Whether some `&` is followed by one of `names` (`#`, `lbrace;`…): whether text cmark-gfm
    /// reads from these bytes may hold a character written as a reference to it.
    package func hasReference(toAnyOf names: [[UInt8]]) -> Bool {
        var from = 0
        while let ampersand = nextIndex(of: UInt8(ascii: "&"), from: from) {
            if names.contains(where: { hasBytes($0, at: ampersand + 1) }) { return true }
            from = ampersand + 1
        }
        return false
    }

    /// The next position where `pattern` starts, at or after `index`: `memchr` for the byte at
    /// `anchor` in the pattern (choose a rare one: `=` in ` id="`), then a comparison.
    func nextIndex(of pattern: [UInt8], anchor: Int = 0, from index: Int) -> Int? {
        guard pattern.indices.contains(anchor) else { return nil }
        var position = index + anchor
        while let found = nextIndex(of: pattern[anchor], from: position) {
            if hasBytes(pattern, at: found - anchor) { return found - anchor }
            position = found + 1
        }
        return nil
    }
}

extension String {
    /// Whether the UTF-8 bytes of `prefix` begin this string's: what a prefix means for routes,
    /// which Specimen makes itself. `hasPrefix` compares Characters, which the navigation of
    /// every page of a deep tree did for every entry it wrote.
    package func hasUTF8Prefix(_ prefix: String) -> Bool {
        let fast = utf8.withContiguousStorageIfAvailable { bytes in
            prefix.utf8.withContiguousStorageIfAvailable { start in
                start.count <= bytes.count && (start.isEmpty || memcmp(bytes.baseAddress!, start.baseAddress!, start.count) == 0)
            }
        }
        return (fast ?? nil) ?? utf8.starts(with: prefix.utf8)
    }
}

extension String {
    /// Whether the UTF-8 bytes of `needle` occur in this string's, found by `memchr` and
    /// `memcmp`. Foundation's `contains` on a `String` goes through `NSString` and UTF-16,
    /// which cost a Markdown copy more than writing it.
    package func containsUTF8(_ needle: String) -> Bool {
        var text = self
        var needle = needle
        return text.withUTF8 { bytes in
            needle.withUTF8 { pattern in
                guard !pattern.isEmpty else { return true }
                var from = 0
                while from + pattern.count <= bytes.count, let found = bytes.nextIndex(of: pattern[0], from: from) {
                    guard found + pattern.count <= bytes.count else { return false }
                    if memcmp(bytes.baseAddress! + found, pattern.baseAddress!, pattern.count) == 0 { return true }
                    from = found + 1
                }
                return false
            }
        }
    }
}

extension String {
    /// Whether the string's UTF-8 holds `byte`, found by `memchr`: a link's bytes are read for
    /// `%` on every page, and deep links are long.
    package func containsUTF8Byte(_ byte: UInt8) -> Bool {
        var text = self
        return text.withUTF8 { $0.nextIndex(of: byte, from: 0) != nil }
    }

    /// The index of the first `byte` in the string's UTF-8, found by `memchr`: reading a
    /// string's UTF-8 view byte by byte took tens of instructions a byte.
    package func firstUTF8Index(of byte: UInt8) -> String.Index? {
        var text = self
        guard let offset = text.withUTF8({ $0.nextIndex(of: byte, from: 0) }) else { return nil }
        return utf8.index(utf8.startIndex, offsetBy: offset)
    }
}

extension UInt8 {
    /// The byte with an ASCII capital lowercased; any other byte as it is.
    @inlinable package var asciiLowercased: UInt8 {
        self &- UInt8(ascii: "A") < 26 ? self | 0x20 : self
    }

    /// Whether the byte is one of ASCII's spaces (space, tab, line feed, carriage return, form
    /// feed), which end a word in every language and separate text in HTML.
    @inlinable package var isASCIISpace: Bool {
        self == UInt8(ascii: " ") || self == UInt8(ascii: "\n") || self == UInt8(ascii: "\t") || self == UInt8(ascii: "\r") || self == 0x0C
    }
}
