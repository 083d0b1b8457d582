/// Text written as UTF-8 bytes a piece at a time and made a `String` once.
///
/// Appending to a `String` cost near 400 instructions a call (its capacity, count and flags
/// checked and set each time), where appending here copies the bytes; but the bytes are read
/// once more when they are made a `String` (checked to be UTF-8, some five instructions a byte
/// where they are not all ASCII). So it pays for text of many short pieces, as the default
/// theme's table of contents and breadcrumbs are for every page, and not for a few long ones:
/// the navigation, mostly items written once per build, was slower written here.
package struct TextBytes {
    private var bytes: [UInt8] = []

    /// - Parameter capacity: about how many bytes the text will hold.
    package init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    package mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Appends the decimal digits of `number`.
    package mutating func append(_ number: Int) {
        append(String(number))
    }

    /// The text written: whole strings only, so valid UTF-8.
    package var text: String { String(decoding: bytes, as: UTF8.self) }
}
