/// Milestones a build reports while it runs, for a progress line on terminals.
public enum BuildProgress: Sendable {
    case stage(String)
    case pages(done: Int, total: Int)
}
