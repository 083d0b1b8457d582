import Foundation
import Logging
import MCP

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The protocol's stdio transport, in place of the SDK's: messages read a line at a time in
/// linear time and bounded memory (`InputLines`), each checked by the `MessageGate` before the
/// server sees it, and one written answer per line on standard output.
///
/// It also keeps count of the requests it has handed on and the answers written, so that the
/// server, its input ended, can wait until every request it took is answered. The SDK answers
/// each request on a task of its own, which may not even have started when input ends
/// (`printf '…' | specimen mcp`, or a busy machine): waiting a moment is a guess, counting is not.
actor AnsweringTransport: Transport {
    nonisolated let logger: Logger
    private var gate: MessageGate
    private let log: StandardError
    private let input: Int32
    private let output: Int32
    private var connected = false
    /// Requests handed on and not yet answered, by `RequestID.key`.
    private var unanswered: Set<String> = []
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(gate: MessageGate, log: StandardError, logger: Logger, input: Int32 = 0, output: Int32 = 1) {
        self.gate = gate
        self.log = log
        self.logger = logger
        self.input = input
        self.output = output
    }

    func connect() async throws { connected = true }

    func disconnect() async { connected = false }

    func send(_ data: Data) async throws {
        guard connected else { throw MCPError.connectionClosed }
        guard writeLine(data) else { throw MCPError.connectionClosed }
        if let id = Self.answeredID(in: data) { settle(id.key) }
    }

    func receive() -> AsyncThrowingStream<Data, Swift.Error> {
        let (stream, continuation) = AsyncThrowingStream<Data, Swift.Error>.makeStream()
        let (lines, taken) = InputLines.start(reading: input, limit: MessageGate.lineLimit)
        let task = Task {
            for await event in lines {
                self.take(event, into: continuation)
                taken()
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    /// Returns once every request handed on has been answered (or cancelled by the client), or
    /// after `limit`, so that a request the SDK never answers cannot keep the server alive.
    func untilAnswered(within limit: Duration) async {
        guard !unanswered.isEmpty else { return }
        let timer = Task {
            try? await Task.sleep(for: limit)
            self.releaseWaiting()
        }
        await withCheckedContinuation { waiting.append($0) }
        timer.cancel()
    }

    private func take(_ event: LineSplitter.Event, into server: AsyncThrowingStream<Data, Swift.Error>.Continuation) {
        let verdict: MessageGate.Verdict
        switch event {
        case .overlong:
            verdict = .refuse(
                ProtocolError(.invalidRequest, "the message is longer than \(MessageGate.lineLimit) bytes; the rest of its line is skipped"))
        case .line(let line):
            verdict = gate.check(line)
        }
        switch verdict {
        case .request(let data, let id):
            unanswered.insert(id.key)
            server.yield(data)
        case .notification(let data, let cancelled):
            // A cancelled request is not answered (the protocol says so): stop waiting for it.
            if let cancelled { settle(cancelled.key) }
            server.yield(data)
        case .refuse(let error):
            log.detail("answered \(error.code.rawValue): \(error.detail)")
            _ = writeLine(error.response)
        case .ignore(let reason):
            log.detail("ignored \(reason)")
        }
    }

    private func settle(_ key: String) {
        guard unanswered.remove(key) != nil, unanswered.isEmpty else { return }
        releaseWaiting()
    }

    private func releaseWaiting() {
        waiting.forEach { $0.resume() }
        waiting = []
    }

    /// Writes `data` and a newline whole; false when the client no longer reads.
    private func writeLine(_ data: Data) -> Bool {
        var line = data
        line.append(UInt8(ascii: "\n"))
        return line.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return false }
            var offset = 0
            while offset < buffer.count {
                let written = write(output, base + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else if written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                    // Output left non-blocking by whoever started the server: wait until it drains.
                    var ready = pollfd(fd: output, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&ready, 1, -1)
                } else {
                    return false
                }
            }
            return true
        }
    }

    /// The id of the request `data` answers, when it is an answer (it has a result or an error).
    private static func answeredID(in data: Data) -> RequestID? {
        (try? JSONDecoder().decode(Answer.self, from: data))?.id
    }

    /// An answer's id as the SDK writes it, the rest unread.
    private struct Answer: Decodable {
        let id: RequestID?

        private enum CodingKeys: String, CodingKey { case id, result, error }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            guard container.contains(.result) || container.contains(.error) else {
                id = nil
                return
            }
            if let text = try? container.decode(String.self, forKey: .id) {
                id = .string(text)
            } else {
                id = (try? container.decode(Int.self, forKey: .id)).map(RequestID.integer)
            }
        }
    }
}
