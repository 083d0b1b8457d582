/// The story of every token across releases, oldest first: when it was introduced, each value
/// change per context, renames, deprecations and removals; and for every token a release had
/// but the current tokens lack, a tombstone (when it went, its last values, what replaces it).
public struct TokenHistory: Sendable {
    /// One release as read: its name and date, the notes written for it, and its tokens in
    /// every context (labels must agree from release to release; the default first).
    public struct Snapshot: Sendable {
        public var name: String
        public var date: String?
        public var notes: String?
        public var contexts: [TokenDiff.Context]

        public init(name: String, date: String? = nil, notes: String? = nil, contexts: [TokenDiff.Context]) {
            (self.name, self.date, self.notes, self.contexts) = (name, date, notes, contexts)
        }
    }

    /// A release of the history, and what changed in it since the one before.
    public struct Release: Sendable {
        public let name: String
        public let date: String?
        public let notes: String?
        /// The changes since the tokens as they are, not yet in any release.
        public let isUnreleased: Bool
        /// How many tokens it has.
        public let tokenCount: Int
        /// What changed since the release before; nil for the first.
        public let diff: TokenDiff?
    }

    /// Something that happened to one token.
    public enum Event: Sendable, Hashable {
        /// It appeared (in the first release read, or since); `replacing` a token it was added to
        /// stand in for, whose name remains deprecated.
        case introduced(replacing: String?)
        /// Its values changed, per context.
        case changed([TokenDiff.ValueChange])
        /// It took this name from `from`.
        case renamed(from: String)
        /// It went, and `to` has its place.
        case renamedTo(String)
        case deprecated(explanation: String?, replacements: [String])
        case removed
    }

    /// An event in a release (an index into `releases`).
    public struct Entry: Sendable, Hashable {
        public let release: Int
        public let event: Event
    }

    /// A token some release had and the current tokens lack.
    public struct Tombstone: Sendable {
        public let path: String
        public let type: String
        /// The release it went in (an index into `releases`).
        public let removedIn: Int
        /// The name it was renamed to, when it was.
        public let renamedTo: String?
        /// The current token to use instead: the rename or the deprecation's replacement,
        /// followed through later renames and removals; nil when nothing replaces it.
        public let replacement: String?
        /// Its values in the last release that had it, with the contexts' labels, default first.
        public let lastValues: [(label: String, token: ResolvedToken)]
    }

    public private(set) var releases: [Release] = []
    /// Each token's events, oldest first; a renamed token's include those of its old names.
    public private(set) var entries: [String: [Entry]] = [:]
    /// Removed and renamed tokens, by path.
    public private(set) var tombstones: [String: Tombstone] = [:]

    public var isEmpty: Bool { releases.isEmpty }

    /// The history of `snapshots` (oldest first), and of `current` — the tokens as they are —
    /// as an unreleased release when it differs from the last one.
    public init(snapshots: [Snapshot], current: [TokenDiff.Context]) {
        guard let first = snapshots.first, let firstSet = first.contexts.first?.tokens else { return }
        var builder = Builder()
        releases.append(
            Release(name: first.name, date: first.date, notes: first.notes, isUnreleased: false, tokenCount: firstSet.tokens.count, diff: nil))
        for token in firstSet.tokens { builder.add(.introduced(replacing: nil), to: token.path, in: 0) }
        builder.see(first.contexts, in: 0)
        var previous = first.contexts
        var steps = snapshots.dropFirst().map { (snapshot: $0, unreleased: false) }
        if !current.isEmpty { steps.append((Snapshot(name: "Unreleased", contexts: current), true)) }
        for (snapshot, unreleased) in steps {
            let diff = TokenDiff(old: previous, new: snapshot.contexts)
            if unreleased && diff.isEmpty { break }
            let index = releases.count
            releases.append(
                Release(
                    name: snapshot.name, date: snapshot.date, notes: snapshot.notes, isUnreleased: unreleased,
                    tokenCount: snapshot.contexts.first?.tokens.tokens.count ?? 0, diff: diff))
            builder.record(diff, in: index, newDefault: snapshot.contexts.first?.tokens)
            builder.see(snapshot.contexts, in: index)
            previous = snapshot.contexts
        }
        entries = builder.entries
        tombstones = builder.tombstones(current: previous.first?.tokens)
    }

