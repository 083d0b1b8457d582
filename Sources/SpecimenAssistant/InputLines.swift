import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Bytes cut into lines, each byte looked at once however the lines arrive: a line longer than
/// `limit` is reported the moment it passes the limit, then skipped to its end without being
/// kept, so that neither time nor memory grows with what a client sends on one line.
struct LineSplitter {
    enum Event: Equatable, Sendable {
        /// A whole line, without its newline.
        case line([UInt8])
        /// A line that passed the limit; the rest of it, up to its newline, is skipped.
        case overlong
    }

    let limit: Int
    private var line: [UInt8] = []
    private var skipping = false

    init(limit: Int) {
        self.limit = limit
    }

    /// The lines `chunk` ends, and a line passing the limit in it.
    mutating func feed(_ chunk: UnsafeRawBufferPointer) -> [Event] {
        guard let base = chunk.baseAddress else { return [] }
        var events: [Event] = []
        var start = 0
        while start < chunk.count {
            let found = memchr(base + start, 0x0A, chunk.count - start)
            let end = found.map { base.distance(to: UnsafeRawPointer($0)) } ?? chunk.count
            if !skipping {
                if line.count + (end - start) > limit {
                    skipping = true
                    line = []
                    events.append(.overlong)
                } else {
                    line.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[start..<end]))
                }
            }
            guard found != nil else { break }
            if !skipping { events.append(.line(line)) }
            line = []
            skipping = false
            start = end + 1
        }
        return events
    }

    /// The last line, when input ends without a newline after it.
    mutating func finish() -> [Event] {
        defer { line = [] }
        return skipping || line.isEmpty ? [] : [.line(line)]
    }
}

/// Standard input read on a thread of its own (a blocking read would hold one of Swift's few
/// shared threads), cut into lines. The thread waits while `backlog` lines are read and not yet
/// taken, so a client writing faster than the server answers fills the pipe, not memory.
enum InputLines {
    static let backlog = 16

    /// The lines of `descriptor`; the stream ends with its input. The consumer calls
    /// `taken()` after each event.
    static func start(reading descriptor: Int32, limit: Int) -> (events: AsyncStream<LineSplitter.Event>, taken: @Sendable () -> Void) {
        let (stream, continuation) = AsyncStream<LineSplitter.Event>.makeStream()
        let slots = DispatchSemaphore(value: backlog)
        let thread = Thread {
            var splitter = LineSplitter(limit: limit)
            let deliver = { (events: [LineSplitter.Event]) in
                for event in events {
                    slots.wait()
                    continuation.yield(event)
                }
            }
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
            defer { buffer.deallocate() }
            while true {
                let count = read(descriptor, buffer.baseAddress, buffer.count)
                if count > 0 {
                    deliver(splitter.feed(UnsafeRawBufferPointer(rebasing: buffer[..<count])))
                } else if count < 0 && errno == EINTR {
                    continue
                } else if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                    // Input left non-blocking by whoever started the server: wait for it.
                    var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                    _ = poll(&ready, 1, -1)
                } else {
                    break
                }
            }
            deliver(splitter.finish())
            continuation.finish()
        }
        thread.name = "specimen mcp input"
        thread.start()
        return (stream, { slots.signal() })
    }
}
