/// Specimen's own version: what `specimen --version` prints, what a `specimen:` range in
/// `specimen.yml` is held to, and what the SARIF log and the MCP server give as the tool's.
public enum SpecimenVersion {
    public static let current = "0.3.0"
}
