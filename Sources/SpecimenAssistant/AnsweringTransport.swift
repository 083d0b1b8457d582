import Foundation
import Logging
import MCP

/// A transport that keeps count of the requests it has read and the answers it has written,
/// so that the server, its input ended, can wait until every request it took is answered.
///
/// The SDK answers each request on a task of its own, which may not even have started when
/// input ends (`printf '…' | specimen mcp`, or a busy machine): waiting a moment is a guess,
/// counting is not.
actor AnsweringTransport: Transport {
    private let inner: StdioTransport
    /// Requests read and not yet answered, by id (`n:1`, `s:abc`).
    private var unanswered: Set<String> = []
    private var waiting: [CheckedContinuation<Void, Never>] = []

    nonisolated let logger: Logger

    init(_ inner: StdioTransport) {
        self.inner = inner
        logger = inner.logger
    }

    func connect() async throws { try await inner.connect() }

    func disconnect() async { await inner.disconnect() }

    func send(_ data: Data) async throws {
        try await inner.send(data)
        settle(Self.ids(in: data, where: Self.isAnswer))
    }

    func receive() -> AsyncThrowingStream<Data, Swift.Error> {
        let (stream, continuation) = AsyncThrowingStream<Data, Swift.Error>.makeStream()
        let task = Task { [inner] in
            do {
                for try await message in await inner.receive() {
                    self.note(message)
                    continuation.yield(message)
                }
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    /// Returns once every request read has been answered (or cancelled by the client), or
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

    private func note(_ message: Data) {
        unanswered.formUnion(Self.ids(in: message, where: Self.isRequest))
        // A cancelled request is not answered (the protocol says so): stop waiting for it.
        settle(Self.cancelledIDs(in: message))
    }

    private func settle(_ ids: [String]) {
        guard !ids.isEmpty else { return }
        unanswered.subtract(ids)
        if unanswered.isEmpty { releaseWaiting() }
    }

    private func releaseWaiting() {
        waiting.forEach { $0.resume() }
        waiting = []
    }

    // MARK: Reading messages

    private static func objects(in data: Data) -> [[String: Any]] {
        let json = try? JSONSerialization.jsonObject(with: data)
        if let object = json as? [String: Any] { return [object] }
        return (json as? [Any])?.compactMap { $0 as? [String: Any] } ?? []
    }

    private static func ids(in data: Data, where kind: ([String: Any]) -> Bool) -> [String] {
        objects(in: data).filter(kind).compactMap { key($0["id"]) }
    }

    private static func isRequest(_ object: [String: Any]) -> Bool { object["method"] != nil }

    private static func isAnswer(_ object: [String: Any]) -> Bool { object["result"] != nil || object["error"] != nil }

    private static func cancelledIDs(in data: Data) -> [String] {
        objects(in: data).filter { $0["method"] as? String == "notifications/cancelled" }
            .compactMap { key(($0["params"] as? [String: Any])?["requestId"]) }
    }

    /// An id as a key that tells the number 1 from the string "1", as JSON-RPC does.
    private static func key(_ id: Any?) -> String? {
        switch id {
        case let text as String: "s:" + text
        case let number as NSNumber: "n:" + number.stringValue
        default: nil
        }
    }
}
