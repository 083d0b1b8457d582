import Testing

@testable import SpecimenTokens

@Suite("Swift identifiers")
struct SwiftIdentifierTests {
    @Test(
        "names split into words at separators and where lower case meets upper case",
        arguments: [
            ("fooBar", ["foo", "Bar"]), ("HTTPServer", ["HTTPServer"]), ("v2Beta", ["v2", "Beta"]),
            ("on-light_2", ["on", "light", "2"]), ("a--b", ["a", "b"]), ("", []), ("--", []), ("500", ["500"]),
            ("École-normaleSupérieure", ["École", "normale", "Supérieure"]), ("東京-tower", ["東京", "tower"]),
        ])
    func wordsSplit(_ name: String, _ expected: [String]) {
        #expect(SwiftIdentifier.words(in: name) == expected)
    }

    /// The all-ASCII fast path and the Unicode path must agree: a trailing middle dot (not a
    /// letter, not ASCII) sends the same name down the Unicode path without adding a word.
    @Test("ASCII names split as the Unicode path splits them")
    func asciiPathAgreesWithUnicodePath() {
        var generator = SplitMix(seed: 0x5EED)
        let alphabet = Array("aZ09-_. /bYcX$@")
        for _ in 0..<2_000 {
            let name = String((0..<Int(generator.next() % 12)).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            #expect(SwiftIdentifier.words(in: name) == SwiftIdentifier.words(in: name + "\u{B7}"), "\(name)")
        }
    }
}

/// A small seeded generator, so that a failure names a name that fails again.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
