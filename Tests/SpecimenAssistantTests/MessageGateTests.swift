import Foundation
import MCP
import Testing

@testable import SpecimenAssistant

/// The checks every line read passes, and the cutting of input into lines, without a server:
/// the verdicts and codes the CLI tests see through the binary, on many more inputs.
@Suite("Message gate")
struct MessageGateTests {
    static func gate(initialized: Bool = true) -> MessageGate {
        var gate = MessageGate(parameterChecks: [
            ParameterCheck(Initialize.self), ParameterCheck(Ping.self), ParameterCheck(CallTool.self), ParameterCheck(ReadResource.self),
        ])
        if initialized {
            let verdict = gate.check(
                Array(
                    #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#
                        .utf8))
            guard case .request = verdict else { fatalError("initialize refused: \(verdict)") }
        }
        return gate
    }

    static func refusal(_ line: String, initialized: Bool = true) -> ProtocolError? {
        var gate = gate(initialized: initialized)
        if case .refuse(let error) = gate.check(Array(line.utf8)) { return error }
        return nil
    }

    @Test(arguments: [
        (#"{"jsonrpc":"2.0","id":1,"method":"ping""#, -32700),
        (#"{"jsonrpc":"2.0","id":1,"method":"ping"} /* */"#, -32700),
        (#"{"jsonrpc":"2.0","id":1,"method":"ping",}"#, -32700),
        (#"{"jsonrpc":"2.0","id":1,"method":"ping","params":{"a":[1,]}}"#, -32700),
        (#"{"jsonrpc":"2.0","id":01,"method":"ping"}"#, -32700),
        (#"{"jsonrpc":"2.0","id":1,"method":"p\ing"}"#, -32700),
        (#"{"jsonrpc":"2.0","id":1,"method":"ping"} {}"#, -32700),
        (#"nul"#, -32700),
        (#"{"jsonrpc":2.0,"id":1,"method":"ping"}"#, -32600),
        (#"{"jsonrpc":"2.0","id":1.5,"method":"ping"}"#, -32600),
        (#"{"jsonrpc":"2.0","id":true,"method":"ping"}"#, -32600),
        (#"{"jsonrpc":"2.0","id":null,"method":"ping"}"#, -32600),
        (#"{"jsonrpc":"2.0","id":1,"method":"ping","method":"ping"}"#, -32600),
        (#"{"jsonrpc":"2.0","id":1,"method":"ping","error":{}}"#, -32600),
        (#"[1]"#, -32600),
        (#"null"#, -32600),
        (#"{}"#, -32600),
        (#"{"jsonrpc":"2.0","id":1,"method":"ping","params":7}"#, -32602),
        (#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{}}"#, -32602),
        (#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"x","arguments":[1]}}"#, -32602),
        (#"{"jsonrpc":"2.0","id":1,"method":"resources/read","params":{"uri":{}}}"#, -32602),
        (#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}"#, -32602),
    ])
    func refusedWithTheCodeJSONRPCGives(line: String, code: Int) {
        #expect(Self.refusal(line)?.code.rawValue == code, "\(line)")
    }

    @Test func refusalsSayWhatIsWrong() {
        #expect(Self.refusal(#"{"jsonrpc":"2.0","id":1,"id":2,"method":"ping"}"#)?.detail == "duplicate key 'id'")
        #expect(Self.refusal(#"{"jsonrpc":"2.0","id":1,"method":"ping",}"#)?.detail == "trailing comma before '}' is not allowed in JSON")
        #expect(Self.refusal(#"{"jsonrpc":"2.0","id":1.5,"method":"ping"}"#)?.detail == "an id must be a string or an integer; it is 1.5")
        #expect(
            Self.refusal(#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":5}}"#)?.detail == "tools/call: params.name must be a string"
        )
        #expect(Self.refusal(#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{}}"#)?.detail == "tools/call: params.name is missing")
    }

    @Test func theIdIsEchoedWhenItCanBeRead() {
        #expect(Self.refusal(#"{"jsonrpc":"1.0","id":"a","method":"ping"}"#)?.id == .string("a"))
        #expect(Self.refusal(#"{"jsonrpc":"2.0","id":-3,"method":"tools/call","params":"x"}"#)?.id == .integer(-3))
        #expect(Self.refusal(#"{"jsonrpc":"2.0","id":2.5,"method":"ping"}"#)?.id == nil)
        #expect(Self.refusal(#"{"jsonrpc":"2.0","id":[1],"method":7}"#)?.id == nil)
        let response = String(decoding: ProtocolError(.invalidParams, "why", id: .integer(4)).response, as: UTF8.self)
        #expect(response == #"{"error":{"code":-32602,"message":"Invalid params: why"},"id":4,"jsonrpc":"2.0"}"#)
        let anonymous = String(decoding: ProtocolError(.parseError, "x").response, as: UTF8.self)
        #expect(anonymous.contains(#""id":null"#))
    }

    @Test func whatIsHandedOnIsWhatWasChecked() throws {
        var gate = Self.gate()
        let verdict = gate.check(
            Array(#"  {"jsonrpc":"2.0","id":"q","method":"tools/call","params":{"name":"find_tokens","arguments":{"n":1.50}}}"#.utf8))
        guard case .request(let data, let id) = verdict else { Issue.record("\(verdict)"); return }
        #expect(id == .string("q"))
        let request = try JSONDecoder().decode(Request<CallTool>.self, from: data)
        #expect(request.params.name == "find_tokens" && request.id == "q")
        // A byte order mark, which the reader skips, is not handed on.
        let marked = gate.check([0xEF, 0xBB, 0xBF] + Array(#"{"jsonrpc":"2.0","id":2,"method":"ping"}"#.utf8))
        guard case .request(let ping, _) = marked else { Issue.record("\(marked)"); return }
        #expect(try JSONDecoder().decode(Request<Ping>.self, from: ping).id == 2)
        // Notifications pass without an answer; a cancellation names what it cancels.
        guard case .notification(_, nil) = gate.check(Array(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#.utf8)) else {
            Issue.record("notifications/initialized not handed on")
            return
        }
        let cancel = gate.check(Array(#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":7}}"#.utf8))
        guard case .notification(_, let cancelled) = cancel else { Issue.record("\(cancel)"); return }
        #expect(cancelled == .integer(7))
        for ignored in ["", "  \r", #"{"jsonrpc":"2.0","id":1,"result":{}}"#, #"{"jsonrpc":"2.0","method":"x","params":1}"#] {
            guard case .ignore = gate.check(Array(ignored.utf8)) else { Issue.record("not ignored: \(ignored)"); continue }
        }
    }

    @Test func onlyInitializeAndPingComeBeforeInitialize() {
        #expect(Self.refusal(#"{"jsonrpc":"2.0","id":1,"method":"tools/list"}"#, initialized: false)?.detail.contains("initialize") == true)
        #expect(Self.refusal(#"{"jsonrpc":"2.0","id":1,"method":"no/such"}"#, initialized: false)?.code == .invalidRequest)
        #expect(Self.refusal(#"{"jsonrpc":"2.0","id":1,"method":"ping"}"#, initialized: false) == nil)
        #expect(Self.refusal(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#, initialized: false) == nil)
        #expect(Self.refusal(#"{"jsonrpc":"2.0","id":1,"method":"tools/list"}"#) == nil)
        #expect(Self.refusal(#"{"jsonrpc":"2.0","id":1,"method":"no/such"}"#) == nil, "handed on: the server answers -32601")
    }

    @Test func nestingIsCountedOutsideStringsOnly() {
        let limit = MessageGate.depthLimit
        func nested(_ levels: Int, inside string: Bool = false) -> [UInt8] {
            let brackets = String(repeating: "[", count: levels) + String(repeating: "]", count: levels)
            return Array((string ? "\"\(brackets)\\\"\"" : brackets).utf8)
        }
        #expect(MessageGate.scanProblem(nested(limit)) == nil)
        #expect(MessageGate.scanProblem(nested(limit + 1))?.code == .invalidRequest)
        #expect(MessageGate.scanProblem(nested(1_000_000, inside: true)) == nil)
        #expect(MessageGate.scanProblem(Array(#"{"a":"\\"}"#.utf8)) == nil, "an escaped backslash ends before the quote")
        #expect(MessageGate.scanProblem(Array(#"{"a":"/"}"#.utf8)) == nil)
        #expect(MessageGate.scanProblem(Array(#"{"a":1}//"#.utf8))?.code == .parseError)
    }

    @Test func valuesAreCountedOutsideStringsOnly() {
        let limit = MessageGate.valueLimit
        func list(_ items: Int) -> [UInt8] { Array(("[" + Array(repeating: "{}", count: items).joined(separator: ",") + "]").utf8) }
        // The list's items, each an object: the items, and each empty object once more.
        #expect(MessageGate.scanProblem(list(limit / 2 - 1)) == nil)
        #expect(MessageGate.scanProblem(list(limit / 2 + 1))?.detail.contains("more than \(limit) values") == true)
        #expect(MessageGate.scanProblem(Array(("[\"" + String(repeating: ",", count: limit * 2) + "\"]").utf8)) == nil)
        #expect(MessageGate.scanProblem(Array(#"{"a":1,"b":[1,2],"c":{}}"#.utf8)) == nil)
    }

    // MARK: Lines

    static func split(_ chunks: [String], limit: Int) -> [LineSplitter.Event] {
        var splitter = LineSplitter(limit: limit)
        var events: [LineSplitter.Event] = []
        for chunk in chunks {
            events += Array(chunk.utf8).withUnsafeBytes { splitter.feed($0) }
        }
        return events + splitter.finish()
    }

    static func line(_ text: String) -> LineSplitter.Event { .line(Array(text.utf8)) }

    @Test func linesArriveWhateverTheChunks() {
        let text = "ab\ncde\n\nf"
        let whole = Self.split([text], limit: 10)
        #expect(whole == [Self.line("ab"), Self.line("cde"), Self.line(""), Self.line("f")])
        for cut in 0...text.count {
            let index = text.index(text.startIndex, offsetBy: cut)
            #expect(Self.split([String(text[..<index]), String(text[index...])], limit: 10) == whole, "cut at \(cut)")
        }
        #expect(Self.split(text.map { String($0) }, limit: 10) == whole)
    }

    @Test func aLongLineIsReportedOnceAndSkippedToItsEnd() {
        #expect(Self.split(["12345\n123456\nok\n"], limit: 5) == [Self.line("12345"), .overlong, Self.line("ok")])
        #expect(Self.split(["123", "456", "789", "\nok"], limit: 5) == [.overlong, Self.line("ok")])
        #expect(Self.split(["123456"], limit: 5) == [.overlong], "input ending inside a long line")
        let many = Array(repeating: String(repeating: "x", count: 1000), count: 1000)
        #expect(Self.split(many + ["\nend"], limit: 4096) == [.overlong, Self.line("end")])
    }
}
