/// Reads the front matter most pages have — `key: value` lines of plain words, whole numbers
/// and true/false — without a YAML parser, which costs more than rendering the page. Anything
/// else (quotes, lists, multi-line values, comments after values, other YAML) returns nil, and
/// the caller uses Yams, so that results and errors never differ from a full YAML read.
enum SimpleFrontMatter {
    static func parse(_ lines: ArraySlice<Substring>) -> FrontMatter? {
        var result = FrontMatter()
        // The keys met, compared by their bytes (a key is ASCII): a set of substrings hashed
        // each by its characters cost more than the rest of the read.
        var seen: [Substring] = []
        for line in lines {
            if line.utf8.allSatisfy({ $0 == UInt8(ascii: " ") }) { continue }
            guard let colon = line.utf8.firstIndex(of: UInt8(ascii: ":")) else { return nil }
            let key = line[..<colon]
            guard let first = key.utf8.first, isKeyStart(first), key.utf8.allSatisfy(isKeyByte),
                !seen.contains(where: { $0.utf8.elementsEqual(key.utf8) })
            else { return nil }
            seen.append(key)
            let afterColon = line[line.index(after: colon)...]
            guard afterColon.first == " " else { return nil }
            let value = afterColon.drop { $0 == " " }
            guard isPlain(value) else { return nil }
            // A small string of the key's bytes, compared as such with each name.
            switch String(key) {
            case "title": result.title = String(value)
            case "description": result.description = String(value)
            case "order":
                guard let number = Int(value), value.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "-") }) else { return nil }
                result.order = number
            case "translatedFrom": result.translatedFrom = String(value)
            case "status", "figma", "storybook", "source":
                // A value the field does not take is reported by the full read, at its place.
                guard ComponentMetadata.problem(field: String(key), value: String(value)) == nil else { return nil }
                result.component.take(field: String(key), value: String(value))
            case "draft":
                switch value {
                case "true": result.draft = true
                case "false": result.draft = false
                default: return nil
                }
            default:
                break
            }
        }
        return result
    }

    /// An ASCII letter or `_`: a key starts with one (checked as bytes, once per line of every page).
    private static func isKeyStart(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || byte == UInt8(ascii: "_")
    }

    private static func isKeyByte(_ byte: UInt8) -> Bool {
        isKeyStart(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
    }

    /// A plain YAML scalar that means exactly its text: no indicator first, no `: ` or ` #`
    /// inside, no trailing space or colon, no tabs.
    private static func isPlain(_ value: Substring) -> Bool {
        guard let first = value.utf8.first, let last = value.last else { return false }
        // An indicator's byte first (a combining mark after it is left to Yams too): matching
        // Characters against a list of them was most of this check's time.
        if Self.indicators.contains(first) { return false }
        if last == " " || last == ":" { return false }
        // Byte checks, on the bytes in place: Foundation's substring search, then the
        // substring's own byte view, cost more than the rest of the read.
        guard value.utf8.withContiguousStorageIfAvailable(isClear) ?? isClear(value.utf8) else { return false }
        // Words YAML reads as null, booleans or numbers are left to Yams (they are rare in titles).
        return value.utf8.count > 5 || !Self.reservedWords.contains(value)
    }

    /// Whether `bytes` hold no tab, no `: ` and no ` #`.
    private static func isClear(_ bytes: some Sequence<UInt8>) -> Bool {
        var previous: UInt8 = 0
        for byte in bytes {
            if byte == UInt8(ascii: "\t") || (previous == UInt8(ascii: ":") && byte == UInt8(ascii: " "))
                || (previous == UInt8(ascii: " ") && byte == UInt8(ascii: "#"))
            {
                return false
            }
            previous = byte
        }
        return true
    }

    private static let indicators = Set("-?:,[]{}#&*!|>'\"%@`~".utf8)
    private static let reservedWords: [Substring] = ["null", "Null", "NULL", "yes", "no", "on", "off", "Yes", "No", "True", "False", "TRUE", "FALSE"]
}
