import Testing

@testable import SpecimenSite

/// A page's term keys kept small give back the keys the page's table made, and the bytes of
/// its long terms, read from any key on.
@Suite("Posted keys")
struct PostedKeysTests {
    @Test func keysOfEveryLengthComeBackFromAnyPosition() {
        let terms = TermNumbersTests.prefixes(of: ["specimenhandbooktokensandcomponents", "디자인시스템의토큰과문서", "การออกแบบระบบ"])
        var table = TermNumbers()
        for term in terms { _ = TermNumbersTests.number(term, in: &table) }
        var posted = PostedKeys()
        var positions: [PostedKeys.Position] = []
        for number in 0..<table.count {
            positions.append(posted.end)
            let key = table.key(number)
            if key.length > 16 {
                table.withBytes(of: number) { posted.append(key, spelling: $0) }
            } else {
                posted.append(key)
            }
        }
        #expect(posted.count == terms.count)
        for start in [0, 1, 8, 17, terms.count / 2, terms.count - 1] {
            var seen: [String] = []
            posted.forEach(from: positions[start], upTo: terms.count) { key, long, index in
                #expect(index == start + seen.count)
                let original = table.key(index)
                #expect((key.first, key.second, key.length) == (original.first, original.second, original.length), "\(terms[index])")
                #expect((long.count > 0) == (key.length > 16))
                seen.append(key.withShortBytes { String(decoding: $0, as: UTF8.self) } ?? String(decoding: long, as: UTF8.self))
            }
            #expect(seen == Array(terms[start...]))
        }
    }
}
