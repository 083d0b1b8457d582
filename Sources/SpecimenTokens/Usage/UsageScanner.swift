/// Finds the tokens a file of code uses, in one pass over its bytes: at each place a name can
/// start (`--`, `{`, `@kind/`, an identifier, a class word) the whole name is cut out and looked
/// up in the vocabulary, so a name is matched as a whole identifier (`--color-primary-strong` is
/// not a use of `--color-primary`) and a file costs the same however many tokens there are.
/// Comments are skipped by the file's kind; names inside strings count (`Color("primary")`,
/// `className="bg-primary"`). Lines and columns are counted only where a use is found.
public enum UsageScanner {
    /// The uses in `text`, in order.
    public static func uses(in text: String, kind: SourceKind = .text, vocabulary: UsageVocabulary) -> [TokenUse] {
        var text = text
        return text.withUTF8 { uses(in: $0, kind: kind, vocabulary: vocabulary) }
    }

    /// The uses in a file's bytes, in order.
    public static func uses(in bytes: UnsafeBufferPointer<UInt8>, kind: SourceKind, vocabulary: UsageVocabulary) -> [TokenUse] {
        var scan = UsageScan(bytes: bytes, kind: kind, vocabulary: vocabulary)
        scan.run()
        return scan.found
    }
}

/// One file's scan: the cursor, the string being read if any, and the uses found so far.
struct UsageScan {
    let bytes: UnsafeBufferPointer<UInt8>
    let kind: SourceKind
    /// The vocabulary's names, looked up by bytes.
    let names: UsageVocabulary.Lookup
    var index = 0
    /// The quote of the string the cursor is in, if any: comment markers inside do not count.
    var quote: UInt8?
    var found: [TokenUse] = []
    var position = LinePosition()

    /// What the kind allows, asked once rather than at every byte.
    private let lineComments: Bool, blockComments: Bool, markupComments: Bool, tracksStrings: Bool, classWords: Bool, chains: Bool

    init(bytes: UnsafeBufferPointer<UInt8>, kind: SourceKind, vocabulary: UsageVocabulary) {
        (self.bytes, self.kind, names) = (bytes, kind, vocabulary.lookup)
        (lineComments, blockComments, markupComments) = (kind.hasLineComments, kind.hasBlockComments, kind.hasMarkupComments)
        (tracksStrings, classWords, chains) = (kind.tracksStrings, kind.holdsTailwindClasses, kind == .swift || kind == .kotlin)
    }

    private let classes = ByteClasses.shared

    mutating func run() {
        while index < bytes.count {
            let byte = bytes[index]
            if !classes.canStartSomething(byte) {
                index += 1
                continue
            }
            if quote == nil, skipComment(at: byte) { continue }
            if tracksStrings, followQuotes(at: byte) { continue }
            if !readName(at: byte) { index += 1 }
        }
    }

    // MARK: Comments and strings

    /// Moves past a comment starting at the cursor; false where none starts.
    private mutating func skipComment(at byte: UInt8) -> Bool {
        if byte == ASCII.slash, index + 1 < bytes.count {
            if lineComments, bytes[index + 1] == ASCII.slash {
                index = find([ASCII.newline], from: index + 2) ?? bytes.count
                return true
            }
            if blockComments, bytes[index + 1] == ASCII.star {
                index = find([ASCII.star, ASCII.slash], from: index + 2).map { $0 + 2 } ?? bytes.count
                return true
            }
        }
        if byte == ASCII.less, markupComments, starts(with: Self.markupCommentOpen, at: index) {
            index = find(Self.markupCommentClose, from: index + 4).map { $0 + 3 } ?? bytes.count
            return true
        }
        return false
    }

    private static let markupCommentOpen = Array("<!--".utf8)
    private static let markupCommentClose = Array("-->".utf8)

    /// Opens or closes a string at a quote (and steps over an escaped byte inside one); true
    /// where the cursor moved.
    private mutating func followQuotes(at byte: UInt8) -> Bool {
        if let open = quote {
            if byte == ASCII.backslash {
                index += 2
                return true
            }
            if byte == open || (byte == ASCII.newline && open != ASCII.backtick) {
                quote = nil
                index += 1
                return true
            }
            return false
        }
        guard byte == ASCII.doubleQuote || byte == ASCII.backtick || (byte == ASCII.singleQuote && kind != .swift) else { return false }
        if kind == .swift, byte == ASCII.backtick { return false }  // an escaped identifier, not a string
        if kind == .swift, byte == ASCII.doubleQuote { readAssetCatalogName(openingAt: index) }
        quote = byte
        index += 1
        return true
    }

    // MARK: Names

