import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The open pages listening for live-reload events, and the build state a newly opened page
/// must learn at once (a failed build shows its error in every page, including new ones).
///
/// Each listening page holds a connection, and so a file descriptor, for as long as it is open.
/// At most `limit` pages listen at once: a page beyond that drops the oldest, whose stream
/// ends (its browser reconnects), so listeners alone can never use up the process's files.
public final class LiveReloadHub: @unchecked Sendable {
    private let lock = NSLock()
    private var clients: [UInt64: AsyncStream<LiveReloadEvent>.Continuation] = [:]
    /// Listeners dropped for a newer one whose streams have not ended yet.
    private var dropped: Set<UInt64> = []
    private var nextID: UInt64 = 0
    private var failure: LiveReloadEvent?
    private var closed = false
    /// How many pages may listen at once.
    public let limit: Int

    /// A hub allowing `defaultLimit` listeners.
    public convenience init() {
        self.init(limit: Self.defaultLimit)
    }

    /// A hub allowing `limit` listeners (at least one); tests lower it.
    init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// The most live-reload connections the preview keeps for a process allowed `openFiles`
    /// open files: a quarter of them, at least 8 and at most 1,000 (256 under Linux's usual
    /// limit of 1,024, 64 under macOS's 256). The rest stay for pages, the handbook's files, the
    /// builds and the watcher.
    public static func limit(openFiles: UInt64) -> Int {
        Int(min(1_000, max(8, openFiles / 4)))
    }

    /// `limit(openFiles:)` of this process's soft limit of open files (`getrlimit(RLIMIT_NOFILE)`).
    public static var defaultLimit: Int {
        var files = rlimit()
        #if canImport(Glibc)
            let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
            let resource = RLIMIT_NOFILE
        #endif
        guard getrlimit(resource, &files) == 0 else { return limit(openFiles: 1_024) }
        return limit(openFiles: UInt64(files.rlim_cur))  // RLIM_INFINITY is the largest value
    }

    /// How many pages are listening.
    public var clientCount: Int { lock.withLock { clients.count } }

    /// A stream of events for one page; it begins with the current failure, if any. When `limit`
    /// pages listen already, the oldest is dropped: its stream ends, and `wasDropped` says why.
    func subscribe() -> (id: UInt64, events: AsyncStream<LiveReloadEvent>) {
        let (stream, continuation) = AsyncStream<LiveReloadEvent>.makeStream(bufferingPolicy: .bufferingNewest(32))
        let subscribed: (id: UInt64, oldest: AsyncStream<LiveReloadEvent>.Continuation?)? = lock.withLock {
            guard !closed else { return nil }
            var oldest: AsyncStream<LiveReloadEvent>.Continuation?
            if clients.count >= limit, let first = clients.keys.min() {
                oldest = clients.removeValue(forKey: first)
                dropped.insert(first)
            }
            nextID += 1
            clients[nextID] = continuation
            if let failure { continuation.yield(failure) }
            return (nextID, oldest)
        }
        guard let subscribed else {
            continuation.finish()
            return (0, stream)
        }
        subscribed.oldest?.finish()
        let id = subscribed.id
        // A page going away ends its stream; a dropped one stays marked until its response ends.
        continuation.onTermination = { [weak self] _ in self?.removeClient(id) }
        return (id, stream)
    }

    /// Whether the stream of `id` ended because a newer page took its place.
    func wasDropped(_ id: UInt64) -> Bool {
        lock.withLock { dropped.contains(id) }
    }

    private func removeClient(_ id: UInt64) {
        _ = lock.withLock { clients.removeValue(forKey: id) }
    }

    /// Forgets `id` once its response has ended.
    func unsubscribe(_ id: UInt64) {
        lock.withLock {
            _ = clients.removeValue(forKey: id)
            _ = dropped.remove(id)
        }
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
