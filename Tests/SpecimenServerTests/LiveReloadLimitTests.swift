import Foundation
import Testing

@testable import SpecimenServer

#if canImport(Glibc)
    import Glibc
#endif

@Suite("Live-reload connections are capped")
struct LiveReloadLimitTests {
    @Test func theCapFollowsTheFileLimit() {
        #expect(LiveReloadHub.limit(openFiles: 1_024) == 256)
        #expect(LiveReloadHub.limit(openFiles: 256) == 64)
        #expect(LiveReloadHub.limit(openFiles: 20_000) == 1_000)
        #expect(LiveReloadHub.limit(openFiles: 16) == 8)
        #expect(LiveReloadHub.limit(openFiles: .max) == 1_000)
        #if canImport(Glibc)
            var files = rlimit()
            #expect(getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &files) == 0)
            #expect(LiveReloadHub().limit == LiveReloadHub.limit(openFiles: UInt64(files.rlim_cur)))
        #endif
        #expect(LiveReloadHub(limit: 0).limit == 1)
    }

    /// Waits, up to a minute, until `condition` holds.
    func eventually(_ condition: () -> Bool) async -> Bool {
        let deadline = Date().addingTimeInterval(60)
        while !condition(), Date() < deadline { try? await Task.sleep(for: .milliseconds(20)) }
        return condition()
    }

    @Test func theOldestListenersAreDroppedAndPagesStillServed() async throws {
        let hub = LiveReloadHub(limit: 4)
        let server = try await RunningServer(liveReload: hub)
        var clients: [EventStreamClient] = []
        for _ in 0..<10 {
            let client = try EventStreamClient(port: server.port)
            #expect(await client.waitUntilConnected())
            clients.append(client)
        }
        // Each was connected before the next came, so the first six went, oldest first.
        for (index, client) in clients.enumerated() {
            if index < 6 {
                #expect(await eventually { client.isClosed }, "listener \(index) is dropped and its connection closed")
                #expect(client.text.contains(": dropped for a newer page (at most 4 listen at once)"))
            } else {
                #expect(!client.isClosed, "listener \(index)")
            }
        }
        #expect(hub.clientCount == 4)
        let page = try await server.get("/guide/")
        #expect(page.status == 200 && page.text.contains("<h1>Guide</h1>"))
        hub.broadcast(.reload)
        for client in clients[6...] { #expect(await client.next("reload") != nil) }
        // A dropped page reconnecting takes the place of the oldest again.
        let again = try EventStreamClient(port: server.port)
        #expect(await again.waitUntilConnected())
        #expect(await eventually { clients[6].isClosed })
        #expect(hub.clientCount == 4)
        for client in clients + [again] { client.disconnect() }
        hub.close()
        await server.stop()
    }
}
