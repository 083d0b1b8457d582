import Testing

@testable import SpecimenSite

/// Terms ordered as JavaScript compares strings (UTF-16 units, a shorter term before the longer
/// ones it starts), whether their first four units tell them apart or not.
@Suite("Term units")
struct TermUnitsTests {
    /// Terms of several scripts and lengths that share long beginnings: the same first four
    /// units with different endings, terms that are the start of others, and characters outside
    /// the Basic Multilingual Plane (two units each, a surrogate first).
    static func terms(count: Int, seed: UInt64) -> [String] {
        let beginnings = ["", "colo", "color", "색상표", "색상", "ระบบ", "𝒜𝒜", "𝒜", "ﬀ", "a", "ab", "abcd", "abcde", "zzzz"]
        let letters = Array("aez09색상ระ𝒜ﬀéжΩ")
        var generator = SeededGenerator(seed: seed)
        var terms: Set<String> = []
        while terms.count < count {
            let beginning = beginnings.randomElement(using: &generator)!
            let length = Int.random(in: 0...6, using: &generator)
            let term = beginning + String((0..<length).map { _ in letters.randomElement(using: &generator)! })
            if !term.isEmpty { terms.insert(term) }
        }
        return terms.shuffled(using: &generator)
    }

    static func javaScriptOrder(_ terms: [String]) -> [String] {
        terms.sorted { $0.utf16.lexicographicallyPrecedes($1.utf16) }
    }

    static func units(of terms: [String]) -> TermUnits {
        var units = TermUnits()
        units.reserve(terms.count)
        for term in terms {
            var term = term
            term.withUTF8 { units.append(utf8: $0) }
        }
        units.orderAll()
        return units
    }

    @Test(arguments: [1, 2, 3])
    func oneShardsTermsAreInJavaScriptsOrder(seed: UInt64) {
        let terms = Self.terms(count: 2_000, seed: seed)
        let units = Self.units(of: terms)
        #expect(units.order.map { terms[Int($0)] } == Self.javaScriptOrder(terms))
    }

    @Test func shardsMergedAreInJavaScriptsOrder() {
        let terms = Self.terms(count: 3_000, seed: 7)
        let shards = stride(from: 0, to: terms.count, by: 700).map { Array(terms[$0..<min($0 + 700, terms.count)]) }
        let places = TermUnits.ordered(shards.map(Self.units))
        #expect(places.map { shards[Int($0.shard)][Int($0.number)] } == Self.javaScriptOrder(terms))
    }

    @Test func aKeyHoldsTheFirstFourUnitsFirstHighest() {
        #expect(Array("ab".utf16).withUnsafeBufferPointer(TermUnits.key(of:)) == 0x0061_0062_0000_0000)
        #expect(Array("abcde".utf16).withUnsafeBufferPointer(TermUnits.key(of:)) == 0x0061_0062_0063_0064)
        #expect(Array("𝒜".utf16).withUnsafeBufferPointer(TermUnits.key(of:)) == 0xD835_DC9C_0000_0000)
    }
}
