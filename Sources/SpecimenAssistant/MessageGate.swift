import Foundation
import MCP
import SpecimenDiagnostics
import SpecimenTokens

/// What every line read passes before the SDK's server sees it: JSON-RPC 2.0 as its
/// specification says (`-32700` for text that is not JSON, `-32600` for JSON that is not a
/// request, `-32602` for parameters the method cannot take, the id `null` in the answer when the
/// request's own could not be read), the protocol's lifecycle (`initialize` before anything but
/// `ping`), and limits that bound what one message can cost.
///
/// A message that passes is handed on as it came (less a byte order mark): the reader it was
/// checked with is stricter than the SDK's decoder, so the SDK reads what was checked. One that
/// does not pass is answered here, at once, and never handed on.
struct MessageGate: Sendable {
    /// The longest message line read, in bytes (1 MiB). A longer line is answered with an error
    /// when it passes the limit, and the rest of it is skipped unread.
    static let lineLimit = 1 << 20
    /// The deepest nesting of arrays and objects in a message. The SDK decodes a message into
    /// its `Value`s several times, and each value costs it more the deeper it lies: with the
    /// limit on values, this bounds what the dearest message can cost.
    static let depthLimit = 32
    /// The most values (array items and object members, at every depth) in a message.
    static let valueLimit = 10_000

    enum Verdict: Equatable, Sendable {
        /// A request for the server, as it is to be handed on.
        case request(Data, id: RequestID)
        /// A notification for the server; `cancelling` the request a `notifications/cancelled` names.
        case notification(Data, cancelling: RequestID?)
        /// Answered with this error, not handed on.
        case refuse(ProtocolError)
        /// Neither handed on nor answered (a blank line, a response, a notification that is no
        /// valid one): why, for `--verbose`.
        case ignore(String)
    }

    /// How each method's parameters are checked, by method name; methods without a check are
    /// handed on as they are (an unknown one is then answered -32601 by the server).
    let parameterChecks: [String: ParameterCheck]
    /// Whether an `initialize` request has been handed on: until then only `initialize` and
    /// `ping` are.
    private(set) var initialized = false

    init(parameterChecks: [ParameterCheck]) {
        self.parameterChecks = Dictionary(parameterChecks.map { ($0.method, $0) }) { first, _ in first }
    }

    /// The verdict on one line, its newline removed.
    mutating func check(_ line: [UInt8]) -> Verdict {
        guard line.contains(where: { !Self.isWhitespace($0) }) else { return .ignore("a blank line") }
        // Decoding replaces what is not UTF-8, so the text differs from the bytes exactly then.
        let text = String(decoding: line, as: UTF8.self)
        guard text.utf8.elementsEqual(line) else { return .refuse(ProtocolError(.parseError, "the message is not UTF-8")) }
        if let problem = Self.scanProblem(line) { return .refuse(problem) }
        let root: JSONNode
        do throws(DiagnosticsFailure) {
            let read = try JSONReader.parse(text, file: "message")
            // The reader accepts what token files carry (comments, trailing commas) with a
            // warning; a message must be plain JSON, and one whose members repeat is ambiguous.
            if let warning = read.warnings.first {
                // The warning's first clause: what is wrong, not what the token reader makes of it.
                let detail = String(warning.message.prefix { $0 != ";" })
                return .refuse(ProtocolError(warning.code == "json-duplicate-key" ? .invalidRequest : .parseError, detail))
            }
            root = read.root
        } catch {
            let message = error.diagnostics.first?.message ?? "invalid JSON"
            return .refuse(ProtocolError(.parseError, message.replacingEvery("invalid JSON: ", with: "")))
        }
        guard let object = root.object else {
            let detail =
                root.array != nil
                ? "a batch (an array of messages) is not part of the Model Context Protocol; send each message on a line of its own"
                : "a message is a JSON object, not \(root.value.kindWithArticle)"
            return .refuse(ProtocolError(.invalidRequest, detail))
        }
        return check(object, line: line)
    }