    /// Reads the name starting at the cursor, if one does, and moves past it; false where none starts.
    private mutating func readName(at byte: UInt8) -> Bool {
        let previous = index > 0 ? bytes[index - 1] : ASCII.space
        switch byte {
        case ASCII.dash where !classes.isNameByte(previous):
            if index + 1 < bytes.count, bytes[index + 1] == ASCII.dash { return readCustomProperty() }
            return classWords ? readClassWord() : false
        case ASCII.openBrace:
            return readReference()
        case ASCII.at where !classes.isIdentifierByte(previous):
            return readAndroidResource(prefixLength: 1, separator: ASCII.slash)
        case ASCII.bang where classWords && !classes.isNameByte(previous):
            return readClassWord()
        default:
            guard classes.isIdentifierStart(byte), !classes.isIdentifierByte(previous) else { return false }
            if classWords, previous != ASCII.dash { return readClassWord() }
            return readIdentifier(previous: previous)
        }
    }

    /// `--color-primary`: a use unless it is being declared (`--color-primary: …`).
    private mutating func readCustomProperty() -> Bool {
        let start = index
        let end = Bytes.end(of: bytes, from: start + 2, where: classes.isNameByte(_:))
        index = end
        guard let entry = names.customProperties.value(bytes, start, end) else { return true }
        var after = end
        while after < bytes.count, bytes[after] == ASCII.space || bytes[after] == ASCII.tab { after += 1 }
        if after < bytes.count, bytes[after] == ASCII.colon { return true }
        record(entry.token, entry.platform, at: start, written: Bytes.string(bytes, start, end))
        return true
    }

    /// `{color.primary}`.
    private mutating func readReference() -> Bool {
        let start = index
        let end = Bytes.end(of: bytes, from: start + 1) { classes.isNameByte($0) || $0 == ASCII.dot || $0 == ASCII.at || $0 == ASCII.dollar }
        guard end < bytes.count, bytes[end] == ASCII.closeBrace, end > start + 1 else { return false }
        guard let path = names.paths.value(bytes, start + 1, end) else { return false }
        record(path, .dtcg, at: start, written: "{\(path)}")
        index = end + 1
        return true
    }

    /// `@color/primary` (prefix `@`, separator `/`) or `R.color.primary` (prefix `R.`, separator `.`).
    private mutating func readAndroidResource(prefixLength: Int, separator: UInt8) -> Bool {
        let start = index
        let kindStart = start + prefixLength
        let kindEnd = Bytes.end(of: bytes, from: kindStart, where: classes.isIdentifierByte(_:))
        guard kindEnd > kindStart, kindEnd < bytes.count, bytes[kindEnd] == separator else { return false }
        let end = Bytes.end(of: bytes, from: kindEnd + 1, where: classes.isIdentifierByte(_:))
        guard end > kindEnd + 1 else { return false }
        guard let token = names.androidResources.value(bytes, kindStart, end) else { return false }
        record(token, .android, at: start, written: Bytes.string(bytes, start, end))
        index = end
        return true
    }

    /// An identifier, and in Swift and Kotlin the chain of members it starts
    /// (`DesignTokens.Color.primary`, `SwiftUI.Color.Token.primary`, `R.color.primary`).
    private mutating func readIdentifier(previous: UInt8) -> Bool {
        let start = index
        let end = Bytes.end(of: bytes, from: start, where: classes.isIdentifierByte(_:))
        index = end
        // A chain in a string is text, not code (unlike a class name or a custom property there).
        guard end < bytes.count, bytes[end] == ASCII.dot, chains, previous != ASCII.dot, quote == nil else { return true }
        if kind == .kotlin, end == start + 1, bytes[start] == UInt8(ascii: "R") {
            index = start
            if readAndroidResource(prefixLength: 2, separator: ASCII.dot) { return true }
            index = end
        }
        readChain(from: start)
        return true
    }

    /// The longest run of the chain's members that names a token, from the first member that can start one.
    private mutating func readChain(from start: Int) {
        var members: [(start: Int, end: Int)] = []
        var cursor = start
        while cursor < bytes.count, classes.isIdentifierStart(bytes[cursor]) {
            let end = Bytes.end(of: bytes, from: cursor, where: classes.isIdentifierByte(_:))
            members.append((cursor, end))
            guard end + 1 < bytes.count, bytes[end] == ASCII.dot else { break }
            cursor = end + 1
        }
        index = members.last?.end ?? index
        let chains = kind == .swift ? names.swiftChains : names.composeChains
        let platform: TokenUse.Platform = kind == .swift ? .swift : .compose
        for first in members.indices where names.chainHeads.value(bytes, members[first].start, members[first].end) != nil {
            for last in stride(from: members.count - 1, to: first, by: -1) {
                guard let token = chains.value(bytes, members[first].start, members[last].end) else { continue }
                record(token, platform, at: members[first].start, written: Bytes.string(bytes, members[first].start, members[last].end))
                return
            }
        }
    }

