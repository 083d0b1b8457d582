/// The calls being answered, so that the server, its input closed, still answers those it
/// took (the SDK answers each on a task of its own, and stops reading at the end of input).
actor InFlightCalls {
    private var count = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Runs `body` as a call being answered.
    func run<Result: Sendable>(_ body: @Sendable () async throws -> Result) async rethrows -> Result {
        count += 1
        defer {
            count -= 1
            if count == 0 {
                waiting.forEach { $0.resume() }
                waiting = []
            }
        }
        return try await body()
    }

    /// Returns once no call is being answered.
    func finished() async {
        guard count > 0 else { return }
        await withCheckedContinuation { waiting.append($0) }
    }
}
