/// Which items of one kind (pages, token pages) a rebuild makes again: every one, or those
/// named. An empty `only` redoes nothing.
enum RebuildScope<Item: Hashable & Sendable>: Equatable, Sendable {
    case all
    case only(Set<Item>)

    /// Nothing to redo.
    static var none: Self { .only([]) }

    var isEmpty: Bool {
        if case .only(let items) = self { return items.isEmpty }
        return false
    }

    func contains(_ item: Item) -> Bool {
        switch self {
        case .all: true
        case .only(let items): items.contains(item)
        }
    }

    /// Both scopes together: `all` absorbs anything.
    func union<Other: Sequence>(_ other: Other) -> Self where Other.Element == Item {
        switch self {
        case .all: .all
        case .only(let items): .only(items.union(other))
        }
    }

    func union(_ other: Self) -> Self {
        switch (self, other) {
        case (.only(let mine), .only(let theirs)): .only(mine.union(theirs))
        default: .all
        }
    }

    /// The elements of `candidates` in scope, in their order.
    func filter<Element>(_ candidates: [Element], by item: (Element) -> Item) -> [Element] {
        switch self {
        case .all: candidates
        case .only(let items): candidates.filter { items.contains(item($0)) }
        }
    }
}
