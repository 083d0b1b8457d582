/// The members of a template object, by name, in the order they were first given.
///
/// A page's templates read its context by name some eighty times, and a context is made for
/// every page: a `Dictionary` hashed the whole name for every lookup and every member made
/// (SipHash; with the tables' allocations, near 3 % of a build). Here a name is told first by
/// a word of its length and first and last bytes, compared with every member's in turn, and
/// only then compared whole: objects hold tens of members, not thousands.
package struct TemplateObject: ExpressibleByDictionaryLiteral, Sequence {
    private struct Member {
        let name: String
        let print: UInt64
        var value: TemplateValue
    }

    private var members: [Member] = []

    package init() {}

    package init(dictionaryLiteral elements: (String, TemplateValue)...) {
        members.reserveCapacity(elements.count)
        for (name, value) in elements { self[name] = value }
    }

    package mutating func reserveCapacity(_ capacity: Int) { members.reserveCapacity(capacity) }

    package var count: Int { members.count }
    package var isEmpty: Bool { members.isEmpty }
    /// The members' names, in order.
    package var keys: [String] { members.map(\.name) }

    /// The member `name`; setting nil removes it, setting one that is there replaces its value.
    package subscript(name: String) -> TemplateValue? {
        get { position(of: name, print: Self.fingerprint(name)).map { members[$0].value } }
        set {
            let print = Self.fingerprint(name)
            switch (position(of: name, print: print), newValue) {
            case (let position?, let value?): members[position].value = value
            case (let position?, nil): members.remove(at: position)
            case (nil, let value?): members.append(Member(name: name, print: print, value: value))
            case (nil, nil): break
            }
        }
    }

    package func makeIterator() -> some IteratorProtocol<(key: String, value: TemplateValue)> {
        members.lazy.map { (key: $0.name, value: $0.value) }.makeIterator()
    }

    private func position(of name: String, print: UInt64) -> Int? {
        members.firstIndex { $0.print == print && $0.name == name }
    }

    /// A word that tells most names apart: the length, and the first and last seven bytes.
    static func fingerprint(_ name: String) -> UInt64 {
        var name = name
        return name.withUTF8 { bytes in
            var (first, last): (UInt64, UInt64) = (0, 0)
            for index in 0..<Swift.min(bytes.count, 7) {
                first |= UInt64(bytes[index]) << (8 * index)
                last |= UInt64(bytes[bytes.count - 1 - index]) << (8 * index)
            }
            return UInt64(truncatingIfNeeded: bytes.count) << 56 ^ first ^ (last << 5 | last >> 59)
        }
    }
}
