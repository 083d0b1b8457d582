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
        let staging = Staging(handbookRoot: handbookRoot)
        staging.begin(output: site.outputDirectory)
        for (path, data) in site.files.sorted(by: { $0.key < $1.key }) { staging.write(path, data) }
        try staging.commit()
    }

    /// A site being written beside its output folder, swapped in by `commit()`; a build
    /// streams its files here as it makes them.
    public final class Staging: SiteFileSink, @unchecked Sendable {
        private let handbookRoot: URL
        private var output: URL?
        private var staging: URL?
        private var retired: URL?
        private let lock = NSLock()
        private var createdFolders: Set<String> = [""]
        private var failure: DiagnosticsFailure?
        private var written = 0
        /// How many files were written.
        public var count: Int { lock.withLock { written } }

        public init(handbookRoot: URL) {
            self.handbookRoot = handbookRoot.standardizedFileURL
        }

        public func begin(output: URL) {
            let output = output.standardizedFileURL
            self.output = output
            do throws(DiagnosticsFailure) {
                try refuseDangerousOutput(output, handbookRoot: handbookRoot)
            } catch {
                failure = error
                return
            }
            let parent = output.deletingLastPathComponent()
            let token = "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
            staging = parent.appendingPathComponent(".\(output.lastPathComponent).specimen-new-\(token)")
            retired = parent.appendingPathComponent(".\(output.lastPathComponent).specimen-old-\(token)")
            do {
                try FileManager.default.createDirectory(at: staging!, withIntermediateDirectories: true)
            } catch {
                fail(error)
            }
        }

        public func write(_ path: String, _ data: Data) {
            guard let staging, lock.withLock({ failure == nil }) else { return }
            do {
                let folder = (path as NSString).deletingLastPathComponent
                if !lock.withLock({ createdFolders.contains(folder) }) {
                    // Two threads may create the same folder; creating an existing one is fine.
                    try FileManager.default.createDirectory(at: staging.appendingPathComponent(folder), withIntermediateDirectories: true)
                    lock.withLock { _ = createdFolders.insert(folder) }
                }
                try writeFile(data, to: staging.appendingPathComponent(path).path)
                lock.withLock { written += 1 }
            } catch {
                fail(error)
            }
        }

        /// Swaps the written site in for the old one; on any failure the old one stays.
        public func commit() throws(DiagnosticsFailure) {
            if let failure = lock.withLock({ self.failure }) {
                discard()
                throw failure
            }
            guard let output, let staging, let retired else { return }
            let fileManager = FileManager.default
            do {
                if fileManager.fileExists(atPath: output.path) {
                    try fileManager.moveItem(at: output, to: retired)
                }
                try fileManager.moveItem(at: staging, to: output)
            } catch {
                if !fileManager.fileExists(atPath: output.path), fileManager.fileExists(atPath: retired.path) {
                    try? fileManager.moveItem(at: retired, to: output)
                }
                fail(error)
                discard()
                throw lock.withLock { self.failure! }
            }
            try? fileManager.removeItem(at: retired)
        }

        /// Removes what was written; the old site stays as it was.
        public func discard() {
            if let staging { try? FileManager.default.removeItem(at: staging) }
        }

        private func fail(_ error: Error) {
            let where_ = output?.path ?? "output"
            let failure = DiagnosticsFailure(.error("output-write", "cannot write the site to \(where_): \((error as NSError).localizedDescription)",
                                                    at: SourceLocation(file: where_)))
            lock.withLock { if self.failure == nil { self.failure = failure } }
        }
    }

    /// Plain POSIX writes: Foundation's atomic writes sync every file, which dominates build time.
    static func writeFile(_ data: Data, to path: String) throws {
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
    static func refuseDangerousOutput(_ output: URL, handbookRoot: URL) throws(DiagnosticsFailure) {
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