    /// A word of a class attribute or `@apply`: `hover:bg-primary/50`, `-mt-space-m`, `!p-m`,
    /// `md:flex`. Its variants may be breakpoints; its utility, less `!`, a leading `-` and an
    /// opacity (`/50`), may be built on a token. Bytes are only made a string for a lookup: most
    /// words of a file are no class at all.
    private mutating func readClassWord() -> Bool {
        let start = index
        var end = start
        var lastColon = -1
        var hasDash = false
        while end < bytes.count, classes.isClassWordByte(bytes[end]) {
            if bytes[end] == ASCII.colon { lastColon = end } else if bytes[end] == ASCII.dash { hasDash = true }
            end += 1
        }
        index = end
        guard end - start > 2, hasDash || lastColon >= 0 else { return true }
        if lastColon >= 0, !names.tailwindVariants.isEmpty { readVariants(from: start, to: lastColon, word: end) }
        var first = lastColon >= 0 ? lastColon + 1 : start
        var last = first
        while last < end, bytes[last] != ASCII.slash { last += 1 }
        while first < last, bytes[first] == ASCII.bang || bytes[first] == ASCII.dash { first += 1 }
        while last > first, bytes[last - 1] == ASCII.bang { last -= 1 }
        guard last - first > 1, let tokens = names.tailwindUtilities.value(bytes, first, last) else { return true }
        let written = Bytes.string(bytes, start, end)
        for token in tokens { record(token, .tailwind, at: start, written: written) }
        return true
    }

    /// The variants of the class word at `start` (up to its last `:`) that are breakpoints (`md:`, `max-md:`).
    private mutating func readVariants(from start: Int, to lastColon: Int, word end: Int) {
        var variantStart = start
        for position in start...lastColon where bytes[position] == ASCII.colon {
            let nameStart = starts(with: Self.max, at: variantStart) || starts(with: Self.min, at: variantStart) ? variantStart + 4 : variantStart
            if let token = names.tailwindVariants.value(bytes, nameStart, position) {
                record(token, .tailwind, at: start, written: Bytes.string(bytes, start, end))
            }
            variantStart = position + 1
        }
    }

    /// `Color("brand-primary")`, `UIColor(named: "brand-primary")`: the string opening at `quote`
    /// names a color set, passed to a color's initializer.
    private mutating func readAssetCatalogName(openingAt quote: Int) {
        guard !names.assetCatalogNames.isEmpty, passedToColor(before: quote) else { return }
        guard let close = find([ASCII.doubleQuote], from: quote + 1, sameLine: true) else { return }
        guard let token = names.assetCatalogNames.value(bytes, quote + 1, close) else { return }
        record(token, .swift, at: quote, written: Bytes.string(bytes, quote, close + 1))
    }

    private func passedToColor(before quote: Int) -> Bool {
        var cursor = quote - 1
        while cursor >= 0, bytes[cursor] == ASCII.space { cursor -= 1 }
        if cursor >= 0, bytes[cursor] == ASCII.colon {
            cursor -= 1
            let start = Bytes.start(of: bytes, before: cursor + 1, where: classes.isIdentifierByte(_:))
            guard cursor + 1 - start == Self.named.count, starts(with: Self.named, at: start) else { return false }
            cursor = start - 1
            while cursor >= 0, bytes[cursor] == ASCII.space { cursor -= 1 }
        }
        guard cursor > 0, bytes[cursor] == ASCII.openParenthesis else { return false }
        let start = Bytes.start(of: bytes, before: cursor, where: classes.isIdentifierByte(_:))
        return cursor - start >= Self.color.count && starts(with: Self.color, at: cursor - Self.color.count)
    }

    private static let named = Array("named".utf8), color = Array("Color".utf8), max = Array("max-".utf8), min = Array("min-".utf8)

    // MARK: Helpers

    private mutating func record(_ token: String, _ platform: TokenUse.Platform, at offset: Int, written: String) {
        let (line, column) = position.lineAndColumn(of: offset, in: bytes)
        found.append(TokenUse(token: token, platform: platform, line: line, column: column, written: written))
    }

    private func starts(with pattern: [UInt8], at offset: Int) -> Bool {
        guard offset + pattern.count <= bytes.count else { return false }
        return pattern.indices.allSatisfy { bytes[offset + $0] == pattern[$0] }
    }

    private func find(_ pattern: [UInt8], from offset: Int, sameLine: Bool = false) -> Int? {
        var cursor = offset
        while cursor + pattern.count <= bytes.count {
            if sameLine, bytes[cursor] == ASCII.newline { return nil }
            if bytes[cursor] == pattern[0], starts(with: pattern, at: cursor) { return cursor }
            cursor += 1
        }
        return nil
    }
}
