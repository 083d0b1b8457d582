#if canImport(Glibc)
    import Glibc
#endif

/// Settles glibc's allocator for a build's pattern: many threads each allocating and freeing
/// tens of megabytes of small strings and arrays within a second.
///
/// By default glibc gives memory back to the system whenever 128 KB at the top of a heap is free
/// and grows a thread's heap a page range at a time, so the same memory is returned and faulted
/// in again, zeroed by the kernel, many times over a build (page faults and `mprotect` were a
/// tenth of a 1,000-page build's CPU). Keeping freed memory and growing heaps in larger steps
/// costs no peak memory, since what is kept is what the build had in use anyway.
enum AllocatorTuning {
    /// Applies the settings; does nothing where the C library is not glibc.
    static func apply() {
        #if canImport(Glibc)
            // `mallopt` and its parameters are not in the Glibc module Swift imports; their
            // numbers are glibc's stable ABI (malloc.h).
            typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
            guard let library = dlopen(nil, RTLD_NOW), let symbol = dlsym(library, "mallopt") else { return }
            let mallopt = unsafeBitCast(symbol, to: MallOpt.self)
            let trimThreshold: Int32 = -1, topPad: Int32 = -2, mmapThreshold: Int32 = -3
            _ = mallopt(trimThreshold, 256 << 20)
            _ = mallopt(topPad, 64 << 20)
            _ = mallopt(mmapThreshold, 32 << 20)
        #endif
    }
}
