import ArgumentParser
import Foundation
import SpecimenAssistant
import SpecimenDiagnostics
import SpecimenPages
import SpecimenSite

/// `specimen mcp`: the handbook, for a coding assistant (see `AssistantServer`).
struct MCPCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Answer a coding assistant's questions about the handbook: a Model Context Protocol server over standard input and output.",
        discussion: """
            Register it with your assistant as the command `specimen` with the arguments `mcp --root /path/to/handbook`. \
            It offers the tools find_tokens, get_token, nearest_colors, check_contrast, get_component and search_pages, and \
            every page as Markdown; it reads the handbook again whenever its files change. Standard output is the protocol; \
            messages go to standard error.
            """)

    @Option(name: .long, help: "The handbook folder (holding specimen.yml and Content/).")
    var root: String = "."

    @Option(name: .customLong("base-url"), help: "Give pages' and tokens' addresses under this URL instead of specimen.yml's baseURL.")
    var baseURL: String?

    @Option(
        name: .customLong("context"), help: "The context a modifier shows first: modifier=context (repeatable); overrides specimen.yml's 'contexts'.")
    var contexts: [String] = []

    @Flag(name: .long, help: "Include pages marked 'draft: true'.")
    var drafts = false

    @Flag(name: .long, help: "Note every call on standard error.")
    var verbose = false

    func validate() throws {
        _ = try ContextOption.parse(contexts)
    }

    func run() async throws {
        let rootURL = URL(fileURLWithPath: root, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
        guard FileManager.default.fileExists(atPath: rootURL.path) else {
            Terminal.report([.error("root-missing", "no handbook folder at \(rootURL.path)", at: SourceLocation(file: root))])
            throw ExitCode(2)
        }
        var options = BuildOptions(root: rootURL, baseURL: baseURL, includeDrafts: drafts)
        options.contexts = try ContextOption.parse(contexts)
        try await AssistantServer(options: options, version: SpecimenVersion.current, verbose: verbose).run()
    }
}
