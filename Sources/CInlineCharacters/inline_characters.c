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
// A binary that links cmark-gfm statically (Scripts/release defines SPECIMEN_STATIC_CMARK)
// has nothing to take the place of: the archive's `cmark_manage_extensions_special_characters`
// is hidden and inlined into `cmark_parser_finish`. What that inlined code calls, one character
// at a time, are `cmark_inlines_add_special_character` and `..._remove_...` in another object
// of the archive, and the release links with `--wrap` for both: the definitions below count,
// for each character, the parses that asked for it, so that the table gains a character when
// the first asks and loses it when the last is done. The same readers-writer lock keeps other
// sets apart.
#if defined(__linux__) && !defined(SPECIMEN_STATIC_CMARK)
#define SPECIMEN_INTERPOSES_CMARK 1
#define _GNU_SOURCE
#elif defined(__linux__) && defined(SPECIMEN_STATIC_CMARK)
#define SPECIMEN_WRAPS_CMARK 1
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

#ifdef SPECIMEN_WRAPS_CMARK
#include <pthread.h>
#include <stdbool.h>

void __real_cmark_inlines_add_special_character(unsigned char c, bool emphasis);
void __real_cmark_inlines_remove_special_character(unsigned char c, bool emphasis);

static pthread_mutex_t table_lock = PTHREAD_MUTEX_INITIALIZER;
// Parses holding each character, as a special character ([c][0]) or also one that emphasis
// skips ([c][1]), the two ways cmark-gfm adds it.
static int holders[256][2];

void __wrap_cmark_inlines_add_special_character(unsigned char c, bool emphasis) {
    pthread_mutex_lock(&table_lock);
    if (holders[c][emphasis]++ == 0) __real_cmark_inlines_add_special_character(c, emphasis);
    pthread_mutex_unlock(&table_lock);
    atomic_fetch_add(&calls, 1);
}

void __wrap_cmark_inlines_remove_special_character(unsigned char c, bool emphasis) {
    pthread_mutex_lock(&table_lock);
    if (holders[c][emphasis] > 0 && --holders[c][emphasis] == 0) __real_cmark_inlines_remove_special_character(c, emphasis);
    pthread_mutex_unlock(&table_lock);
    atomic_fetch_add(&calls, 1);
}
#endif

long specimen_inline_characters_calls(void) {
    return atomic_load(&calls);
}
