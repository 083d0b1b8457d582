import Foundation
import Testing

/// Reproducers of what a hostile or broken client did to `specimen mcp`, each through the real
/// binary over pipes with its input made here: a line of 50 MB (read in linear time, answered
/// with an error at the limit, the next request answered), JSON nested past the limit, ids
/// JSON-RPC or the SDK cannot take, requests before `initialize`, every JSON-RPC error code as
/// the specification gives it, and colors with absurd numbers.
@Suite("specimen mcp, hardened", .serialized)
struct MCPHardeningTests {
    /// `MessageGate`'s limits, as the README gives them.
    static let lineLimit = 1_048_576
    static let depthLimit = 32
    static let valueLimit = 10_000

    static func withSession<T>(initialized: Bool = true, _ body: (MCPSession) throws -> T) throws -> T {
        let root = try MCPHandbooks.sample()
        defer { try? FileManager.default.removeItem(at: root) }
        let session = try MCPSession(in: root)
        if initialized { try session.initialize() }
        let result = try body(session)
        // Whatever was refused, the server ends as soon as its input does.
        #expect(try session.finish(timeout: 60) == 0)
        return result
    }

    /// The answer to the next line sent: its error code and its id (NSNull when null).
    static func error(_ message: [String: Any]) -> (code: Int?, id: Any?, message: String) {
        let error = message["error"] as? [String: Any]
        return (error?["code"] as? Int, message["id"], error?["message"] as? String ?? "")
    }

    /// Sends `line` (a newline added) and returns the next message the server writes.
    static func answer(to line: String, in session: MCPSession) throws -> [String: Any] {
        try session.send(raw: Data((line + "\n").utf8))
        return try session.nextMessage()
    }

    /// A ping with `padding` bytes of `_meta`, written to be exactly `length` bytes long.
    static func ping(id: Int, length: Int) -> Data {
        let head = #"{"jsonrpc":"2.0","id":\#(id),"method":"ping","params":{"_meta":{"padding":""#
        let tail = #""}}}"#
        var data = Data(head.utf8)
        data.append(Data(repeating: UInt8(ascii: "a"), count: length - head.utf8.count - tail.utf8.count))
        data.append(Data(tail.utf8))
        return data
    }

    // MARK: Long lines and deep nesting

    /// A 50 MB line took minutes (the SDK searched its whole buffer for a newline after every
    /// 4 KB read) and held up every other request. Now it is answered when it passes the limit,
    /// the rest of it is skipped, and the next request is answered.
    @Test func aFiftyMegabyteLineIsRefusedAndTheNextRequestAnswered() throws {
        try Self.withSession { session in
            var line = Self.ping(id: 1, length: 50 << 20)
            line.append(UInt8(ascii: "\n"))
            try session.send(raw: line)
            let refused = Self.error(try session.nextMessage())
            #expect(refused.code == -32600 && refused.id is NSNull, "\(refused)")
            #expect(refused.message.contains("longer than \(Self.lineLimit) bytes"), "\(refused.message)")
            #expect(try session.request("ping")["result"] != nil, "the next request is answered")
            // A line of exactly the limit is read; one byte more is not.
            var atLimit = Self.ping(id: 2, length: Self.lineLimit)
            atLimit.append(UInt8(ascii: "\n"))
            try session.send(raw: atLimit)
            let accepted = try session.nextMessage()
            #expect(accepted["id"] as? Int == 2 && accepted["result"] != nil, "\(accepted)")
            var over = Self.ping(id: 3, length: Self.lineLimit + 1)
            over.append(UInt8(ascii: "\n"))
            try session.send(raw: over)
            #expect(Self.error(try session.nextMessage()).code == -32600)
            #expect(try session.request("ping")["result"] != nil)
        }
    }

