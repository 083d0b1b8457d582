import Foundation
import SpecimenDiagnostics
import Testing

@testable import SpecimenPages

/// Pages are read as the standard library reads UTF-8, only faster: the same text from the
/// same bytes, and nil where it finds them not UTF-8.
@Suite("Reading a page's text")
struct SourceFileTests {
    /// Random bytes in the shapes text has: runs of ASCII shorter and longer than the run the
    /// reader cuts at, accented letters, Hangul, emoji, and now and then a stray continuation
    /// byte, a byte UTF-8 never has, an overlong or a sequence cut short (at the end too).
    @Test func readsAsTheStandardLibraryDoes() {
        var generator = SystemRandomNumberGenerator()
        var (valid, invalid) = (0, 0)
        let characters: [[UInt8]] = ["é", "한", "😀", "ß", "\u{301}"].map { Array($0.utf8) }
        let broken: [[UInt8]] = [[0x80], [0xFF], [0xC0, 0xAF], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80]]
        for _ in 0..<3000 {
            var bytes: [UInt8] = []
            let breaks = Int.random(in: 0..<4, using: &generator) == 0
            for _ in 0..<Int.random(in: 0...12, using: &generator) {
                switch Int.random(in: 0..<10, using: &generator) {
                case 0..<4:
                    let length = [Int.random(in: 0...40, using: &generator), Int.random(in: 200...700, using: &generator)].randomElement(
                        using: &generator)!
                    bytes += (0..<length).map { _ in UInt8.random(in: 0x20...0x7E, using: &generator) }
                case 4..<9: bytes += characters.randomElement(using: &generator)!
                default: bytes += breaks ? broken.randomElement(using: &generator)! : [0x0A]
                }
            }
            if breaks, Bool.random(using: &generator) { bytes += [0xF0, 0x9F] }
            let expected = String(validating: bytes, as: UTF8.self)
            let actual = bytes.withUnsafeBufferPointer { UTF8Text.string(validating: $0) }
            #expect(actual == expected, "\(bytes)")
            #expect(actual?.utf8.elementsEqual(bytes) ?? true)
            if expected == nil { invalid += 1 } else { valid += 1 }
        }
        #expect(valid > 1000 && invalid > 300, "\(valid) valid, \(invalid) not")
    }

    /// A page saved with a byte-order mark keeps its front matter, and loses only the mark.
    @Test func aByteOrderMarkIsLeftOut() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-source-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let body = "---\ntitle: Café\n---\n" + String(repeating: "Plain words. ", count: 100) + "Crème brûlée.\n"
        let file = folder.appendingPathComponent("page.md")
        try Data([0xEF, 0xBB, 0xBF] + Array(body.utf8)).write(to: file)
        #expect(try SourceFile.readText(at: file, displayPath: "Content/page.md") == body)
        try Data([0xEF, 0xBB, 0xBF, 0xFF] + Array(body.utf8)).write(to: file)
        #expect(throws: DiagnosticsFailure.self) { try SourceFile.readText(at: file, displayPath: "Content/page.md") }
    }
}
