import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `specimen mcp` running in a folder, spoken to as a coding assistant speaks to it: JSON-RPC
/// messages, one a line, through pipes to its standard input and from its standard output.
///
/// The child is started with `posix_spawn`, its ends of the pipes made its standard input and
/// output; every descriptor is close-on-exec, so that no other test's child holds a pipe open
/// and the server sees its input end (see `SpecimenProcess`).
final class MCPSession {
    /// What `tools/call` answered.
    struct ToolResult {
        var text: String
        var structured: [String: Any]
        var isError: Bool
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private let pid: pid_t
    /// The wait status, once the server has ended and been reaped.
    private var reapedStatus: Int32?
    private var input: Int32
    private let output: Int32
    private let errorFile: URL
    private var buffer = Data()
    private var nextID = 1
    /// Every line the server wrote, to check that standard output carries nothing else.
    private(set) var lines: [String] = []

    /// Starts `specimen mcp` with `arguments` in `folder`.
    init(in folder: URL, arguments: [String] = []) throws {
        // A write to a server that has gone must fail, not end the test process.
        signal(SIGPIPE, SIG_IGN)
        errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-mcp-\(UUID().uuidString).stderr")
        var toChild: [Int32] = [0, 0]
        var fromChild: [Int32] = [0, 0]
        guard pipe(&toChild) == 0, pipe(&fromChild) == 0 else { throw Failure(description: "pipe: \(errno)") }
        // Glibc's pipe2 is not imported: close-on-exec is set at once instead.
        for descriptor in toChild + fromChild { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, errorFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let path = "/usr/bin/env"
        let argv = ([path, "-C", folder.path, SpecimenProcess.executable.path, "mcp"] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
        close(toChild[0])
        close(fromChild[1])
        guard spawned == 0 else {
            close(toChild[1])
            close(fromChild[0])
            throw Failure(description: "posix_spawn: \(spawned)")
        }
        self.pid = pid
        input = toChild[1]
        output = fromChild[0]
    }

    deinit {
        if input >= 0 { close(input) }
        close(output)
        if reapedStatus == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        try? FileManager.default.removeItem(at: errorFile)
    }

    /// What the server wrote on standard error so far.
    var standardError: String {
        (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
    }

    /// Sends `message` as one line.
    func send(_ message: [String: Any]) throws {
        var data = try JSONSerialization.data(withJSONObject: message)
        data.append(UInt8(ascii: "\n"))
        try send(raw: data)
    }

    /// Writes `bytes` as they are, however many writes it takes (no newline is added).
    func send(raw bytes: Data) throws {
        try bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(input, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { throw Failure(description: "write: \(errno)") }
                offset += written
            }
        }
    }

    /// The next message the server writes, whatever its id, notifications included.
    func nextMessage(timeout: Double = 120) throws -> [String: Any] {
        let line = try readLine(until: Date().addingTimeInterval(timeout))
        guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
            throw Failure(description: "not a JSON object: \(line)")
        }
        return object
    }

    /// Sends a request and returns the response with its id (`result` or `error`), skipping
    /// notifications; fails after `timeout` seconds.
    @discardableResult
    func request(_ method: String, _ params: [String: Any]? = nil, timeout: Double = 120) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        var message: [String: Any] = ["jsonrpc": "2.0", "id": id, "method": method]
        if let params { message["params"] = params }
        try send(message)
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let line = try readLine(until: deadline)
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                throw Failure(description: "not a JSON object: \(line)")
            }
            if object["id"] as? Int == id { return object }
        }
    }

    /// `initialize`, then the `initialized` notification, as a client begins.
    @discardableResult
    func initialize() throws -> [String: Any] {
        let response = try request(
            "initialize",
            ["protocolVersion": "2025-06-18", "capabilities": [:] as [String: Any], "clientInfo": ["name": "specimen-tests", "version": "1"]])
        try send(["jsonrpc": "2.0", "method": "notifications/initialized"])
        return try #require(response["result"] as? [String: Any], "\(response)")
    }

    /// Calls a tool; a protocol error (rather than a tool's `isError`) throws.
    func callTool(_ name: String, _ arguments: [String: Any] = [:]) throws -> ToolResult {
        let response = try request("tools/call", ["name": name, "arguments": arguments])
        guard let result = response["result"] as? [String: Any] else { throw Failure(description: "\(name): \(response)") }
        let content = result["content"] as? [[String: Any]] ?? []
        return ToolResult(
            text: content.compactMap { $0["text"] as? String }.joined(separator: "\n"),
            structured: result["structuredContent"] as? [String: Any] ?? [:], isError: result["isError"] as? Bool ?? false)
    }

    /// Closes the server's input and waits for it to end; its exit status.
    func finish(timeout: Double = 30) throws -> Int32 {
        close(input)
        input = -1
        let deadline = Date().addingTimeInterval(timeout)
        // Whatever it still writes is read, so that it never blocks on a full pipe.
        while let line = try? readLine(until: deadline) { _ = line }
        var status: Int32 = 0
        while Date() < deadline {
            if let reaped = reapedStatus {
                status = reaped
            } else if waitpid(pid, &status, WNOHANG) != pid {
                usleep(20_000)
                continue
            }
            reapedStatus = status
            return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        }
        throw Failure(description: "the server did not end within \(timeout) s of its input closing")
    }

    /// How the server ended, when its output did: an exit status or a signal, so that a crash
    /// says which (a trap prints its message; a signal such as SIGSEGV or SIGKILL prints none).
    private func endedHow() -> String {
        var status: Int32 = 0
        for _ in 0..<50 {
            if waitpid(pid, &status, WNOHANG) == pid {
                reapedStatus = status
                return (status & 0x7f) == 0 ? "exit status \((status >> 8) & 0xff)" : "killed by signal \(status & 0x7f)"
            }
            usleep(20_000)
        }
        return "still running"
    }

    /// The next line of standard output; throws at the deadline or at the end of output.
    private func readLine(until deadline: Date) throws -> String {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                buffer = Data(buffer[buffer.index(after: newline)...])
                lines.append(line)
                return line
            }
            let left = Int32(max(0, deadline.timeIntervalSinceNow * 1000))
            guard left > 0 else { throw Failure(description: "no answer in time; standard error:\n\(standardError)") }
            var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, left)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = read(output, &chunk, chunk.count)
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw Failure(description: "reading standard output failed: errno \(errno)") }
            guard count > 0 else {
                throw Failure(description: "standard output ended (\(endedHow())); standard error:\n\(standardError)")
            }
            buffer.append(contentsOf: chunk[..<count])
        }
    }
}