    /// The input ending in the middle of an overlong line, and a last line without a newline.
    @Test func inputEndingInsideALineIsHandled() throws {
        let root = try MCPHandbooks.sample()
        defer { try? FileManager.default.removeItem(at: root) }
        let session = try MCPSession(in: root)
        try session.initialize()
        try session.send(raw: Data(#"{"jsonrpc":"2.0","id":"last","method":"ping"}"#.utf8))
        #expect(try session.finish() == 0)
        #expect(session.lines.contains { $0.contains(#""id":"last""#) && $0.contains("result") })
        try Self.withSession { session in
            try session.send(raw: Self.ping(id: 1, length: 3 << 20))
            #expect(Self.error(try session.nextMessage()).code == -32600)
        }
    }

    /// JSON nested 500 deep cost seconds of CPU for 2.5 KB; 100,000 deep is a stack's worth.
    /// Both are refused before anything is parsed; the limit itself is read.
    @Test(arguments: [500, 100_000])
    func deepNestingIsRefusedUnparsed(depth: Int) throws {
        try Self.withSession { session in
            let deep = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            let answer = try Self.answer(to: #"{"jsonrpc":"2.0","id":1,"method":"ping","params":{"_meta":{"x":\#(deep)}}}"#, in: session)
            let refused = Self.error(answer)
            #expect(refused.code == -32600 && refused.id is NSNull, "\(answer)")
            #expect(refused.message.contains("deeper than \(Self.depthLimit) levels"), "\(refused.message)")
            #expect(try session.request("ping")["result"] != nil)
            // The message, params and _meta are three levels: the arrays inside make the rest.
            for (arrays, code) in [(Self.depthLimit - 3, nil), (Self.depthLimit - 2, -32600)] as [(Int, Int?)] {
                let nested = String(repeating: "[", count: arrays) + String(repeating: "]", count: arrays)
                let reply = try Self.answer(to: #"{"jsonrpc":"2.0","id":2,"method":"ping","params":{"_meta":{"x":\#(nested)}}}"#, in: session)
                #expect(Self.error(reply).code == code, "\(arrays) arrays: \(reply)")
            }
        }
    }

    /// Each value costs the SDK in proportion to its depth: many values near the depth limit
    /// would cost minutes in a message well under the line limit.
    @Test func manyValuesAreRefusedUnparsed() throws {
        try Self.withSession { session in
            let nest = String(repeating: "[", count: Self.depthLimit - 4) + String(repeating: "]", count: Self.depthLimit - 4)
            let many = Array(repeating: nest, count: 2_000).joined(separator: ",")
            let answer = try Self.answer(to: #"{"jsonrpc":"2.0","id":1,"method":"ping","params":{"_meta":{"x":[\#(many)]}}}"#, in: session)
            #expect(Self.error(answer).code == -32600 && Self.error(answer).id is NSNull, "\(answer)")
            #expect(Self.error(answer).message.contains("more than \(Self.valueLimit) values"), "\(answer)")
            // The message's four members, params' one, _meta's one and x's items: the limit.
            for (items, code) in [(Self.valueLimit - 6, nil), (Self.valueLimit - 5, -32600)] as [(Int, Int?)] {
                let list = Array(repeating: "0", count: items).joined(separator: ",")
                let reply = try Self.answer(to: #"{"jsonrpc":"2.0","id":2,"method":"ping","params":{"_meta":{"x":[\#(list)]}}}"#, in: session)
                #expect(Self.error(reply).code == code, "\(items) items: \(reply)")
            }
        }
    }

    // MARK: Ids

    /// An id the SDK could not read (1.5, true) was answered with a made-up id and kept the
    /// server waiting 120 s for an answer after its input ended; null was answered as "".
    @Test func idsThatAreNotStringsOrIntegersAreRefusedAtOnce() throws {
        try Self.withSession { session in
            for id in ["1.5", "true", "null", "{}", "[1]", "1e3", "-2.0", "123456789012345678901234567890"] {
                let answer = try Self.answer(to: #"{"jsonrpc":"2.0","id":\#(id),"method":"ping"}"#, in: session)
                let refused = Self.error(answer)
                #expect(refused.code == -32600 && refused.id is NSNull, "id \(id): \(answer)")
                #expect(refused.message.contains("an id must be a string or an integer"), "\(refused.message)")
            }
            for id in ["0", "-7", "9007199254740993", #""""#, #""a b""#] {
                let answer = try Self.answer(to: #"{"jsonrpc":"2.0","id":\#(id),"method":"ping"}"#, in: session)
                #expect(answer["result"] != nil, "id \(id): \(answer)")
            }
        }
    }

    // MARK: JSON-RPC errors

    /// Each code as JSON-RPC 2.0 says: -32700 only for text that is not JSON, -32600 for JSON
    /// that is no request (the id echoed when it could be read), -32601 for an unknown method,
    /// -32602 for parameters the method cannot take.
    @Test func errorsCarryTheCodesJSONRPCGives() throws {
        try Self.withSession { session in
            let cases: [(line: String, code: Int, id: Int?)] = [
                (#"{"jsonrpc":"2.0","id":1,"method":"ping""#, -32700, nil),
                (#"{"jsonrpc":"2.0","id":1,"method":"ping"} // a comment"#, -32700, nil),
                (#"{"jsonrpc":"2.0","id":1,"method":"ping",}"#, -32700, nil),
                (#"{'jsonrpc':'2.0'}"#, -32700, nil),
                (#"{"jsonrpc":"1.0","id":2,"method":"ping"}"#, -32600, 2),
                (#"{"id":3,"method":"ping"}"#, -32600, 3),
                (#"{"jsonrpc":"2.0","id":4}"#, -32600, 4),
                (#"{"jsonrpc":"2.0","id":5,"method":7}"#, -32600, 5),
                (#"{"jsonrpc":"2.0","method":7}"#, -32600, nil),
                (#"{"jsonrpc":"2.0","id":6,"id":7,"method":"ping"}"#, -32600, nil),
                (#"{"jsonrpc":"2.0","id":8,"method":"ping","result":{}}"#, -32600, 8),
                (#"[]"#, -32600, nil),
                (#"[{"jsonrpc":"2.0","id":9,"method":"ping"}]"#, -32600, nil),
                (#""ping""#, -32600, nil),
                (#"42"#, -32600, nil),
                (#"{"jsonrpc":"2.0","id":10,"method":"no/such/method"}"#, -32601, 10),
                (#"{"jsonrpc":"2.0","id":11,"method":"tools/call","params":"find_tokens"}"#, -32602, 11),
                (#"{"jsonrpc":"2.0","id":12,"method":"tools/call","params":null}"#, -32602, 12),
                (#"{"jsonrpc":"2.0","id":13,"method":"tools/call"}"#, -32602, 13),
                (#"{"jsonrpc":"2.0","id":14,"method":"tools/call","params":{"name":5}}"#, -32602, 14),
                (#"{"jsonrpc":"2.0","id":15,"method":"tools/call","params":{"name":"find_tokens","arguments":"primary"}}"#, -32602, 15),
                (#"{"jsonrpc":"2.0","id":16,"method":"tools/call","params":["find_tokens"]}"#, -32602, 16),
                (#"{"jsonrpc":"2.0","id":17,"method":"resources/read","params":{}}"#, -32602, 17),
                (#"{"jsonrpc":"2.0","id":18,"method":"tools/call","params":{"name":"no_such_tool"}}"#, -32602, 18),
            ]
            for (line, code, id) in cases {
                let answer = try Self.answer(to: line, in: session)
                let error = Self.error(answer)
                #expect(error.code == code, "\(line) → \(answer)")
                if let id { #expect(error.id as? Int == id, "\(line) → \(answer)") } else { #expect(error.id is NSNull, "\(line) → \(answer)") }
            }
            // Bytes that are not UTF-8 are not JSON.
            try session.send(raw: Data([UInt8(ascii: "\""), 0xFF, 0xFE, UInt8(ascii: "\""), UInt8(ascii: "\n")]))
            #expect(Self.error(try session.nextMessage()).code == -32700)
            // A notification is never answered, even a malformed one, nor is a blank line or a
            // response: the next message is the ping's.
            try session.send(raw: Data("\n   \n".utf8))
            try session.send(["jsonrpc": "2.0", "method": "notifications/no-such-thing"])
            try session.send(["jsonrpc": "2.0", "method": "notifications/cancelled", "params": "x"])
            try session.send(["jsonrpc": "2.0", "id": 99, "result": [:] as [String: Any]])
            let next = try Self.answer(to: #"{"jsonrpc":"2.0","id":"after","method":"ping"}"#, in: session)
            #expect(next["id"] as? String == "after" && next["result"] != nil, "nothing else was answered: \(next)")
        }
    }

    // MARK: The lifecycle

    /// Requests before `initialize` were answered; now only `ping` is, until `initialize`.
    @Test func initializeComesFirst() throws {
        try Self.withSession(initialized: false) { session in
            let early = try session.request("tools/list")
            #expect(Self.error(early).code == -32600 && Self.error(early).message.contains("initialize"), "\(early)")
            #expect(Self.error(try session.request("tools/call", ["name": "find_tokens", "arguments": [:] as [String: Any]])).code == -32600)
            #expect(try session.request("ping")["result"] != nil)
            // initialize with parameters it cannot take does not count.
            #expect(Self.error(try session.request("initialize", ["protocolVersion": 2025])).code == -32602)
            #expect(Self.error(try session.request("tools/list")).code == -32600)
            try session.initialize()
            #expect(try session.request("tools/list")["result"] != nil)
        }
    }

    /// A script may send `initialize` and its requests at once, without waiting for answers.
    @Test func requestsRightBehindInitializeAreAnswered() throws {
        try Self.withSession(initialized: false) { session in
            let initialize =
                #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#
            let list = #"{"jsonrpc":"2.0","id":2,"method":"tools/list"}"#
            try session.send(raw: Data((initialize + "\n" + list + "\n").utf8))
            var answers: [Int: [String: Any]] = [:]
            while answers.count < 2 {
                let message = try session.nextMessage()
                if let id = message["id"] as? Int { answers[id] = message }
            }
            #expect(answers[1]?["result"] != nil && answers[2]?["result"] != nil, "\(answers)")
        }
    }

    /// What a client sends is echoed on standard error with `--verbose`: escaped, so that it
    /// cannot retitle or clear the terminal of whoever watches the server.
    @Test func echoedTextShowsControlCharactersEscaped() throws {
        let root = try MCPHandbooks.sample()
        defer { try? FileManager.default.removeItem(at: root) }
        let session = try MCPSession(in: root, arguments: ["--verbose"])
        try session.initialize()
        let escape = "\u{1B}]0;owned\u{07}\u{1B}[2J"
        _ = try session.callTool("get_token", ["path": escape])
        _ = try Self.answer(to: #"{"jsonrpc":"2.0","id":1,"method":"\u001B[2J"}"#, in: session)
        #expect(try session.finish() == 0)
        #expect(session.standardError.contains(#"\u001B]0;owned\u0007\u001B[2J"#), "\(session.standardError)")
        #expect(!session.standardError.contains("\u{1B}") && !session.standardError.contains("\u{07}"))
    }

    // MARK: Tools

    /// `oklch(50% 1e308 0)` was an internal error (its conversions overflowed to infinities).
    @Test func colorsWithAbsurdNumbersAreTheToolsOwnError() throws {
        try Self.withSession { session in
            for color in ["oklch(50% 1e308 0)", "lab(1e300 0 0)", "color(srgb 1e7 0 0)", "oklch(50% 0.1 1e308deg)"] {
                let nearest = try session.callTool("nearest_colors", ["color": color])
                #expect(nearest.isError && nearest.text.contains("±1,000,000"), "\(color): \(nearest.text)")
                let contrast = try session.callTool("check_contrast", ["foreground": color, "background": "white"])
                #expect(contrast.isError && contrast.text.contains("±1,000,000"), "\(color): \(contrast.text)")
            }
            // The largest components allowed are answered, whatever they mean.
            let largest = try session.callTool("nearest_colors", ["color": "oklch(50% 1000000 1000000)"])
            #expect(!largest.isError, "\(largest.text)")
            let contrast = try session.callTool("check_contrast", ["foreground": "lab(1000000 -1000000 1000000)", "background": "white"])
            #expect(!contrast.isError, "\(contrast.text)")
        }
    }
}
