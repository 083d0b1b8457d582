import Foundation
import Testing

/// A YAML token file whose aliases nest stands for far more than it spells out; it is refused
/// at the member that ran over, quickly and in little memory, through the real binary.
@Suite("YAML alias bombs")
struct YAMLAliasLimitTests {
    /// `levels` anchors of ten aliases each, the last one used by `member`.
    static func bomb(levels: Int, asGroup: Bool) -> String {
        var lines = ["l0: &l0 [" + Array(repeating: "x", count: 10).joined(separator: ", ") + "]"]
        for level in 1..<levels {
            lines.append("l\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ") + "]")
        }
        let last = "*l\(levels - 1)"
        if asGroup {
            // Groups of groups: each level ten groups of the one below, a token at the bottom.
            var group = "{$type: number, t: {$value: 1}}"
            var groupLines: [String] = []
            for level in 0..<levels {
                groupLines.append("g\(level): &g\(level) " + group)
                group = "{" + (0..<10).map { "m\($0): *g\(level)" }.joined(separator: ", ") + "}"
            }
            return groupLines.joined(separator: "\n") + "\ntokens: " + group + "\n"
        }
        return lines.joined(separator: "\n") + "\nfont: {$type: fontFamily, $value: \(last)}\n"
    }

    @Test(arguments: [(6, false), (7, false), (6, true)])
    func aBombIsRefusedWhereItGoesOff(levels: Int, asGroup: Bool) throws {
        let text = Self.bomb(levels: levels, asGroup: asGroup)
        #expect(text.utf8.count < 1_000, "a few hundred bytes")
        let root = try temporaryHandbook(["specimen.yml": "tokens: tokens.yaml\n", "tokens.yaml": text, "Content/index.md": "# Home\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        for command in [["tokens", "check"], ["build"]] {
            let outcome = try SpecimenProcess.run(command, in: root)
            #expect(outcome.status == 1, "\(command)")
            let printed = outcome.standardError + outcome.standardOutput
            #expect(printed.contains("[yaml-alias-limit]"), "\(command): \(printed.prefix(2_000))")
            #expect(printed.components(separatedBy: "[yaml-alias-limit]").count == 2, "said once")
            #expect(!printed.contains("[token-value-invalid]"), "the file is not read in part")
        }
    }

    @Test func aliasesUsedAsAbbreviationsAreRead() throws {
        var text = "font:\n  $type: fontFamily\n  f0: {$value: &stack [Inter, Helvetica, Arial, sans-serif]}\n"
        for index in 1..<500 { text += "  f\(index): {$value: *stack}\n" }
        let root = try temporaryHandbook(["specimen.yml": "tokens: tokens.yaml\n", "tokens.yaml": text, "Content/index.md": "# Home\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try SpecimenProcess.run(["tokens", "list"], in: root)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains("font.f499"))
    }
}
