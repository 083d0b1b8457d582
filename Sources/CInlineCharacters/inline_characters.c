// cmark-gfm 0.29 keeps the table of special inline characters in globals. Finishing a parse
// calls `cmark_manage_extensions_special_characters(parser, 1)` to add its extensions'
// characters (`~`, `:`, `w`) and `(parser, 0)` to remove them, so a parse that ends while
// another is in its inline pass clears the characters under it (strikethrough and autolinks
// silently go missing). This definition, exported from the executable, takes the library's
// place for those calls (they go through its PLT) and counts parses in flight: the table is
// set by the first to start and cleared by the last to end. It is only correct when parses in
// flight together use the same inline extensions, which SpecimenMarkdown guarantees with a
// readers-writer lock (other sets parse alone).
//
// No linker flag is needed for the export: ELF linkers (bfd, gold, lld alike) put an
// executable's definition of a symbol that a linked shared library also defines into the
// dynamic symbol table, so that the library's calls bind to it. The conformance tests check
// that the replacement is called.
//
// Linux only. Taking the library's place relies on ELF interposition (the executable's export,
// a call through the PLT, `dlsym(RTLD_NEXT)`); on macOS the library binds its own calls to its
// own definition (two-level namespace), and a statically linked cmark-gfm would clash with this
// one. There the counter stays at zero and SpecimenMarkdown finishes every parse alone.
//
// The same holds for a binary that links cmark-gfm statically (Scripts/release defines
// SPECIMEN_STATIC_CMARK): the archive's definition is hidden and called directly inside it, so
// there is nothing to take the place of, and a second definition would clash with it.
#if defined(__linux__) && !defined(SPECIMEN_STATIC_CMARK)
#define SPECIMEN_INTERPOSES_CMARK 1
#define _GNU_SOURCE
#endif
#include <stdatomic.h>
#include "inline_characters.h"

static atomic_long calls;

#ifdef SPECIMEN_INTERPOSES_CMARK
#include <dlfcn.h>
#include <pthread.h>

typedef void (*manage_function)(void *parser, int add);

static pthread_mutex_t table_lock = PTHREAD_MUTEX_INITIALIZER;
static manage_function library_manage;
static int in_flight;

void cmark_manage_extensions_special_characters(void *parser, int add) {
    pthread_mutex_lock(&table_lock);
    if (library_manage == NULL) {
        library_manage = (manage_function)dlsym(RTLD_NEXT, "cmark_manage_extensions_special_characters");
    }
    if (add) {
        if (in_flight++ == 0 && library_manage) library_manage(parser, 1);
    } else if (in_flight > 0) {
        if (--in_flight == 0 && library_manage) library_manage(parser, 0);
    }
    pthread_mutex_unlock(&table_lock);
    atomic_fetch_add(&calls, 1);
}
#endif

long specimen_inline_characters_calls(void) {
    return atomic_load(&calls);
}
