import Foundation

/// The time of what a step's own time does not name: the parts of the templates step (page
/// HTML, Markdown copies, llms-full.txt, token pages…) and the work that runs on other threads
/// beside the steps (the theme, `tokens.css` and `tokens.json`, the search documents and the
/// search index). `build --timings` lists them under the steps; a part measured more than once
/// (once per chunk of pages) adds up. Shared by the threads of one run, hence the lock.
final class PartTimes: @unchecked Sendable {
    /// One named part, and the step it is part of (nil: it ran beside the steps).
    struct Part: Sendable, Equatable {
        let name: String
        let step: String?
        var milliseconds: Double
    }

    private let lock = NSLock()
    private var parts: [Part] = []

    /// Every part in the order it was first measured.
    var all: [Part] { lock.withLock { parts } }

    /// Runs `body`, adding its wall time to the part `name` of `step` (nil: beside the steps).
    func measure<Value>(_ name: String, of step: String?, _ body: () -> Value) -> Value {
        let start = DispatchTime.now().uptimeNanoseconds
        let value = body()
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        lock.withLock {
            if let index = parts.firstIndex(where: { $0.name == name && $0.step == step }) {
                parts[index].milliseconds += milliseconds
            } else {
                parts.append(Part(name: name, step: step, milliseconds: milliseconds))
            }
        }
        return value
    }

    /// A clock for the parts of one step.
    func of(_ step: String) -> StepParts { StepParts(times: self, step: step) }
}

/// Times the parts of one step, for code that does not know the step's name.
struct StepParts: Sendable {
    let times: PartTimes
    let step: String

    func measure<Value>(_ name: String, _ body: () -> Value) -> Value { times.measure(name, of: step, body) }
}
