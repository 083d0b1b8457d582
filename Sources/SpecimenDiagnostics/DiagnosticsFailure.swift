/// Thrown when a stage cannot produce its value; carries every diagnostic gathered so far.
public struct DiagnosticsFailure: Error, Sendable {
    public var diagnostics: [Diagnostic]
    /// The named step of the pipeline that raised it (`read config`, `check`), when known.
    public var step: String?

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    public init(_ diagnostic: Diagnostic) {
        self.diagnostics = [diagnostic]
    }
}
