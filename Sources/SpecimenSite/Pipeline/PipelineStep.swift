import SpecimenDiagnostics

/// One named step of a run of the pipeline. Its name is what `build --timings` and
/// `serve --verbose` list, and what a failure it raises says it failed in.
struct PipelineStep<State>: Sendable {
    let name: String
    /// Shown on a terminal while the step runs (`Reading content…`), for the slower steps.
    var announcement: String?
    let run: @Sendable (inout State) throws(DiagnosticsFailure) -> Void

    init(_ name: String, announcing announcement: String? = nil, _ run: @escaping @Sendable (inout State) throws(DiagnosticsFailure) -> Void) {
        self.name = name
        self.announcement = announcement
        self.run = run
    }
}

/// Runs steps in order, timing each; what fails carries the name of the step it failed in.
struct StepRunner {
    var timer = StageTimer()
    var progress: (@Sendable (BuildProgress) -> Void)?

    mutating func run<State>(_ steps: [PipelineStep<State>], on state: inout State) throws(DiagnosticsFailure) {
        for step in steps {
            if let announcement = step.announcement { progress?(.stage(announcement)) }
            try timed(step.name) { () throws(DiagnosticsFailure) in try step.run(&state) }
        }
    }

    /// Runs one step that turns the state of one phase into the next.
    mutating func transition<From, To>(
        _ name: String, from state: inout From,
        _ make: (inout From) throws(DiagnosticsFailure) -> To
    ) throws(DiagnosticsFailure) -> To {
        try timed(name) { () throws(DiagnosticsFailure) in try make(&state) }
    }

    /// Times `body` as the step `name`; a failure it raises is marked with that name.
    private mutating func timed<Value>(_ name: String, _ body: () throws(DiagnosticsFailure) -> Value) throws(DiagnosticsFailure) -> Value {
        defer { timer.lap(name) }
        do throws(DiagnosticsFailure) {
            return try body()
        } catch {
            var failure = error
            failure.step = failure.step ?? name
            throw failure
        }
    }
}
