import Foundation
import SpecimenTokens

/// Every file a build left in the output folder, with the digest of its bytes and its stamp
/// as the build left it: the next build into that folder keeps a file whose stamp is still
/// that one and whose new bytes have that digest, as it keeps any file whose bytes did not
/// change, but without reading it back. A site of 100,000 pages read back from a disk whose
/// cache had let it go took half of its build. A file whose stamp changed since (a hand, or
/// `serve`, wrote it) is read and compared as before.
///
/// Kept beside the build's record, in the handbook (`.specimen/builds/`), in a binary form:
/// a line naming the form, the count of files, then for each its path (length first) and
/// eight little-endian integers: the digest's two halves, the stamp's mode, seconds,
/// nanoseconds, size, inode and device.
struct OutputManifest: Equatable {
    struct Entry: Equatable {
        var digest: FileDigest
        var stamp: FileStamp
    }

    /// By path below the output folder.
    var entries: [String: Entry] = [:]

    private static let heading = Array("specimen output manifest 1\n".utf8)

    /// The manifest of the builds of `handbookRoot` into `output`.
    static func file(for output: URL, of handbookRoot: URL) -> URL {
        BuildRecord.file(for: output, of: handbookRoot, kind: "files")
    }

    /// The manifest in `file`; nil when there is none, or it cannot be read whole (an older
    /// form, a write cut short).
    static func read(from file: URL) -> OutputManifest? {
        guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
        return data.withUnsafeBytes { bytes in
            var reader = Reader(bytes: bytes)
            guard reader.take(heading.count).map(Array.init) == heading, let count = reader.integer(UInt32.self) else { return nil }
            var manifest = OutputManifest()
            manifest.entries.reserveCapacity(Int(count))
            for _ in 0..<count {
                guard let length = reader.integer(UInt32.self), let path = reader.take(Int(length)), let entry = reader.entry() else { return nil }
                manifest.entries[String(decoding: path, as: UTF8.self)] = entry
            }
            return reader.isAtEnd ? manifest : nil
        }
    }

    /// Writes the manifest whole or not at all; one that cannot be written only makes the
    /// next build read the output's files back.
    func write(to file: URL) {
        var bytes = Self.heading
        bytes.reserveCapacity(bytes.count + entries.count * 100)
        Self.append(UInt32(entries.count), to: &bytes)
        for (path, entry) in entries {
            Self.append(UInt32(path.utf8.count), to: &bytes)
            bytes.append(contentsOf: path.utf8)
            let stamp = entry.stamp
            for value in [entry.digest.high, entry.digest.low, UInt64(stamp.mode), UInt64(bitPattern: Int64(stamp.seconds))] {
                Self.append(value, to: &bytes)
            }
            for value in [UInt64(bitPattern: Int64(stamp.nanoseconds)), UInt64(bitPattern: stamp.size), stamp.inode, stamp.device] {
                Self.append(value, to: &bytes)
            }
        }
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(bytes).write(to: file, options: .atomic)
    }

    /// The entry for the file at `path` below `folder` (a descriptor), while that file's stamp
    /// is still the entry's: its digest then says what the file holds.
    func vouchedEntry(_ path: String, in folder: Int32) -> Entry? {
        guard let entry = entries[path] else { return nil }
        var status = stat()
        guard fstatat(folder, path, &status, AT_SYMLINK_NOFOLLOW) == 0, (status.st_mode & S_IFMT) == S_IFREG, FileStamp(status) == entry.stamp
        else { return nil }
        return entry
    }

    /// The entry for the file at `path` below `folder` when it vouches that the file holds
    /// `count` bytes of digest `digest`; nil otherwise (the file must then be read to tell).
    func vouchedFile(_ path: String, in folder: Int32, count: Int, digest: FileDigest) -> Entry? {
        guard let entry = entries[path], entry.digest == digest, entry.stamp.size == Int64(count) else { return nil }
        return vouchedEntry(path, in: folder)
    }

    private static func append<Value: FixedWidthInteger>(_ value: Value, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// Reads a manifest's bytes front to back; every read is nil past the end.
    private struct Reader {
        let bytes: UnsafeRawBufferPointer
        var offset = 0

        var isAtEnd: Bool { offset == bytes.count }

        mutating func take(_ count: Int) -> UnsafeRawBufferPointer? {
            guard count >= 0, bytes.count - offset >= count else { return nil }
            defer { offset += count }
            return UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + count])
        }

        mutating func integer<Value: FixedWidthInteger>(_: Value.Type) -> Value? {
            take(MemoryLayout<Value>.size).map { Value(littleEndian: $0.loadUnaligned(as: Value.self)) }
        }

        mutating func entry() -> Entry? {
            var values: [UInt64] = []
            for _ in 0..<8 {
                guard let value = integer(UInt64.self) else { return nil }
                values.append(value)
            }
            var status = stat()
            status.st_mode = mode_t(truncatingIfNeeded: values[2])
            var stamp = FileStamp(status)
            (stamp.seconds, stamp.nanoseconds) = (Int(Int64(bitPattern: values[3])), Int(Int64(bitPattern: values[4])))
            (stamp.size, stamp.inode, stamp.device) = (Int64(bitPattern: values[5]), values[6], values[7])
            return Entry(digest: FileDigest(high: values[0], low: values[1]), stamp: stamp)
        }
    }
}
