import Dispatch

/// The threads the preview server answers on. Swift's shared pool has one thread per core, and a
/// build (or, in the test suite, many builds at once) can keep every one of them busy for seconds;
/// on threads of its own the server still answers pages and live-reload events meanwhile.
final class ServerExecutor: TaskExecutor, @unchecked Sendable {
    static let shared = ServerExecutor()

    // A queue made here, unlike Swift's shared pool, may start a thread beyond one per core.
    private let queue = DispatchQueue(label: "specimen.serve", qos: .userInitiated, attributes: .concurrent)

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}
