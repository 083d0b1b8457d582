/// Plain text laid out for a terminal: prose reflowed to a width, `- ` items with a hanging
/// indent, code kept as written.
package enum TextLayout {
    /// `text` reflowed to `width` columns, each line starting with `indent`. Paragraphs are
    /// separated by blank lines; a line starting with `- ` starts an item; a line indented by
    /// four spaces is code and is kept (under the indent) as it is.
    static func blocks(_ text: String, width: Int, indent: String) -> [String] {
        var lines: [String] = []
        var pending: (words: String, isItem: Bool)?
        func flush() {
            guard let current = pending else { return }
            lines +=
                current.isItem
                ? wrap(String(current.words.dropFirst(2)), width: width, first: indent + "- ", rest: indent + "  ")
                : wrap(current.words, width: width, first: indent, rest: indent)
            pending = nil
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("    ") {
                flush()
                lines.append(indent + "  " + line)
            } else if line.trimmingSpaces().isEmpty {
                flush()
                if lines.last?.isEmpty == false { lines.append("") }
            } else if line.hasPrefix("- ") {
                flush()
                pending = (String(line), true)
            } else if let current = pending {
                pending = (current.words + " " + line.trimmingSpaces(), current.isItem)
            } else {
                pending = (line.trimmingSpaces(), false)
            }
        }
        flush()
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// Words of `text` in lines of at most `width` columns (a longer word gets a line of its
    /// own), the first line starting with `first` and the others with `rest`.
    package static func wrap(_ text: String, width: Int, first: String, rest: String) -> [String] {
        var lines: [String] = []
        var line = first
        var lineIsEmpty = true
        for word in words(text, fitting: width - rest.count) {
            if !lineIsEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = rest
                lineIsEmpty = true
            }
            line += (lineIsEmpty ? "" : " ") + word
            lineIsEmpty = false
        }
        if !lineIsEmpty { lines.append(line) }
        return lines
    }

    /// The words of `text`; code in backticks that fits `width` stays one word, so that a
    /// setting such as `diagnostics: {json-comment: off}` is never cut in two.
    static func words(_ text: String, fitting width: Int) -> [String] {
        var words: [String] = []
        var code: [Substring] = []
        for word in text.split(separator: " ") {
            let opensOrCloses = word.filter { $0 == "`" }.count % 2 == 1
            if code.isEmpty, !opensOrCloses {
                words.append(String(word))
            } else if code.isEmpty {
                code = [word]
            } else {
                code.append(word)
                guard opensOrCloses else { continue }
                let span = code.joined(separator: " ")
                words += span.count <= width ? [span] : code.map(String.init)
                code = []
            }
        }
        return words + code.map(String.init)
    }

    /// `line`, or its start and how long it is when it would not fit `width` columns; a very
    /// long line (a generated title, say) shows what it is without filling the screen.
    static func shortened(_ line: String, width: Int) -> String {
        guard line.count > 2 * width else { return line }
        let shown = max(10, width - 24)
        return "\(line.prefix(shown))… (\(line.count) characters)"
    }
}

extension StringProtocol {
    fileprivate func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
