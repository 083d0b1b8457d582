import SpecimenDiagnostics
import Testing

@testable import SpecimenTokens

@Suite("JSON reader with positions")
struct JSONReaderTests {
    @Test func keepsTheLineAndColumnOfEveryKeyAndValue() throws {
        let text = """
            {
              "color": {
                "brand": { "$value": "#ff0000", "$type": "color" },
                "list": [1, 2.50, -3e2, true, null]
              },
              "é": "ü"
            }
            """
        let root = try JSONReader.parse(text, file: "t.json").root
        let color = try #require(root.object?.member("color"))
        #expect(color.keyPosition == JSONPosition(line: 2, column: 3))
        #expect(color.value.position == JSONPosition(line: 2, column: 12))
        let brand = try #require(color.value.object?["brand"]?.object)
        #expect(brand.member("$type")?.value.position == JSONPosition(line: 3, column: 46))
        #expect(brand["$value"]?.string == "#ff0000")
        let list = try #require(color.value.object?["list"]?.array)
        #expect(list.map(\.position.column) == [14, 17, 23, 29, 35])
        #expect(list[1].value == .number(2.5, literal: "2.50"))
        #expect(list[2].number == -300)
        #expect(root.object?.member("é")?.value.position == JSONPosition(line: 6, column: 8))
    }

    @Test func decodesEscapesAndSurrogatePairs() throws {
        let root = try JSONReader.parse(#"["a\"b\\c\/d\n\t\u00e9\ud83d\ude00"]"#, file: "t.json").root
        #expect(root.array?.first?.string == "a\"b\\c/d\n\té😀")
    }

    @Test func commentsAndTrailingCommasAreAcceptedWithWarnings() throws {
        let text = "{\n  // a comment\n  \"a\": [1, 2,],\n  /* block\n  comment */ \"b\": 2,\n}\n"
        let result = try JSONReader.parse(text, file: "t.jsonc")
        #expect(result.root.object?["b"]?.number == 2)
        #expect(result.root.object?.member("b")?.keyPosition == JSONPosition(line: 5, column: 14))
        #expect(
            result.warnings.map(\.formatted) == [
                "t.jsonc:2:3: warning: comments are not part of JSON; tools other than Specimen may reject this file [json-comment]",
                "t.jsonc:3:13: warning: trailing comma before ']' is not allowed in JSON [json-trailing-comma]",
                "t.jsonc:5:20: warning: trailing comma before '}' is not allowed in JSON [json-trailing-comma]",
            ])
    }

    @Test func duplicateKeysWarnAndTheLastWins() throws {
        let result = try JSONReader.parse("{\"a\": 1, \"a\": 2}", file: "t.json")
        #expect(result.root.object?["a"]?.number == 2)
        #expect(result.warnings.map(\.code) == ["json-duplicate-key"])
    }

    @Test(
        "syntax errors are located",
        arguments: [
            ("{\"a\": 1,\n \"b\" 2}", "t.json:2:6: error: invalid JSON: expected ':' after property name 'b' [json-syntax]"),
            ("{\"a\": tru}", "t.json:1:7: error: invalid JSON: unexpected character 't'; expected a value [json-syntax]"),
            ("[1, 2", "t.json:1:6: error: invalid JSON: unexpected end of file inside an array; expected ',' or ']' [json-syntax]"),
            ("{\"a\": \"open\n}", "t.json:1:12: error: invalid JSON: unterminated string: line break inside a string [json-syntax]"),
            ("{\"a\": 01}", "t.json:1:8: error: invalid JSON: invalid number: leading zeros are not allowed [json-syntax]"),
            ("{'a': 1}", "t.json:1:2: error: invalid JSON: expected a property name in double quotes [json-syntax]"),
            ("{} {}", "t.json:1:4: error: invalid JSON: unexpected content after the JSON value [json-syntax]"),
            ("", "t.json:1:1: error: invalid JSON: unexpected end of file; expected a value [json-syntax]"),
            ("[\"\\x\"]", "t.json:1:3: error: invalid JSON: invalid escape '\\x' [json-syntax]"),
            ("/* never closed", "t.json:1:1: error: invalid JSON: unterminated /* comment [json-syntax]"),
        ])
    func syntaxErrors(text: String, expected: String) {
        #expect(throws: DiagnosticsFailure.self) { try JSONReader.parse(text, file: "t.json") }
        do {
            _ = try JSONReader.parse(text, file: "t.json")
        } catch {
            #expect(error.diagnostics.map(\.formatted) == [expected])
        }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let text = String(repeating: "[", count: 100_000)
        #expect(throws: DiagnosticsFailure.self) { try JSONReader.parse(text, file: "deep.json") }
    }
}

@Suite("JSON reader on minified files")
struct MinifiedJSONTests {
    @Test func columnsOnOneLongLineAreExact() throws {
        var text = "{"
        for index in 0..<2000 { text += "\"ké\(index)\":{\"$value\":\(index)}," }
        text += "\"last\":{\"$value\":\"é\"}}"
        let root = try JSONReader.parse(text, file: "min.json").root
        let members = try #require(root.object?.members)
        #expect(members.count == 2001)
        // Each member before the last is "kéN":{"$value":N}, — count characters, not bytes.
        var column = 2
        for (index, member) in members.prefix(2000).enumerated() {
            #expect(member.keyPosition == JSONPosition(line: 1, column: column))
            column += "\"ké\(index)\":{\"$value\":\(index)},".count
        }
        #expect(members.last?.keyPosition == JSONPosition(line: 1, column: column))
    }
}
