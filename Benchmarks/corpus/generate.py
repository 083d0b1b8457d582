#!/usr/bin/env python3
"""Writes a deterministic handbook for benchmarks: same arguments, same files.

    generate.py OUT --pages N [--text real|vocabulary] [--language en|ko|th] [--tokens M] [--with-tokens]

N pages of about 3.5 KB each in folders of 50, with front matter, headings, lists, task lists, a
table, a code block, links to other pages and an external link. The words are real text
(`--text real`, the default): each drawn by its frequency in the language (see text.py; English,
Korean, Thai), so that 1,000 pages hold about 20,000 distinct words as ordinary prose does.
`--text vocabulary` writes the first corpora's 40 design words instead (the second line).
With --with-tokens, each page also mentions
tokens in prose and every fifth page holds a block: `swatches color.ref.g<k>` (one of ten groups of
ten colors, as a page about one palette would) or `tokens space`; page i mentions
`color.hot.<i // 10>`, which nothing else shows, so that editing one such token touches exactly
ten pages. M tokens
(default 2,000) in three tiers with alias chains, under a resolver with two modifiers (theme:
light/dark, density: compact/comfortable). Without --with-tokens the pages are plain Markdown,
fit for any static site generator (Hugo reads the same `content/` tree, see --hugo).
"""
import argparse
import json
import os
import random

import text

# Where the words come from (set from the command line): see text.py.
TEXT = text.DesignVocabulary()


def word(rng):
    return TEXT.word(rng)


def sentence(rng, words=14):
    return TEXT.sentence(rng, words)


def paragraph(rng, sentences=4):
    return " ".join(sentence(rng, rng.randint(9, 16)) for _ in range(sentences))


# How pages are spread over folders (set from the command line): PER_FOLDER pages in each
# folder (0: all in one folder), folders nested DEPTH deep.
PER_FOLDER = 50
DEPTH = 1
# Extra `key: value` lines of front matter per page, and the size a page's body is padded to.
FRONT_MATTER_LINES = 0
PAGE_BYTES = 0


def page_path(index):
    if PER_FOLDER == 0:
        return f"section/page-{index:05d}.md"
    folder = index // PER_FOLDER
    parts = [f"level-{level}-{(folder >> level) % 2}" for level in range(DEPTH - 1)] + [f"section-{folder:03d}"]
    return "/".join(parts) + f"/page-{index:05d}.md"


def page(rng, index, total, with_tokens):
    folder_links = [page_path(rng.randrange(total)) for _ in range(3)]
    here = os.path.dirname(page_path(index))
    links = [os.path.relpath(target, here) for target in folder_links]
    lines = [
        "---",
        f"title: Page {index:05d} — {word(rng).capitalize()} {word(rng)}",
        f"description: {sentence(rng, 10)}",
        f"order: {index % (PER_FOLDER or total)}",
    ] + [f"field{n}: {sentence(rng, 8)}" for n in range(FRONT_MATTER_LINES)] + [
        "---",
        "",
        paragraph(rng),
        "",
        f"## {word(rng).capitalize()} and {word(rng)}",
        "",
        paragraph(rng, 3),
        "",
        f"- {sentence(rng, 6)}",
        f"- See [the related page]({links[0]}) and [another]({links[1]}).",
        f"- {sentence(rng, 7)} ~~{word(rng)}~~ https://example.com/{index}",
        "",
        "- [x] " + sentence(rng, 5),
        "- [ ] " + sentence(rng, 5),
        "",
        f"### {word(rng).capitalize()} details",
        "",
        "| Name | Value | Note |",
        "|---|---|---|",
    ]
    for row in range(4):
        lines.append(f"| {word(rng)}-{row} | {rng.randint(0, 64)} | {sentence(rng, 4)} |")
    lines += [
        "",
        "```swift",
        f"let value{index} = Spacing.m * {rng.randint(1, 4)}",
        "view.padding(value)",
        "```",
        "",
        paragraph(rng, 3),
        "",
        f"## {word(rng).capitalize()} notes",
        "",
        paragraph(rng, 4),
        f"Read [more]({links[2]}) before changing it.",
        "",
        f"> {sentence(rng, 12)}",
        "",
        "1. " + sentence(rng, 8),
        "2. " + sentence(rng, 8) + " `inline code`",
        "",
        paragraph(rng, 3),
        "",
    ]
    if with_tokens:
        lines += [
            f"Use {{color.hot.{index // 10}}} for emphasis and {{space.s{index % 20}}} between items.",
            "",
        ]
        if index % 5 == 0:
            block = f"swatches color.ref.g{(index // 10) % 10}" if index % 10 == 0 else "tokens space"
            lines += [f"```{block}", "```", ""]
    text = "\n".join(lines)
    # A long page: more sections of the same kinds of text until it reaches PAGE_BYTES.
    extra = []
    size = len(text.encode())
    while size < PAGE_BYTES:
        section = f"\n## {word(rng).capitalize()} {len(extra)}\n\n{paragraph(rng, 5)}\n\n- {sentence(rng, 6)}\n- {sentence(rng, 6)}\n"
        extra.append(section)
        size += len(section.encode())
    return text + "".join(extra)


