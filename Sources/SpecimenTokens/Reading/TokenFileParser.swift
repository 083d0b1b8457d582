import SpecimenDiagnostics

/// Parses a token file by its name: YAML for `.yaml` and `.yml`, JSON (with JSONC read leniently) otherwise.
enum TokenFileParser {
    static func parse(_ text: String, file: String) throws(DiagnosticsFailure) -> JSONReader.Result {
        if YAMLTokenReader.isYAML(file) { return try YAMLTokenReader.parse(text, file: file) }
        return try JSONReader.parse(text, file: file)
    }

    /// Whether a file in a token folder holds tokens (resolver documents are told apart by name).
    static func isTokenFile(_ file: String) -> Bool {
        file.hasSuffix(".json") || YAMLTokenReader.isYAML(file)
    }
}
