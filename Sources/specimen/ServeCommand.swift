import ArgumentParser
import Foundation
import SpecimenServer
import SpecimenSite

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "serve", abstract: "Build the site and serve it for preview.")

    @OptionGroup var site: SiteOptions

    @Option(name: .long, help: "The port to listen on.")
    var port: Int = 8080

    @Option(name: .long, help: "The address to listen on; anything but loopback exposes the preview to your network.")
    var host: String = "127.0.0.1"

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
    }

    func run() async throws {
        let built = try SiteBuild.run(site)
        if !["127.0.0.1", "localhost", "::1"].contains(host) {
            Terminal.writeError("warning: serving on \(host) makes the preview reachable from other machines")
        }
        let server = PreviewServer(outputDirectory: built.outputDirectory, basePath: built.config.baseURL.path, host: host, port: port)
        let displayHost = host.contains(":") ? "[\(host)]" : host
        do {
            try await server.run { boundPort in
                Terminal.writeOutput("Serving http://\(displayHost):\(boundPort)\(built.config.baseURL.path) — press Ctrl-C to stop")
            }
        } catch let error as PreviewServerError {
            Terminal.writeError("error: \(error)")
            throw ExitCode.failure
        }
    }
}
