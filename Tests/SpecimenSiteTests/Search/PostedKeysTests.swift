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

    @Test func keysWrittenIntoRoomAreThoseAppended() {
        let terms = TermNumbersTests.prefixes(of: ["specimenhandbooktokensandcomponents", "디자인시스템의토큰과문서", "การออกแบบระบบ", "a"])
        var table = TermNumbers()
        for term in terms { _ = TermNumbersTests.number(term, in: &table) }
        var (appended, appendedPositions) = (PostedKeys(), [PostedKeys.Position]())
        let seconds = (0..<table.count).filter { table.key($0).length > 8 }.count
        var writtenPositions: [PostedKeys.Position] = []
        let written = PostedKeys(count: table.count, seconds: seconds) { writer in
            for number in 0..<table.count {
                (appendedPositions, writtenPositions) = (appendedPositions + [appended.end], writtenPositions + [writer.end])
                let key = table.key(number)
                if key.length > 16 {
                    table.withBytes(of: number) {
                        appended.append(key, spelling: $0)
                        writer.append(key, spelling: $0)
                    }
                } else {
                    appended.append(key)
                    writer.append(key)
                }
            }
        }
        #expect(written.count == appended.count)
        for start in [0, 1, 9, 18, terms.count / 2, terms.count - 1] {
            var (fromWritten, fromAppended) = ([String](), [String]())
            written.forEach(from: writtenPositions[start], upTo: terms.count) { key, long, _ in
                fromWritten.append(key.withShortBytes { String(decoding: $0, as: UTF8.self) } ?? String(decoding: long, as: UTF8.self))
            }
            appended.forEach(from: appendedPositions[start], upTo: terms.count) { key, long, _ in
                fromAppended.append(key.withShortBytes { String(decoding: $0, as: UTF8.self) } ?? String(decoding: long, as: UTF8.self))
            }
            #expect(fromWritten == fromAppended && fromWritten == Array(terms[start...]))
        }
    }
}
