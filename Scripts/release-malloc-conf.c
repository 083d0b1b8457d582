// jemalloc's options for the release binary (Scripts/release links jemalloc in), read before
// the first allocation in place of jemalloc's own empty string (a weak symbol); the MALLOC_CONF
// environment variable still overrides them.
//
// percpu_arena:percpu gives each core one arena rather than four, so that a thread reuses what
// another freed on its core. Transparent huge pages are left to the system (no thp:always):
// on these machines (Firecracker, free page reporting from 8 MB blocks) a huge page's first
// touch is served from memory handed back to the host, and once the freed memory of another
// program has been reported (as in `shapes.sh`, after Hugo and Pagefind) the 4 MB page built
// in 0.17–0.19 s without against 0.21–0.22 s with; only builds run back to back, reusing the
// last one's huge pages, were faster with them. See the README's performance section.
const char *malloc_conf = "percpu_arena:percpu";
