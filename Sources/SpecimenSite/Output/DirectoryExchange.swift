import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Swaps two folders in one step, so that a reader of the output folder sees the old site or
/// the new one, never a mix: `renameat2(RENAME_EXCHANGE)` on Linux, `renamex_np(RENAME_SWAP)`
/// on macOS.
enum DirectoryExchange {
    /// Exchanges the entries at `a` and `b`; false when the system or the file system cannot
    /// (the caller then falls back to two renames).
    static func exchange(_ a: String, _ b: String) -> Bool {
        #if canImport(Darwin)
            return renamex_np(a, b, UInt32(RENAME_SWAP)) == 0
        #else
            // Swift's Glibc module hides renameat2 (it needs _GNU_SOURCE); look it up at run time.
            typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return false }
            let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
            let renameExchange: UInt32 = 1 << 1
            return renameat2(AT_FDCWD, a, AT_FDCWD, b, renameExchange) == 0
        #endif
    }
}
