import Foundation

/// An RFC 6901 JSON Pointer such as `#/colors/blue/$value/components/0` (`~1` is `/`, `~0` is `~`).
public struct JSONPointer: Sendable, Hashable, CustomStringConvertible {
    public var segments: [String]

    public init(segments: [String]) {
        self.segments = segments
    }

    /// Parses the fragment form (`#/a/b`, `#`) or the plain form (`/a/b`); nil when malformed.
    public init?(parsing text: String) {
        var body = Substring(text)
        if body.hasPrefix("#") { body = body.dropFirst() }
        if body.isEmpty { self.segments = []; return }
        guard body.hasPrefix("/") else { return nil }
        var segments: [String] = []
        for raw in body.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            var segment = ""
            var iterator = raw.makeIterator()
            while let character = iterator.next() {
                if character == "~" {
                    switch iterator.next() {
                    case "0": segment.append("~")
                    case "1": segment.append("/")
                    default: return nil
                    }
                } else {
                    segment.append(character)
                }
            }
            // Fragments may percent-encode characters; keep the text as written when that fails.
            segments.append(segment.removingPercentEncoding ?? segment)
        }
        self.segments = segments
    }

    public var description: String {
        "#" + segments.map { "/" + $0.replacingEvery("~", with: "~0").replacingEvery("/", with: "~1") }.joined()
    }

    /// The node the pointer designates inside `root`, or nil.
    public func resolve(in root: JSONNode) -> JSONNode? {
        var current = root
        for segment in segments {
            switch current.value {
            case .object(let object):
                guard let next = object[segment] else { return nil }
                current = next
            case .array(let items):
                guard let index = Int(segment), String(index) == segment, items.indices.contains(index) else { return nil }
                current = items[index]
            default:
                return nil
            }
        }
        return current
    }
}
