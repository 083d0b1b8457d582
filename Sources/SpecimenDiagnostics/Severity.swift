/// How serious a diagnostic is; errors fail a build, warnings do not unless strict.
public enum Severity: String, Sendable, Hashable, Codable, Comparable {
    case error
    case warning
    case note

    private var rank: Int {
        switch self {
        case .error: 2
        case .warning: 1
        case .note: 0
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
