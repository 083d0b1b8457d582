import SpecimenDiagnostics
import SpecimenTokens
import Yams

extension ConfigReader {
    /// Holds the running Specimen to the handbook's `specimen:` range (see `VersionRequirement`):
    /// an error naming both when it is outside; nil when it is inside, or when the range cannot
    /// be read (a `config-value` error then).
    mutating func versionUnmet(_ node: Node, running current: String = SpecimenVersion.current) -> Diagnostic? {
        guard let text = node.scalar?.string, let requirement = VersionRequirement(text) else {
            fail(node, "config-value", "'specimen' must be a range of Specimen versions, such as \">=0.3\" or \">=0.3, <0.5\"")
            return nil
        }
        guard !requirement.admits(current) else { return nil }
        let location = YAMLDiagnostics.location(of: node, file: file)
        let message = "this handbook needs Specimen \(text), and this is Specimen \(current); install a version in that range"
        return .error("specimen-version-unmet", message, at: location, sourceLine: SourceText.line(location.line, in: self.text))
    }
}