    private mutating func check(_ object: JSONObject, line: [UInt8]) -> Verdict {
        let id = object["id"].map(RequestID.read)
        // The id is echoed in an error only when it is one a request may have.
        let echo = id.flatMap { try? $0.get() }
        guard object["jsonrpc"]?.string == "2.0" else {
            let written = object["jsonrpc"].map { Self.describe($0.value) } ?? "missing"
            return .refuse(ProtocolError(.invalidRequest, "\"jsonrpc\" must be \"2.0\"; it is \(written)", id: echo))
        }
        guard let methodNode = object["method"] else {
            if object["result"] != nil || object["error"] != nil { return .ignore("a response, and the server asked nothing") }
            return .refuse(
                ProtocolError(.invalidRequest, "a message has a \"method\" (a request or a notification) or a \"result\" or \"error\"", id: echo))
        }
        guard let method = methodNode.string else {
            return .refuse(ProtocolError(.invalidRequest, "\"method\" must be a string; it is \(Self.describe(methodNode.value))", id: echo))
        }
        if case .failure(let problem)? = id { return .refuse(problem) }
        guard object["result"] == nil, object["error"] == nil else {
            return .refuse(ProtocolError(.invalidRequest, "a request has no \"result\" or \"error\"", id: echo))
        }
        let params = object["params"]
        if let params, params.object == nil, params.array == nil {
            let problem = "\"params\" must be an object; it is \(Self.describe(params.value))"
            guard let echo else { return .ignore("notification \(method): \(problem)") }
            return .refuse(ProtocolError(.invalidParams, problem, id: echo))
        }
        let data = Data(line.starts(with: Self.byteOrderMark) ? line.dropFirst(Self.byteOrderMark.count) : line[...])
        guard let echo else {
            let cancelled = method == CancelledNotification.name ? params?.object?["requestId"].flatMap { try? RequestID.read($0).get() } : nil
            return .notification(data, cancelling: cancelled)
        }
        guard initialized || method == Initialize.name || method == Ping.name else {
            return .refuse(ProtocolError(.invalidRequest, "the server is not initialized: send \"initialize\" first", id: echo))
        }
        if let check = parameterChecks[method], let problem = check.problem(data, params) {
            return .refuse(ProtocolError(.invalidParams, problem, id: echo))
        }
        if method == Initialize.name { initialized = true }
        return .request(data, id: echo)
    }

    /// What one pass over the bytes finds wrong before anything is parsed: nesting deeper or
    /// values more than the limits (then the message is never parsed), and `/` outside a string,
    /// which begins a comment and is never JSON. Values are counted by the commas between them
    /// and the arrays and objects holding them, an upper bound that needs no parse.
    static func scanProblem(_ line: [UInt8]) -> ProtocolError? {
        var depth = 0
        var values = 0
        var inString = false
        var escaped = false
        for byte in line {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > depthLimit {
                    return ProtocolError(.invalidRequest, "arrays and objects nest deeper than \(depthLimit) levels")
                }
                values += 1
            case UInt8(ascii: ","): values += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            case UInt8(ascii: "/"): return ProtocolError(.parseError, "comments are not part of JSON")
            default: break
            }
            if values > valueLimit {
                return ProtocolError(.invalidRequest, "the message holds more than \(valueLimit) values (array items and object members)")
            }
        }
        return nil
    }

    /// What the reader skips at the start of a text, and the SDK's decoder may not.
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// A value as a message names it: a short one as written, a longer one by its kind.
    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .string(let text) where text.count <= 40: "\"\(text)\""
        case .number(_, let literal) where literal.count <= 40: literal
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        default: value.kindWithArticle
        }
    }
}

/// A request's id as JSON-RPC and the SDK both take it: a string, or an integer written as one.
enum RequestID: Hashable, Sendable {
    case string(String)
    case integer(Int)

