extension UnsafeBufferPointer where Element == UInt8 {
    /// Whether `pattern` starts at `index` (and fits before the end).
    func hasBytes(_ pattern: [UInt8], at index: Int) -> Bool {
        guard index >= 0, index + pattern.count <= count else { return false }
        for offset in 0..<pattern.count where self[index + offset] != pattern[offset] { return false }
        return true
    }
}
