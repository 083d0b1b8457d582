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
    /// Every name of up to four characters from letters of both cases, a digit and separators.
    @Test("ASCII names split as the Unicode path splits them")
    func asciiPathAgreesWithUnicodePath() {
        let alphabet = Array("aZb0-_ .")
        var names = [""]
        for _ in 1...4 { names += names.filter { $0.count == names.last!.count }.flatMap { name in alphabet.map { name + String($0) } } }
        #expect(names.count == 1 + 8 + 64 + 512 + 4_096)
        for name in names {
            #expect(SwiftIdentifier.words(in: name) == SwiftIdentifier.words(in: name + "\u{B7}"), "\(name)")
        }
    }
}
