import Foundation

/// The words of a token path, for platforms whose names are plain ASCII in one case (asset
/// names, Android resources): each segment split as `SwiftIdentifier.words` splits it, letters
/// folded to ASCII (`grün` → `grun`), anything else dropped (`🎨` has no words).
enum PathWords {
    /// `color.text.onLight` → `[["color"], ["text"], ["on", "light"]]`; a group's `$root` token is named like its group.
    static func segments(of path: String) -> [[String]] {
        SwiftTokenNames.segments(of: path).map(words)
    }

    /// One segment's words, lower case.
    static func words(_ segment: String) -> [String] {
        // An ASCII segment, the usual one, folds to itself and splits into words of letters and
        // digits only: lowering their case is all that is left (Foundation's folding and each
        // scalar's properties were most of a system's platform names).
        if segment.isASCII {
            return SwiftIdentifier.words(in: segment).map { $0.lowercased() }
        }
        let folded = segment.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
        return SwiftIdentifier.words(in: folded).map(ascii).filter { !$0.isEmpty }
    }

    /// Whether a segment is one of `phrases`, however it is spelled (`fontSize`, `font-size`, `Font Size`).
    static func segment(_ segment: [String], isOneOf phrases: Set<String>) -> Bool {
        !segment.isEmpty && phrases.contains(segment.joined(separator: "-"))
    }

    private static func ascii(_ word: String) -> String {
        String(
            String.UnicodeScalarView(word.lowercased().unicodeScalars.filter { $0.isASCII && $0.properties.isAlphabetic || ("0"..."9").contains($0) })
        )
    }
}
