import Foundation

/// Runs the built `specimen` executable as a user would.
struct SpecimenProcess {
    struct Outcome {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    static let executable: URL = {
        // Tests run from the same products folder the executable is built into.
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [products, products.deletingLastPathComponent()]
        for folder in candidates where FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent("specimen").path) {
            return folder.appendingPathComponent("specimen")
        }
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return packageRoot.appendingPathComponent(".build/debug/specimen")
    }()

    static func run(_ arguments: [String], in folder: URL) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus,
                       standardOutput: String(decoding: outputData, as: UTF8.self),
                       standardError: String(decoding: errorData, as: UTF8.self))
    }
}
