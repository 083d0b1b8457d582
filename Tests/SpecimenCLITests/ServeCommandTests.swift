import Foundation
import Testing

@Suite("specimen serve")
struct ServeCommandTests {
    /// Starts `specimen serve --port 0` and returns the process and the port it printed.
    func startServe(in root: URL, arguments: [String] = []) throws -> (Process, Int, Pipe) {
        let process = Process()
        process.executableURL = SpecimenProcess.executable
        process.arguments = ["serve", "--port", "0"] + arguments
        process.currentDirectoryURL = root
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        var text = ""
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline, !text.contains("\n") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        let port = text.split(separator: ":").dropFirst(2).first.flatMap { Int($0.prefix { $0.isNumber }) } ?? 0
        return (process, port, errors)
    }

    @Test func ctrlCStopsWithinTwoSecondsWhilePagesListen() throws {
        let root = try temporaryHandbook(["Content/index.md": "# Home\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let (serve, port, _) = try startServe(in: root)
        #expect(port > 0)
        let listener = Process()
        listener.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        listener.arguments = ["curl", "-sN", "http://127.0.0.1:\(port)/__specimen/events"]
        listener.standardOutput = Pipe()
        try listener.run()
        Thread.sleep(forTimeInterval: 0.5)
        let start = Date()
        serve.interrupt()
        serve.waitUntilExit()
        #expect(Date().timeIntervalSince(start) < 2)
        #expect(serve.terminationStatus == 0)
        let listenerDeadline = Date().addingTimeInterval(2)
        while listener.isRunning, Date() < listenerDeadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(!listener.isRunning, "the event stream ends with the server")
        if listener.isRunning { listener.terminate() }
    }

    @Test func aBrokenHandbookStillServesAndShowsTheError() throws {
        let root = try temporaryHandbook(["Content/index.md": "Uses {color.none}.\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let (serve, port, errors) = try startServe(in: root)
        defer { serve.interrupt(); serve.waitUntilExit() }
        #expect(port > 0)
        let page = Process()
        page.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        page.arguments = ["curl", "-s", "http://127.0.0.1:\(port)/"]
        let output = Pipe()
        page.standardOutput = output
        try page.run()
        let html = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        page.waitUntilExit()
        #expect(html.contains("/__specimen/live-reload.js"), "a waiting page that shows the error")
        serve.interrupt()
        serve.waitUntilExit()
        let log = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(log.contains("Content/index.md:1:6: error: '{color.none}' refers to no token"))
    }
}
