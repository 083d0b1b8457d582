import Foundation
import SpecimenDiagnostics
import SpecimenTokens

/// The releases read last, kept for the process: the translations of a handbook, every
/// rebuild of `serve` and `check` after `build` read the same tags, which do not change
/// under them (a tag moved or added is another key).
final class ReleaseCache: @unchecked Sendable {
    struct Key: Hashable {
        let root: String
        let tags: [ReleaseTag]
        let tokens: [String]
        let contexts: [String: String]
        let themeModifier: AppearanceModifier
    }

    typealias Value = (snapshots: [TokenHistory.Snapshot], diagnostics: [Diagnostic])

    static let shared = ReleaseCache()
    /// A few handbooks' worth: tests and `serve` read one or two.
    private static let capacity = 4

    private let lock = NSLock()
    private var entries: [(key: Key, value: Value)] = []

    subscript(key: Key) -> Value? {
        get { lock.withLock { entries.first { $0.key == key }?.value } }
        set {
            lock.withLock {
                entries.removeAll { $0.key == key }
                if let newValue { entries.append((key, newValue)) }
                if entries.count > Self.capacity { entries.removeFirst() }
            }
        }
    }
}
