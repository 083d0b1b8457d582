#ifndef SPECIMEN_INLINE_CHARACTERS_H
#define SPECIMEN_INLINE_CHARACTERS_H

/// How many times cmark-gfm's parsers have gone through the counting version of
/// `cmark_manage_extensions_special_characters` (or, in a binary linking cmark-gfm statically,
/// of the functions it calls for each character); zero when the dynamic linker kept the
/// library's own, when a static link was made without `--wrap`, or on a platform other than
/// Linux, where there is no counting version (then parses must not overlap at all).
long specimen_inline_characters_calls(void);

#endif