    /// The id `node` holds, or why it is none (`1.5`, `true`, `null`, an object…).
    static func read(_ node: JSONNode) -> Result<RequestID, ProtocolError> {
        switch node.value {
        case .string(let text): return .success(.string(text))
        case .number(_, let literal):
            // Written as a whole number (no fraction, no exponent) that fits the SDK's Int.
            if !literal.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }), let whole = Int(literal) { return .success(.integer(whole)) }
        default: break
        }
        return .failure(ProtocolError(.invalidRequest, "an id must be a string or an integer; it is \(MessageGate.describe(node.value))"))
    }

    var value: Value {
        switch self {
        case .string(let text): .string(text)
        case .integer(let whole): .int(whole)
        }
    }

    /// A key that tells the number 1 from the string "1", as JSON-RPC does.
    var key: String {
        switch self {
        case .string(let text): "s:" + text
        case .integer(let whole): "n:\(whole)"
        }
    }
}

/// A JSON-RPC error the gate answers with.
struct ProtocolError: Error, Equatable, Sendable {
    enum Code: Int, Sendable {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602

        var title: String {
            switch self {
            case .parseError: "Parse error"
            case .invalidRequest: "Invalid Request"
            case .methodNotFound: "Method not found"
            case .invalidParams: "Invalid params"
            }
        }
    }

    var code: Code
    var detail: String
    /// The request's id; nil (written `null`) when it could not be read.
    var id: RequestID?

    init(_ code: Code, _ detail: String, id: RequestID? = nil) {
        self.code = code
        self.detail = detail
        self.id = id
    }

    /// The error response, one line of JSON.
    var response: Data {
        let message: Value = .object([
            "jsonrpc": .string("2.0"), "id": id?.value ?? .null,
            "error": .object(["code": .int(code.rawValue), "message": .string("\(code.title): \(detail)")]),
        ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(message)) ?? Data()
    }
}

/// How one method's parameters are checked: decoded as the SDK decodes them before the handler
/// runs, so that parameters it cannot take are -32602 with the reason rather than the SDK's
/// -32603.
struct ParameterCheck: Sendable {
    let method: String
    private let decode: @Sendable (Data) throws -> Void
    private let decodeParameters: @Sendable (Data) throws -> Void

    init<M: MCP.Method>(_ type: M.Type) {
        method = M.name
        decode = { _ = try JSONDecoder().decode(Request<M>.self, from: $0) }
        decodeParameters = { _ = try JSONDecoder().decode(M.Parameters.self, from: $0) }
    }

    /// Why `request` (whose `params` are `params`) cannot be taken; nil when it can.
    func problem(_ request: Data, _ params: JSONNode?) -> String? {
        do {
            try decode(request)
            return nil
        } catch {
            // The request's decoding says only that its parameters failed: decoding them alone
            // says why.
            guard let params else { return "\(method) needs \"params\"" }
            do {
                try decodeParameters(Data(JSONWriter.write(params.value).utf8))
            } catch {
                return "\(method): " + Self.describe(error)
            }
            return "\(method) cannot take these params"
        }
    }

    private static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case .typeMismatch(let type, let context): return "\(path(context.codingPath)) must be \(kind(type))"
        case .valueNotFound(let type, let context): return "\(path(context.codingPath)) must be \(kind(type)), not null"
        case .keyNotFound(let key, let context): return "\(path(context.codingPath + [key])) is missing"
        case .dataCorrupted(let context): return "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default: return "\(error)"
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.reduce("params") { path, key in key.intValue.map { "\(path)[\($0)]" } ?? "\(path).\(key.stringValue)" }
    }

    private static func kind(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type, is Double.Type: "a number"
        case is Bool.Type: "a boolean"
        default: String(describing: type).contains("Dictionary") ? "an object" : String(describing: type).contains("Array") ? "an array" : "\(type)"
        }
    }
}