def tokens(rng, count):
    """Three tiers: raw palette and sizes, semantic aliases (chains up to four deep), refs."""
    palette = {"$type": "color"}
    raw = max(10, count // 4)
    for i in range(raw):
        palette[f"c{i}"] = {"$value": {"colorSpace": "srgb", "components": [round(rng.random(), 4) for _ in range(3)]}}
    space = {"$type": "dimension"}
    for i in range(20):
        space[f"s{i}"] = {"$value": {"value": i * 2, "unit": "px"}}
    semantic = {"$type": "color"}
    names = [f"material.c{i}" for i in range(raw)]
    remaining = count - raw - 20 - 1100
    level = 0
    while remaining > 0:
        level_names = []
        for i in range(min(remaining, raw)):
            name = f"l{level}x{i}"
            semantic[name] = {"$value": "{" + rng.choice(names) + "}"}
            level_names.append(f"semantic.{name}")
        remaining -= len(level_names)
        names = level_names
        level = (level + 1) % 4
        if level == 0:
            names = [f"material.c{i}" for i in range(raw)]
    refs = {"$type": "color"}
    for group in range(10):
        refs[f"g{group}"] = {str(i): {"$value": "{" + rng.choice(names) + "}", "$description": sentence(rng, 6)} for i in range(10)}
    hot = {"$type": "color"}
    for i in range(1000):
        hot[str(i)] = {"$value": "{" + rng.choice(names) + "}"}
    core = {"material": palette, "space": space, "semantic": semantic}
    light = {"color": {"ref": refs, "hot": hot}}
    dark = {"color": {"ref": {"$type": "color", **{str(i): {"$value": "{material.c" + str(rng.randrange(raw)) + "}"} for i in range(100)}}}}
    compact = {"space": {"$type": "dimension", "s1": {"$value": {"value": 1, "unit": "px"}}}}
    return core, light, dark, compact


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out")
    parser.add_argument("--pages", type=int, default=1000)
    parser.add_argument("--tokens", type=int, default=2000)
    parser.add_argument("--with-tokens", action="store_true")
    parser.add_argument("--hugo", action="store_true", help="also write a minimal Hugo site over the same pages")
    parser.add_argument("--per-folder", type=int, default=50, help="pages per folder; 0 puts every page in one folder")
    parser.add_argument("--depth", type=int, default=1, help="how deep the folders nest")
    parser.add_argument("--front-matter-lines", type=int, default=0, help="extra front-matter lines per page")
    parser.add_argument("--page-bytes", type=int, default=0,
                        help="pad each page's body to about this many bytes (real text: 3,500 unless given)")
    parser.add_argument("--text", choices=["real", "vocabulary"], default="real", help="real text, or the 40 design words")
    parser.add_argument("--language", choices=["en", "ko", "th"], default="en", help="the language of real text")
    parser.add_argument("--site-languages", default="",
                        help="languages the handbook is published in, e.g. en,fr,ko,th,pt,ka (untranslated: each shows the pages)")
    arguments = parser.parse_args()
    global PER_FOLDER, DEPTH, FRONT_MATTER_LINES, PAGE_BYTES, TEXT
    TEXT = text.source(arguments.text, arguments.language)
    PER_FOLDER, DEPTH = arguments.per_folder, arguments.depth
    FRONT_MATTER_LINES, PAGE_BYTES = arguments.front_matter_lines, arguments.page_bytes
    if arguments.text == "real" and not PAGE_BYTES:
        PAGE_BYTES = 3500  # real words are shorter than the design words: pages as long as a handbook's
    rng = random.Random(20261122)
    content = os.path.join(arguments.out, "Content")
    for index in range(arguments.pages):
        path = os.path.join(content, page_path(index))
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as handle:
            handle.write(page(rng, index, arguments.pages, arguments.with_tokens))
    # No root index.md: Hugo would take it for a leaf bundle holding every page; both tools
    # generate the home page instead.
    config = "title: Benchmark handbook\nbaseURL: /\n"
    if arguments.site_languages:
        config += "languages: [" + ", ".join(arguments.site_languages.split(",")) + "]\n"
    if arguments.with_tokens:
        folder = os.path.join(arguments.out, "tokens")
        os.makedirs(folder, exist_ok=True)
        core, light, dark, compact = tokens(rng, arguments.tokens)
        for name, document in [("core", core), ("light", light), ("dark", dark), ("compact", compact)]:
            with open(os.path.join(folder, f"{name}.tokens.json"), "w") as handle:
                json.dump(document, handle, indent=1)
        resolver = {
            "version": "2025.10",
            "sets": {"core": {"sources": [{"$ref": "core.tokens.json"}]}},
            "modifiers": {
                "theme": {"default": "light", "contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]}},
                "density": {"default": "comfortable", "contexts": {"comfortable": [], "compact": [{"$ref": "compact.tokens.json"}]}},
            },
            "resolutionOrder": [{"$ref": "#/sets/core"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/density"}],
        }
        with open(os.path.join(folder, "handbook.resolver.json"), "w") as handle:
            json.dump(resolver, handle, indent=1)
        config += "tokens: tokens/handbook.resolver.json\nthemeModifier: theme\n"
    with open(os.path.join(arguments.out, "specimen.yml"), "w") as handle:
        handle.write(config)
    if arguments.hugo:
        write_hugo_site(arguments.out, content, TEXT.language)


HUGO_CONFIG = """baseURL = "/"
title = "Benchmark handbook"
contentDir = "../Content"
disableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT", "404"]
[markup.highlight]
  codeFences = false
[markup.goldmark.renderer]
  unsafe = true
"""

HUGO_LAYOUT = """<!doctype html>
<html lang="LANGUAGE"><head><meta charset="utf-8"><title>{{ .Title }}</title></head>
<body><main>{{ .Content }}</main></body></html>
"""


def write_hugo_site(out, content, language):
    """The same pages for Hugo, with the smallest layouts: one template, no taxonomies, no RSS,
    no sitemap, no highlighting, so that the comparison is about turning Markdown into pages."""
    site = os.path.join(out, "hugo")
    os.makedirs(os.path.join(site, "layouts", "_default"), exist_ok=True)
    with open(os.path.join(site, "hugo.toml"), "w") as handle:
        handle.write(HUGO_CONFIG)
    # Hugo 0.146 and later look for layouts/{single,list,home}.html; older ones for _default/.
    for name in ("_default/single.html", "_default/list.html", "index.html", "single.html", "list.html", "home.html"):
        with open(os.path.join(site, "layouts", name), "w") as handle:
            handle.write(HUGO_LAYOUT.replace("LANGUAGE", language))


if __name__ == "__main__":
    main()
