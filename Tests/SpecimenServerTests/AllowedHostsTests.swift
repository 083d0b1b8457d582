import Foundation
import Testing

@testable import SpecimenServer

@Suite("Allowed hosts")
struct AllowedHostsTests {
    @Test(
        "loopback names, with or without a port, in any case",
        arguments: ["localhost", "localhost:8080", "127.0.0.1", "127.0.0.1:1", "[::1]", "[::1]:8080", "LOCALHOST:8080", "localhost:"])
    func loopbackNamesAreAllowed(authority: String) {
        #expect(AllowedHosts(binding: "127.0.0.1").allows(authority))
    }

    @Test(
        "other names, malformed ones and none are refused",
        arguments: [
            "evil.example", "evil.example:8080", "localhost.evil.example", "127.0.0.1.nip.io", "::1", "[::1", "localhost:80x",
            "localhost:8080:1", "", " localhost", "127.0.0.2", "[::2]",
        ])
    func otherNamesAreRefused(authority: String) {
        #expect(!AllowedHosts(binding: "127.0.0.1").allows(authority))
        #expect(!AllowedHosts(binding: "127.0.0.1").allows(nil))
    }

    @Test func theBoundAddressAndExtraNamesAreAllowed() {
        let hosts = AllowedHosts(binding: "192.168.1.20", extra: ["Preview.Example", "fe80::1", "[2001:db8::1]"])
        for authority in ["192.168.1.20:8080", "preview.example", "PREVIEW.example:443", "[fe80::1]:8080", "[2001:db8::1]", "localhost:8080"] {
            #expect(hosts.allows(authority), "\(authority)")
        }
        #expect(!hosts.allows("other.example"))
        #expect(AllowedHosts(binding: "::1").names == Set(AllowedHosts.loopback))
        #expect(AllowedHosts(binding: "my-laptop.local").allows("my-laptop.local:8080"))
    }

    @Test func aWildcardAllowsTheMachinesAddresses() {
        let addresses = { ["127.0.0.1", "192.168.1.20", "::1", "fe80::1%eth0"] }
        let v4 = AllowedHosts(binding: "0.0.0.0", interfaceAddresses: addresses)
        #expect(v4.allows("192.168.1.20:8080") && !v4.allows("[fe80::1]:8080") && !v4.allows("evil.example"))
        let any = AllowedHosts(binding: "::", interfaceAddresses: addresses)
        #expect(any.allows("192.168.1.20:8080") && any.allows("[fe80::1]:8080") && !any.allows("evil.example"))
        // The real interfaces include loopback.
        #expect(AllowedHosts.interfaceAddresses().contains("127.0.0.1"))
    }

    @Test func namesForAllowHostAreChecked() {
        for name in ["preview.example", "my_box.local", "192.168.1.20", "fe80::1", "[2001:db8::1]", "localhost"] {
            #expect(AllowedHosts.problem(with: name) == nil, "\(name)")
        }
        #expect(AllowedHosts.problem(with: "") == "is empty")
        #expect(AllowedHosts.problem(with: "preview.example:8080")?.hasPrefix("has a port") == true)
        #expect(AllowedHosts.problem(with: "https://preview.example")?.hasPrefix("is not a host name") == true)
        #expect(AllowedHosts.problem(with: "two words")?.hasPrefix("may hold only") == true)
        #expect(AllowedHosts.problem(with: "*")?.hasPrefix("may hold only") == true)
    }
}

@Suite("Preview server: Host")
struct PreviewServerHostTests {
    @Test func aRequestNamingAnotherHostIsRefused() async throws {
        let server = try await RunningServer()
        let port = server.port
        for host in ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)", "localhost", "LocalHost:\(port)"] {
            let response = try await server.get("/", host: host)
            #expect(response.status == 200 && response.text == "<h1>Home</h1>", "\(host)")
        }
        // What a page of evil.example sees after pointing its name at 127.0.0.1 (DNS rebinding).
        for host in ["evil.example:\(port)", "evil.example", "127.0.0.1.evil.example:\(port)", ""] {
            for path in ["/", "/guide/", "/missing/", "/guide", "/../secret.txt"] {
                let response = try await server.get(path, host: host)
                #expect(response.status == 421, "\(host) \(path)")
                #expect(!response.text.contains("<h1>") && !response.text.contains("secret"), "\(host) \(path)")
                #expect(response.headers["content-type"] == "text/plain; charset=utf-8")
            }
        }
        let refused = try await server.get("/", host: "evil.example:\(port)")
        #expect(refused.text == "This preview does not answer to the host 'evil.example:\(port)' (see --allow-host in specimen serve --help).\n")
        #expect(try await server.get("/", host: "").text.contains("a request without a Host"))
        await server.stop()
    }

    @Test func liveReloadAnswersOnlyAllowedHostsToo() async throws {
        let hub = LiveReloadHub()
        let server = try await RunningServer(liveReload: hub)
        #expect(try await server.get("/__specimen/live-reload.js", host: "evil.example").status == 421)
        let refused = try EventStreamClient(port: server.port, host: "evil.example")
        let deadline = Date().addingTimeInterval(60)
        while !refused.text.contains("\r\n\r\n"), Date() < deadline { try await Task.sleep(for: .milliseconds(10)) }
        #expect(refused.text.hasPrefix("HTTP/1.1 421"), "\(refused.text)")
        #expect(hub.clientCount == 0)
        refused.disconnect()
        let allowed = try EventStreamClient(port: server.port, host: "localhost")
        #expect(await allowed.waitUntilConnected())
        allowed.disconnect()
        await server.stop()
    }

    @Test func namesAllowedAndTheBoundAddressAreAnswered() async throws {
        let server = try await RunningServer(allowingHosts: ["preview.example"])
        #expect(try await server.get("/", host: "preview.example:443").status == 200)
        #expect(try await server.get("/", host: "other.example").status == 421)
        await server.stop()
        let wildcard = try await RunningServer(host: "0.0.0.0")
        #expect(try await wildcard.get("/", host: "127.0.0.1:\(wildcard.port)").status == 200)
        #expect(try await wildcard.get("/", host: "0.0.0.0:\(wildcard.port)").status == 200)
        #expect(try await wildcard.get("/", host: "evil.example").status == 421)
        await wildcard.stop()
    }
}
