import Foundation
import SpecimenDiagnostics

@testable import SpecimenTokens

/// Resolves token documents given as JSON texts, named `a.json`, `b.json`, … in order.
func resolveTokens(_ documents: String..., strict: Bool = false) -> TokenResolution {
    let names = "abcdefghij".map { "\($0).json" }
    return TokenSetBuilder.resolve(documents.enumerated().map { TokenSourceText(file: names[$0.offset], text: $0.element) }, strict: strict)
}

extension TokenResolution {
    var errorCodes: [String] { diagnostics.filter { $0.severity == .error }.map(\.code) }
    var warningCodes: [String] { diagnostics.filter { $0.severity == .warning }.map(\.code) }

    func color(_ path: String) -> ColorValue? {
        if case .color(let color)? = tokens[path]?.value { return color }
        return nil
    }

    func dimension(_ path: String) -> DimensionValue? {
        if case .dimension(let dimension)? = tokens[path]?.value { return dimension }
        return nil
    }
}

/// A folder of files for tests that read from disk.
struct TemporaryFolder {
    let url: URL

    init(_ files: [String: String]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-tokens-\(UUID().uuidString)")
        for (path, text) in files {
            let file = url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}

let srgbRed = #"{"colorSpace": "srgb", "components": [1, 0, 0]}"#
let srgbBlue = #"{"colorSpace": "srgb", "components": [0, 0, 1]}"#
