import SpecimenDiagnostics
import SpecimenTokens
import Yams

/// Reads a block's body into its options: a YAML mapping of the options it takes, each
/// problem located at the key or value it is about.
enum BlockOptionsReader {
    /// The options in `body` (none when it is empty), and where each option's value is written.
    static func read<Options: BlockOptions>(
        _ type: Options.Type, body: String, block: String, described options: [BlockCatalogueEntry.Option]
    ) throws(BlockFailure) -> (options: Options, places: [String: BlockFailure.Place]) {
        let node = try mapping(body, block: block)
        let known = Options.names
        var places: [String: BlockFailure.Place] = [:]
        for (key, value) in node.mapping ?? Node.Mapping([]) {
            let name = key.string ?? ""
            guard !known.contains(name) else {
                places[name] = place(of: value)
                continue
            }
            let takes = known.isEmpty ? "it takes no options" : "it takes \(known.joined(separator: ", "))"
            throw BlockFailure(
                "block-options", "unknown option '\(name)' of a '\(block)' block\(Suggestion.phrase(for: name, in: known)); \(takes)",
                place: place(of: key))
        }
        do {
            return (try YAMLText.decode(Options.self, from: node), places)
        } catch {
            throw failure(error, in: node, block: block, options: options)
        }
    }

    /// The body as a YAML mapping; an empty one for an empty body or one of comments only.
    private static func mapping(_ body: String, block: String) throws(BlockFailure) -> Node {
        let message = "the body of a '\(block)' block must be YAML options such as 'contexts: [light, dark]'"
        let composed: Node?
        do {
            composed = try YAMLText.compose(body)
        } catch {
            throw BlockFailure("block-options", message, word: block)
        }
        guard let composed else { return Node.mapping(Node.Mapping([])) }
        guard composed.mapping != nil else { throw BlockFailure("block-options", message, word: block) }
        return composed
    }

    /// A value of the wrong shape, said with what the option takes, at the value.
    private static func failure(_ error: any Error, in node: Node, block: String, options: [BlockCatalogueEntry.Option]) -> BlockFailure {
        let path: [any CodingKey]
        switch error as? DecodingError {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context): path = context.codingPath
        case .keyNotFound(_, let context): path = context.codingPath
        default: path = []
        }
        guard let name = path.first?.stringValue, let option = options.first(where: { $0.name == name }) else {
            return BlockFailure("block-options", "the options of a '\(block)' block cannot be read: \(error)", word: block)
        }
        let value = node.mapping?.first { $0.key.string == name }?.value
        return BlockFailure(
            "block-options", "'\(name)' is \(option.takes), e.g. '\(option.example)'", place: value.map(place) ?? .infoString(word: block))
    }

    /// Where a node is in the body.
    static func place(of node: Node) -> BlockFailure.Place {
        guard let mark = node.mark else { return .infoString(word: nil) }
        return .body(line: mark.line, column: mark.column)
    }
}
