import Testing

@testable import SpecimenPages

@Suite("Token references found in text")
struct TokenReferenceScannerTests {
    /// ASCII text is scanned by its bytes and other text by its Characters: the two must find
    /// the same references at the same Character offsets. A text with one accented letter at its
    /// end goes the Characters' way, the same text without it the bytes'.
    @Test func asciiTextIsScannedAsItsCharactersAre() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["{", "}", ".", "color", "x", "$root", "1-2", "_a", " ", "-", "{color.red}", "{a.b.c}", "{x}", "..", "é"]
        let isToken = { (path: String) in path == "x" || path == "color" }
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let asScanned = TokenReferenceScanner.matches(in: text, isToken: isToken)
            #expect(asScanned == Self.characterMatches(in: text, isToken: isToken), "\(text)")
            let widened = TokenReferenceScanner.matches(in: text + " é", isToken: isToken)
            #expect(widened == asScanned, "\(text)")
            for match in asScanned {
                #expect(ScannedText(text)[match.range] == "{\(match.path)}")
            }
        }
    }

    @Test func offsetsCountCharactersBeyondASCII() {
        let text = "Grün {color.red} and 👩‍👩‍👧 {space.m}"
        let matches = TokenReferenceScanner.matches(in: text) { _ in false }
        #expect(matches.map(\.path) == ["color.red", "space.m"])
        #expect(matches.map(\.range) == [5..<16, 23..<32])
        let scanned = ScannedText(text)
        #expect(scanned.count == text.count)
        #expect(matches.map { scanned[$0.range] } == ["{color.red}", "{space.m}"])
        #expect(scanned[0..<5] == "Grün ")
    }

    @Test func aPathIsDottedNamesOfLettersDigitsAndDashes() {
        for path in ["color.red", "space.$root", "size.1-2", "a_b.c", "Grün.blau", "颜色.红"] {
            #expect(TokenReferenceScanner.looksLikePath(path), "\(path)")
        }
        for path in ["color", "color.", ".red", "a..b", "a.b c", "a.b!", "a.{b}", "a.b/c", "a.@b", "a.[b]", "a.`b`"] {
            #expect(!TokenReferenceScanner.looksLikePath(path), "\(path)")
        }
    }

    /// The scan as it was, Character by Character, for comparison.
    static func characterMatches(in text: String, isToken: (String) -> Bool) -> [TokenReferenceScanner.Match] {
        let characters = Array(text)
        var result: [TokenReferenceScanner.Match] = []
        var index = 0
        while index < characters.count {
            guard characters[index] == "{" else {
                index += 1
                continue
            }
            guard let close = characters[(index + 1)...].firstIndex(where: { $0 == "{" || $0 == "}" }) else { break }
            guard characters[close] == "}" else {
                index = close
                continue
            }
            let inner = String(characters[(index + 1)..<close])
            let segments = inner.split(separator: ".", omittingEmptySubsequences: false)
            let looksLikePath =
                segments.count >= 2
                && segments.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "$" } }
            if looksLikePath || isToken(inner) {
                result.append(.init(path: inner, range: index..<(close + 1)))
                index = close + 1
            } else {
                index += 1
            }
        }
        return result
    }
}
