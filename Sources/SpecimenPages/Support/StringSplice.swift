/// A string made of stretches of another and of strings put between them, each appended as
/// it is: the source is whole UTF-8 already, and a stretch that starts and ends between its
/// characters is too, so its bytes need no check. Made again from bytes, every page's HTML
/// was checked once more for each change to it, a hundredth of a Korean build.
package struct StringSplice {
    private let source: String
    private(set) package var result = ""

    /// - Parameter capacity: about how many bytes the result will hold.
    package init(of source: String, capacity: Int) {
        self.source = source
        result.reserveCapacity(capacity)
    }

    /// Appends the source's bytes `range` (offsets into its UTF-8), which must start and end
    /// where a character does: at an ASCII byte, or where a multibyte one starts.
    package mutating func copy(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        let utf8 = source.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        result += source[start..<utf8.index(start, offsetBy: range.count)]
    }

    /// Appends the source's bytes from `offset` to its end.
    package mutating func copyRest(from offset: Int) {
        copy(offset..<source.utf8.count)
    }

    package mutating func append(_ text: String) {
        result += text
    }
}
