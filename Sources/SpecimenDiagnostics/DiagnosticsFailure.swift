/// Thrown when a stage cannot produce its value; carries every diagnostic gathered so far.
public struct DiagnosticsFailure: Error, Sendable {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    public init(_ diagnostic: Diagnostic) {
        self.diagnostics = [diagnostic]
    }
}
