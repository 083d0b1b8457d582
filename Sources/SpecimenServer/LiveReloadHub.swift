import Foundation

/// The open pages listening for live-reload events, and the build state a newly opened page
/// must learn at once (a failed build shows its error in every page, including new ones).
public final class LiveReloadHub: @unchecked Sendable {
    private let lock = NSLock()
    private var clients: [UInt64: AsyncStream<LiveReloadEvent>.Continuation] = [:]
    private var nextID: UInt64 = 0
    private var failure: LiveReloadEvent?
    private var closed = false

    public init() {}

    /// How many pages are listening.
    public var clientCount: Int { lock.withLock { clients.count } }

    /// A stream of events for one page; it begins with the current failure, if any.
    func subscribe() -> (id: UInt64, events: AsyncStream<LiveReloadEvent>) {
        let (stream, continuation) = AsyncStream<LiveReloadEvent>.makeStream(bufferingPolicy: .bufferingNewest(32))
        let id: UInt64? = lock.withLock {
            guard !closed else { return nil }
            nextID += 1
            clients[nextID] = continuation
            if let failure { continuation.yield(failure) }
            return nextID
        }
        guard let id else {
            continuation.finish()
            return (0, stream)
        }
        continuation.onTermination = { [weak self] _ in self?.unsubscribe(id) }
        return (id, stream)
    }

    func unsubscribe(_ id: UInt64) {
        _ = lock.withLock { clients.removeValue(forKey: id) }
    }

    /// Sends an event to every page; a failure is also kept for pages opened later, and any
    /// other event clears it.
    public func broadcast(_ event: LiveReloadEvent) {
        let targets: [AsyncStream<LiveReloadEvent>.Continuation] = lock.withLock {
            switch event {
            case .failed: failure = event
            case .keepAlive: break
            default: failure = nil
            }
            return Array(clients.values)
        }
        for continuation in targets { continuation.yield(event) }
    }

    /// Ends every stream, so that the server can shut down.
    public func close() {
        let targets: [AsyncStream<LiveReloadEvent>.Continuation] = lock.withLock {
            closed = true
            defer { clients.removeAll() }
            return Array(clients.values)
        }
        for continuation in targets { continuation.finish() }
    }

    /// Whether the last build failed.
    public var isFailing: Bool { lock.withLock { failure != nil } }
}
