// jemalloc's options for the release binary (Scripts/release links jemalloc in), read before
// the first allocation in place of jemalloc's own empty string (a weak symbol); the MALLOC_CONF
// environment variable still overrides them.
//
// thp:always asks the kernel for transparent huge pages for jemalloc's memory where the system
// leaves them to madvise (Debian's and Ubuntu's default; where they are off, nothing changes):
// a build touches most of its memory once, and each 4 KB page's first touch is a fault — the
// 4 MB page's 28,000 of them were a quarter of its CPU, in the kernel. percpu_arena:percpu gives
// each core one arena rather than four, so that a thread reuses what another freed on its core
// and fewer arenas each take a huge page for little (with huge pages alone, English and Korean
// builds were slower). See the README's performance section for the figures.
const char *malloc_conf = "thp:always,percpu_arena:percpu";
