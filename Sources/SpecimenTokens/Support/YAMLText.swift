import Yams

/// YAML read through Yams with its encoding named. Left to its default, Yams reads the whole
/// process environment (for `YAMS_DEFAULT_ENCODING`) on every parse and every decoder made:
/// a twentieth of building a handbook whose pages hold blocks, each block's options a parse
/// and a decode.
package enum YAMLText {
    /// The YAML document `text` as a node tree; nil when it holds none.
    package static func compose(_ text: String, resolver: Resolver = .default) throws -> Node? {
        try Yams.compose(yaml: text, resolver, .default, .utf8)
    }

    /// `type` decoded from `node`.
    package static func decode<T: Decodable>(_ type: T.Type, from node: Node) throws -> T {
        try decoder.decode(type, from: node)
    }

    /// One decoder for every decode: `decode(_:from:)` makes a decoder of its own for the node
    /// and changes nothing of this one, so threads share it.
    nonisolated(unsafe) private static let decoder = YAMLDecoder(encoding: .utf8)
}
