#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension UnsafeBufferPointer where Element == UInt8 {
    /// Whether `pattern` starts at `index` (and fits before the end).
    func hasBytes(_ pattern: [UInt8], at index: Int) -> Bool {
        guard index >= 0, index + pattern.count <= count else { return false }
        for offset in 0..<pattern.count where self[index + offset] != pattern[offset] { return false }
        return true
    }

    /// The next position of `byte` at or after `index` (the C library's `memchr`, which reads
    /// a word at a time: these scans run over every page of every build).
    func nextIndex(of byte: UInt8, from index: Int) -> Int? {
        guard let base = baseAddress, index >= 0, index < count else { return nil }
        guard let found = memchr(base + index, Int32(byte), count - index) else { return nil }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
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
