import SpecimenDiagnostics
import SpecimenTokens

extension FileWalk {
    /// The error for a link that leads out of the handbook (`path` as the user sees it).
    package static func outsideDiagnostic(_ path: String) -> Diagnostic {
        .error(
            "file-outside-handbook", "'\(path)' is a symbolic link leading outside the handbook; it is neither read nor published",
            at: SourceLocation(file: path))
    }
}
