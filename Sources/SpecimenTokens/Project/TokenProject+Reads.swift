extension TokenProject {
    /// Whether the `tokens:` of a config, `patterns`, read the handbook file at `path`
    /// (relative to the handbook, `/`-separated): the file named, a file below a folder named,
    /// or a token file a pattern matches. The output folder must hold none of them.
    public static func patterns(_ patterns: [String], read path: String) -> Bool {
        patterns.contains { pattern in
            if Glob.isPattern(pattern) { return TokenFileParser.isTokenFile(path) && Glob(pattern).matches(path) }
            let named = pattern.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
            return path == named || named.isEmpty || path.hasPrefix(named + "/")
        }
    }
}
