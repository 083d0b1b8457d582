import Foundation
import SpecimenDiagnostics
import SpecimenPages
import SpecimenTokens

/// Where a build may write its site, decided by what the handbook reads and by where the folder
/// was named, never by what the folder holds: its marker file (`.specimen-output`) arrives by
/// pull request as easily as any file, so it is no proof that Specimen made the folder.
///
/// - A folder named in specimen.yml lies inside the handbook; only `--output` leads elsewhere.
/// - No output folder, however named, is, holds or lies inside what the handbook reads:
///   specimen.yml, Content/, Templates/, Public/, the files and folders of `tokens:`, or a file a
///   pattern of `tokens:` matches.
/// - A folder named in specimen.yml that holds files under version control is replaced only
///   when named with `--output`: a site committed on purpose (GitHub Pages from `docs/`) is
///   built that way, and a pull request cannot make `output: src` delete `src/`. The default
///   `Output/` is exempt: it holds what Specimen writes by convention, committed or not.
enum OutputPlacement {
    /// Throws `output-unsafe` at the `output:` setting (or at specimen.yml) when `output` is no
    /// place for the site.
    /// - Parameters:
    ///   - namedOnCommandLine: whether `--output` chose the folder, rather than specimen.yml.
    ///   - git: the handbook's repository, asked which files it tracks; looked up only when an
    ///     output folder of specimen.yml's may hold some (a build starts no git it need not).
    static func check(
        _ output: URL, root: URL, config: SiteConfig, namedOnCommandLine: Bool, git: @autoclosure () -> Git?
    ) throws(DiagnosticsFailure) {
        let place = config.outputLocation ?? SourceLocation(file: SiteConfig.fileName)
        let outputPath = output.resolvingSymlinksInPath().path
        let rootPath = root.resolvingSymlinksInPath().path
        func refuse(_ message: String) -> DiagnosticsFailure {
            DiagnosticsFailure(.error("output-unsafe", message, at: namedOnCommandLine ? SourceLocation(file: "--output") : place))
        }
        if outputPath == rootPath || rootPath.hasPrefix(outputPath == "/" ? "/" : outputPath + "/") {
            throw refuse("refusing to replace \(outputPath): it holds the handbook itself; choose a folder of its own, such as Output/")
        }
        let relative = outputPath.hasPrefix(rootPath + "/") ? String(outputPath.dropFirst(rootPath.count + 1)) : nil
        if !namedOnCommandLine, relative == nil {
            throw refuse(
                "output '\(config.output)' leads outside the handbook; name a folder inside it, or build elsewhere with 'specimen build --output PATH'"
            )
        }
        guard let relative else { return }
        if let (input, relation) = readInput(at: relative, config: config) {
            throw refuse(
                "refusing to write the site to \(relative)/: it \(relation) \(input), which the handbook reads; choose a folder of its own, such as Output/"
            )
        }
        if let tokenFile = tokenFile(in: output, relative: relative, patterns: config.tokens, root: root) {
            throw refuse(
                "refusing to replace \(relative)/: it holds \(tokenFile), which 'tokens:' reads; choose a folder of its own, such as Output/")
        }
        if !namedOnCommandLine, relative != SiteConfig().output, FileManager.default.fileExists(atPath: outputPath),
            let tracked = git()?.run(["ls-files", "--", ":(literal)" + relative])?.split(separator: "\n").first
        {
            throw refuse(
                "refusing to replace \(relative)/: it holds files under version control (\(tracked)); build it with 'specimen build --output \(relative)' if the site is committed on purpose"
            )
        }
    }

    /// The input the folder at `relative` is, holds or lies inside (as the handbook names it),
    /// and which of the three.
    private static func readInput(at relative: String, config: SiteConfig) -> (String, String)? {
        let fixed = [SiteConfig.fileName, "Content", "Templates", "Public"].map { (path: $0, name: $0 == SiteConfig.fileName ? $0 : $0 + "/") }
        let named = config.tokens.filter { !Glob.isPattern($0) }.map { pattern in
            let path = pattern.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
            return (path: path, name: "'\(path)' of 'tokens:'")
        }
        for (path, name) in fixed + named where !path.isEmpty && !path.hasPrefix("/") && !path.hasPrefix("..") {
            if path == relative { return (name, "is") }
            if path.hasPrefix(relative + "/") { return (name, "holds") }
            if relative.hasPrefix(path + "/") { return (name, "lies inside") }
        }
        return nil
    }

    /// A file already in the output folder that a pattern of `tokens:` would read, when the
    /// token walk reaches the folder at all (it skips folders such as Output/ by name).
    private static func tokenFile(in output: URL, relative: String, patterns: [String], root: URL) -> String? {
        guard patterns.contains(where: Glob.isPattern),
            !relative.split(separator: "/").contains(where: { FileWalk.generatedFolders.contains(String($0)) })
        else { return nil }
        let listing = FileWalk.files(under: output, boundary: ReadBoundary([root]), skipping: FileWalk.generatedFolders)
        return listing.files.lazy.map { relative + "/" + $0 }.first { TokenProject.patterns(patterns, read: $0) }
    }
}