    /// What the history is made from, gathered release by release.
    private struct Builder {
        var entries: [String: [Entry]] = [:]
        /// Each path's last release and its values there, in every context.
        var lastSeen: [String: (release: Int, values: [(label: String, token: ResolvedToken)])] = [:]
        var renamedTo: [String: String] = [:]
        var removedIn: [String: Int] = [:]

        mutating func add(_ event: Event, to path: String, in release: Int) {
            entries[path, default: []].append(Entry(release: release, event: event))
        }

        /// Notes the values of every token of a release.
        mutating func see(_ contexts: [TokenDiff.Context], in release: Int) {
            guard let defaults = contexts.first?.tokens else { return }
            for token in defaults.tokens {
                var values: [(label: String, token: ResolvedToken)] = [(contexts[0].label, token)]
                for context in contexts.dropFirst() {
                    if let other = context.tokens[token.path], other.value != token.value { values.append((context.label, other)) }
                }
                lastSeen[token.path] = (release, values)
            }
        }

        mutating func record(_ diff: TokenDiff, in release: Int, newDefault: ResolvedTokenSet?) {
            for token in diff.added { add(.introduced(replacing: nil), to: token.path, in: release) }
            for rename in diff.renamed {
                if newDefault?[rename.from] != nil {
                    // Kept for compatibility, deprecated in favour of a new token.
                    let deprecation = newDefault?[rename.from]?.deprecation
                    add(.deprecated(explanation: deprecation?.explanation, replacements: [rename.to]), to: rename.from, in: release)
                    add(.introduced(replacing: rename.from), to: rename.to, in: release)
                } else {
                    let earlier = entries[rename.from] ?? []
                    entries[rename.to] = earlier + (entries[rename.to] ?? [])
                    add(.renamed(from: rename.from), to: rename.to, in: release)
                    add(.renamedTo(rename.to), to: rename.from, in: release)
                    renamedTo[rename.from] = rename.to
                    removedIn[rename.from] = release
                }
            }
            for change in diff.changed { add(.changed(change.changes), to: change.path, in: release) }
            for token in diff.deprecated {
                add(
                    .deprecated(explanation: token.deprecation?.explanation, replacements: token.deprecation?.replacements ?? []), to: token.path,
                    in: release)
            }
            for token in diff.removed {
                add(.removed, to: token.path, in: release)
                renamedTo[token.path] = nil
                removedIn[token.path] = release
            }
        }

        /// A tombstone for every path seen that `current` lacks.
        func tombstones(current: ResolvedTokenSet?) -> [String: Tombstone] {
            var result: [String: Tombstone] = [:]
            for (path, seen) in lastSeen where current?[path] == nil {
                guard let last = seen.values.first?.token else { continue }
                result[path] = Tombstone(
                    path: path, type: last.typeName, removedIn: removedIn[path] ?? seen.release + 1, renamedTo: renamedTo[path],
                    replacement: replacement(of: path, current: current), lastValues: seen.values)
            }
            return result
        }

        /// The current token that takes the place of `path`: its rename, or the first
        /// replacement its deprecation names, followed until one exists.
        func replacement(of path: String, current: ResolvedTokenSet?) -> String? {
            var visited: Set<String> = []
            var candidate = path
            while visited.insert(candidate).inserted {
                if candidate != path, current?[candidate] != nil { return candidate }
                let named = lastSeen[candidate]?.values.first?.token.deprecation?.replacements ?? []
                guard let next = renamedTo[candidate] ?? named.first(where: { current?[$0] != nil }) ?? named.first else { return nil }
                candidate = next
            }
            return nil
        }
    }
}
