/// A block's options: the YAML mapping of its body, decoded. Its keys name every option it
/// takes, so that one it does not take is refused where it is written, with a suggestion
/// (see `BlockOptionsReader`).
package protocol BlockOptions: Decodable, Sendable {
    associatedtype Keys: CodingKey & CaseIterable
    /// The contexts to show side by side, by label (`dark`) or as `modifier=context`; nil for all.
    var contexts: OneOrMany<String>? { get }
}

extension BlockOptions {
    /// The names of the options, in the order the type declares them.
    static var names: [String] { Keys.allCases.map(\.stringValue) }
}

/// The options of a block that takes none.
package struct NoOptions: BlockOptions {
    package enum Keys: CodingKey, CaseIterable {}
    package var contexts: OneOrMany<String>? { nil }
}

/// The options every block showing tokens takes, and no more.
package struct ContextOptions: BlockOptions {
    package enum Keys: String, CodingKey, CaseIterable { case contexts }
    package let contexts: OneOrMany<String>?

    package init(from decoder: any Decoder) throws {
        contexts = try decoder.container(keyedBy: Keys.self).decodeIfPresent(OneOrMany<String>.self, forKey: .contexts)
    }
}

/// An option written as one value or a list of them (`types: color` or `types: [color, number]`).
package struct OneOrMany<Value: Decodable & Sendable>: Decodable, Sendable {
    package let values: [Value]

    package init(from decoder: any Decoder) throws {
        if let list = try? [Value](from: decoder) {
            values = list
        } else {
            values = [try Value(from: decoder)]
        }
    }
}
