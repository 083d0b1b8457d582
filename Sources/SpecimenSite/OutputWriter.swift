import Foundation
import SpecimenDiagnostics
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a built site beside the output folder, then swaps it in, so that readers and the
/// preview server never see a half-written site and a failure leaves the old one in place.
public enum OutputWriter {
    public static func write(_ site: BuiltSite, handbookRoot: URL) throws(DiagnosticsFailure) {
        let output = site.outputDirectory.standardizedFileURL
        try refuseDangerousOutput(output, handbookRoot: handbookRoot.standardizedFileURL)
        let fileManager = FileManager.default
        let parent = output.deletingLastPathComponent()
        let token = "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let staging = parent.appendingPathComponent(".\(output.lastPathComponent).specimen-new-\(token)")
        let retired = parent.appendingPathComponent(".\(output.lastPathComponent).specimen-old-\(token)")
        do {
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
            var createdFolders: Set<String> = [""]
            for (path, data) in site.files.sorted(by: { $0.key < $1.key }) {
                let folder = (path as NSString).deletingLastPathComponent
                if !createdFolders.contains(folder) {
                    try fileManager.createDirectory(at: staging.appendingPathComponent(folder), withIntermediateDirectories: true)
                    createdFolders.insert(folder)
                }
                try writeFile(data, to: staging.appendingPathComponent(path).path)
            }
            if fileManager.fileExists(atPath: output.path) {
                try fileManager.moveItem(at: output, to: retired)
            }
            try fileManager.moveItem(at: staging, to: output)
        } catch {
            try? fileManager.removeItem(at: staging)
            if !fileManager.fileExists(atPath: output.path), fileManager.fileExists(atPath: retired.path) {
                try? fileManager.moveItem(at: retired, to: output)
            }
            throw DiagnosticsFailure(.error("output-write", "cannot write the site to \(output.path): \((error as NSError).localizedDescription)",
                                            at: SourceLocation(file: output.path)))
        }
        try? fileManager.removeItem(at: retired)
    }

    /// Plain POSIX writes: Foundation's atomic writes sync every file, which dominates build time.
    private static func writeFile(_ data: Data, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        try data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                }
                offset += written
            }
        }
    }

    /// The output folder is replaced whole, so it must never be the handbook or hold it.
    private static func refuseDangerousOutput(_ output: URL, handbookRoot: URL) throws(DiagnosticsFailure) {
        let outputPath = output.resolvingSymlinksInPath().path
        let rootPath = handbookRoot.resolvingSymlinksInPath().path
        let protected = [rootPath] + ["Content", "Templates", "Public"].map { handbookRoot.appendingPathComponent($0).resolvingSymlinksInPath().path }
        let holdsHandbook = rootPath == outputPath || rootPath.hasPrefix(outputPath.hasSuffix("/") ? outputPath : outputPath + "/")
        if holdsHandbook || protected.contains(outputPath) || outputPath == "/" {
            throw DiagnosticsFailure(.error("output-unsafe", "refusing to replace \(outputPath): the output folder would overwrite the handbook's own files; choose a separate folder such as Output/",
                                            at: SourceLocation(file: "specimen.yml")))
        }
    }
}
