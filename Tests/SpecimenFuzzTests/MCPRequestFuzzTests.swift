import Foundation
import Testing

/// Seeded mutations of JSON-RPC messages — the handshake, every tool with plausible arguments,
/// the resources, notifications — streamed through the real `specimen mcp` on the sample, each
/// followed by a `ping`: every line the server writes is one JSON-RPC answer with a code the
/// specification gives (never -32603: an internal error is a finding), the ping is answered
/// within the case bound (nothing a message does holds the others up), and every so often the
/// server's input is closed and it must end at once, with status 0.
extension MutationFuzzTests {
    /// Messages a client sends, to mutate.
    static let mcpMessages: [String] = [
        #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"fuzz","version":"1"}}}"#,
        #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
        #"{"jsonrpc":"2.0","id":2,"method":"ping"}"#,
        #"{"jsonrpc":"2.0","id":3,"method":"tools/list","params":{}}"#,
        #"{"jsonrpc":"2.0","id":4,"method":"resources/list"}"#,
        #"{"jsonrpc":"2.0","id":5,"method":"resources/read","params":{"uri":"specimen://page/index.md"}}"#,
        #"{"jsonrpc":"2.0","id":"six","method":"tools/call","params":{"name":"find_tokens","arguments":{"query":"primary","limit":3}}}"#,
        ##"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"find_tokens","arguments":{"type":"color","group":"color","value":"#1f6fe5"}}}"##,
        #"{"jsonrpc":"2.0","id":8,"method":"tools/call","params":{"name":"get_token","arguments":{"path":"color.primary"}}}"#,
        #"{"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"name":"nearest_colors","arguments":{"color":"oklch(62% 0.19 255)","context":"dark","limit":2}}}"#,
        ##"{"jsonrpc":"2.0","id":10,"method":"tools/call","params":{"name":"check_contrast","arguments":{"foreground":"color.primary","background":"#fff"}}}"##,
        #"{"jsonrpc":"2.0","id":11,"method":"tools/call","params":{"name":"get_component","arguments":{"name":"button","where":{"variant":"capsule"},"limit":2}}}"#,
        #"{"jsonrpc":"2.0","id":12,"method":"tools/call","params":{"name":"search_pages","arguments":{"query":"colors","limit":2}}}"#,
        #"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":8,"reason":"fuzz"}}"#,
    ]

    /// Fragments worth inserting into a message: bad ids, versions, params and methods, absurd
    /// numbers and colors, line breaks that split a message, nesting past the limit.
    static let mcpFragments = [
        "{", "}", "[", "]", ",", ":", "\"", "\n", "\r", "\\u0000", "\\ud800", "é", "🎨", "null", "true", "-0", "1e308", "1.5",
        "9223372036854775808", #""id":1.5,"#, #""id":null,"#, #""id":true,"#, #""id":{},"#, #""jsonrpc":"1.0","#, #""params":"x","#,
        #""params":null,"#, #""params":[1],"#, #""method":"initialize","#, #""method":"tools/call","#, #""method":"resources/read","#,
        #""method":"notifications/cancelled","#, #""name":"nearest_colors","#, #""color":"oklch(50% 1e308 0)","#,
        #""color":"color(display-p3 1e6 -1e6 0 / 2)","#, #""foreground":"lab(1e300 0 0)","#, #""limit":1e308,"#, #""limit":-1,"#,
        #""arguments":[],"#, #""where":{"a":{"b":1}},"#, #""uri":"specimen://page/../../../etc/passwd","#, #""requestId":"x","#,
        #""_meta":{"progressToken":1},"#, String(repeating: "[", count: 70), String(repeating: #"{"a":"#, count: 70),
    ]

    static let mcpAnswerCodes: Set<Int> = [-32700, -32600, -32601, -32602]
    /// How long a server may take to end once its input closes: it first answers the tool calls
    /// still waiting for the handbook, which a debug build on a busy machine reads in seconds.
    /// (An id it could not read once kept it 120 s.)
    static let mcpEndBound: TimeInterval = 60

    /// What is wrong with one line the server wrote; nil when it is a JSON-RPC answer.
    static func mcpProblem(_ line: String) -> String? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { return "not a JSON object" }
        guard object["jsonrpc"] as? String == "2.0" else { return "no \"jsonrpc\": \"2.0\"" }
        if object["method"] is String { return nil }
        let error = object["error"] as? [String: Any]
        guard (object["result"] != nil) != (error != nil) else { return "neither a result nor an error, or both" }
        guard object.keys.contains("id") else { return "no id" }
        if let error, !mcpAnswerCodes.contains(error["code"] as? Int ?? 0) { return "error code \(error["code"] ?? "none")" }
        // The SDK's own parse error (it carries `data`, and a made-up id): the gate let through a
        // message the SDK could not read.
        if let error, error["code"] as? Int == -32700, error["data"] != nil { return "the SDK could not read a message the gate passed" }
        return nil
    }

    @Test func mcpRequestsMutated() throws {
        let root = try Self.sampleCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        var random = SeededRandom(seed: Self.seed &+ 2)
        let deadline = Date().addingTimeInterval(Self.share)
        let initialize = Data((Self.mcpMessages[0] + "\n" + Self.mcpMessages[1] + "\n").utf8)
        var server = try MCPPipe(in: root)
        try server.send(initialize)
        var cases = 0
        var servers = 1
        fuzzing: while Date() < deadline {
            var message = Mutator.mutate(Self.mcpMessages[random.below(Self.mcpMessages.count)], fragments: Self.mcpFragments, random: &random)
            switch random.below(100) {
            case 0: message += String(repeating: "x", count: 2 << 20)  // past the line limit
            case 1, 2: message += Self.mcpMessages[random.below(Self.mcpMessages.count)]  // two messages on one line
            default: break
            }
            let probe = "probe-\(cases)"
            let start = Date()
            try server.send(Data((message + "\n" + #"{"jsonrpc":"2.0","id":"\#(probe)","method":"ping"}"# + "\n").utf8))
            while true {
                guard let line = try server.readLine(until: start.addingTimeInterval(Self.caseBound)) else {
                    Issue.record("case \(cases): the server ended; the message was \(message.prefix(300))")
                    break fuzzing
                }
                if let problem = Self.mcpProblem(line) {
                    Issue.record("case \(cases): \(problem): \(line.prefix(300)); the message was \(message.prefix(300))")
                }
                if line.contains(#""id":"\#(probe)""#) { break }
            }
            #expect(Date().timeIntervalSince(start) < Self.caseBound, "case \(cases) took too long: \(message.prefix(300))")
            cases += 1
            // Now and then the input ends: whatever was sent, the server ends at once.
            if cases % 1000 == 0 {
                #expect(try server.finish(until: Date().addingTimeInterval(Self.mcpEndBound)) == 0, "server \(servers) at case \(cases)")
                server = try MCPPipe(in: root)
                try server.send(initialize)
                servers += 1
            }
        }
        #expect(try server.finish(until: Date().addingTimeInterval(Self.mcpEndBound)) == 0, "server \(servers) at the end")
        #expect(cases > 0, "the budget ran no case")
        print("fuzz: \(cases) MCP messages through \(servers) servers (seed \(Self.seed))")
    }
}
