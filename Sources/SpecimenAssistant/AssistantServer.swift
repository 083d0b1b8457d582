import Foundation
import Logging
import MCP
import SpecimenSite

/// `specimen mcp`: a Model Context Protocol server over standard input and output that answers
/// a coding assistant's questions about one handbook — its tokens, colors, contrast,
/// components and pages — reading the handbook again whenever its files change.
///
/// Standard output carries the protocol alone; everything said to a person goes to standard
/// error.
public struct AssistantServer: Sendable {
    let options: BuildOptions
    let version: String
    let log: StandardError

    /// - Parameters:
    ///   - options: the handbook and how to read it, as `specimen build` takes them.
    ///   - version: Specimen's version, which the server gives as its own.
    ///   - verbose: whether to note every call on standard error.
    public init(options: BuildOptions, version: String, verbose: Bool = false) {
        self.options = options
        self.version = version
        log = StandardError(verbose: verbose)
    }

    /// Serves until standard input ends, then answers the requests already read.
    public func run() async throws {
        let state = HandbookState(options: options, log: log)
        let server = Server(
            name: "specimen", version: version, title: "Specimen handbook", instructions: Self.instructions(root: options.root),
            capabilities: .init(resources: .init(subscribe: false, listChanged: false), tools: .init(listChanged: false)))
        let checks = await register(on: server, state: state)
        var logger = Logger(label: "specimen.mcp") { StreamLogHandler.standardError(label: $0) }
        logger.logLevel = log.verbose ? .debug : .warning
        // The first answer need not wait for the whole build: it starts now.
        Task { _ = await state.current() }
        log.write("serving \(options.root.path) over standard input and output")
        let transport = AnsweringTransport(gate: MessageGate(parameterChecks: checks), log: log, logger: logger)
        try await server.start(transport: transport)
        await server.waitUntilCompleted()
        await transport.untilAnswered(within: .seconds(120))
        await server.stop()
    }

    /// Registers the handlers; returns how each method the server answers checks its
    /// parameters (those the SDK answers itself, `initialize` and `ping`, among them).
    private func register(on server: Server, state: HandbookState) async -> [ParameterCheck] {
        let log = self.log
        var checks = [ParameterCheck(Initialize.self), ParameterCheck(Ping.self)]
        func handle<M: MCP.Method>(_ method: M.Type, _ handler: @escaping @Sendable (M.Parameters) async throws -> M.Result) async {
            await server.withMethodHandler(method, handler: handler)
            checks.append(ParameterCheck(method))
        }
        await handle(ListTools.self) { _ in
            ListTools.Result(tools: ToolCatalog.tools.map(\.definition))
        }
        await handle(CallTool.self) { call in
            guard let tool = ToolCatalog.tool(named: call.name) else {
                throw MCPError.invalidParams(
                    "No tool '\(call.name)'; tools/list gives them: \(ToolCatalog.tools.map(\.name).joined(separator: ", "))")
            }
            let handbook = await state.current()
            log.detail("\(call.name) \(call.arguments.map { "\($0)" } ?? "{}")")
            return tool.answer(call.arguments, on: handbook)
        }
        await handle(ListResources.self) { _ in
            PageResources.list(await state.current())
        }
        await handle(ReadResource.self) { read in
            try PageResources.read(read.uri, await state.current())
        }
        return checks
    }

    /// What the server tells the assistant about itself when it connects.
    static func instructions(root: URL) -> String {
        """
        Answers questions about the design-system handbook in \(root.path): its design tokens (find_tokens, get_token), \
        the color tokens nearest a color (nearest_colors), contrast of colors and color tokens (check_contrast), its \
        components' tokens (get_component), where its apps' code uses each token (find_usages, with usage: in specimen.yml) \
        and its pages (search_pages, and every page as Markdown in the resources). \
        Prefer a token to a raw value: find the token with find_tokens or nearest_colors, then use its CSS custom \
        property or its Swift name from get_token. Answers follow the handbook's files as they are now.
        """
    }
}
