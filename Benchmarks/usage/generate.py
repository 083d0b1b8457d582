"""Writes a code base that uses a handbook's tokens, as a team's apps would: Swift, Kotlin,
TypeScript, CSS, SCSS, HTML and Android XML files of about 5 KB, identifiers and comments made
of English words at their real frequencies (wordfreq), a few lines per file naming tokens by the
names Specimen's exports give them, near misses beside them, and names in comments.

Usage: generate.py EXPORTS OUT --files N [--seed S]
EXPORTS is a folder holding `specimen tokens export` output: css/tokens.css, tailwind/*.css,
swift/*.swift, compose/*.kt, android/values/*.xml. Prints the number of token uses written.
"""
import argparse
import itertools
import os
import random
import re
from pathlib import Path

from wordfreq import top_n_list, word_frequency


def names_from_exports(exports: Path) -> dict:
    """Each platform's token names, read from the exported files."""
    names = {}
    css = (exports / "css" / "tokens.css").read_text()
    names["css"] = sorted(set(re.findall(r"^\s*(--[A-Za-z0-9_-]+)\s*:", css, re.M)))
    tailwind = "".join(p.read_text() for p in (exports / "tailwind").rglob("*.css"))
    prefixes = {"color": ["bg", "text", "border", "ring"], "spacing": ["p", "px", "m", "gap"], "radius": ["rounded"], "text": ["text"],
                "shadow": ["shadow"], "font": ["font"], "leading": ["leading"], "tracking": ["tracking"]}
    utilities = []
    for namespace, rest in re.findall(r"--(color|spacing|radius|text|shadow|font|leading|tracking)-([A-Za-z0-9_-]+)\s*:", tailwind):
        utilities += [f"{prefix}-{rest}" for prefix in prefixes[namespace]]
    names["tailwind"] = sorted(set(utilities))
    names["swift"] = nested_names(
        (exports / "swift").rglob("*.swift"), r"\b(?:enum|extension)\s+([\w.]+)\s*\{", r"static (?:let|var) (\w+)\s*:",
        ["DesignTokens", "Color.Token", "Font.Token"])
    compose = nested_names((exports / "compose").rglob("*.kt"), r"\b(?:object|class)\s+(\w+)", r"\bval (\w+)\b", ["DesignTokens", "TokenColors"])
    names["compose"] = [c.replace("TokenColors.", "LocalTokenColors.current.") for c in compose]
    android = "".join(p.read_text() for p in (exports / "android").rglob("*.xml"))
    resources = re.findall(r"<(color|dimen|integer|string|style)\s+name=\"(\w+)\"", android)
    names["xml"] = sorted({f"@{kind}/{name}" for kind, name in resources})
    names["kotlin-r"] = sorted({f"R.{kind}.{name}" for kind, name in resources if kind != "style"})
    return names


def nested_names(files, opener: str, member: str, roots: list) -> list:
    """`Root.Group.member` chains under the given roots, from the braces of the exported source:
    each `{` opens a scope named by the declaration on its line (an enum, object or extension),
    each `}` closes one."""
    found = set()
    for path in files:
        scopes = []
        for line in path.read_text().splitlines():
            opened = re.search(opener, line)
            named = re.search(member, line)
            chain = ".".join(name for name in scopes if name)
            if named and any(chain == root or chain.startswith(root + ".") for root in roots):
                found.add(chain + "." + named.group(1))
            first = True
            for character in line:
                if character == "{":
                    scopes.append(opened.group(1).split(".")[-1] if opened and first else None)
                    first = False
                elif character == "}" and scopes:
                    scopes.pop()
    return sorted(found)


class Words:
    """English words drawn by their real frequency."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.words = [w for w in top_n_list("en", 20000) if w.isascii() and w.isalpha()]
        self.cumulative = list(itertools.accumulate(word_frequency(w, "en") for w in self.words))

    def some(self, count: int) -> list:
        return self.rng.choices(self.words, cum_weights=self.cumulative, k=count)

    def identifier(self) -> str:
        first, *rest = self.some(self.rng.randint(1, 3))
        return first + "".join(w.capitalize() for w in rest)

    def sentence(self) -> str:
        return " ".join(self.some(self.rng.randint(4, 12)))


def token_line(kind: str, names: dict, rng: random.Random) -> str:
    """A line using a token as each kind of file writes it (sometimes a near miss)."""
    near = rng.random() < 0.15
    def pick(platform):
        name = rng.choice(names[platform])
        return name + ("Strong" if platform in ("swift", "compose") else "-strong") if near else name
    if kind == "swift":
        return f"        .foregroundStyle({pick('swift')})"
    if kind == "kt":
        return f"        color = {pick('compose')}," if rng.random() < 0.7 else f"        painter = colorResource({rng.choice(names['kotlin-r'])}),"
    if kind in ("css", "scss"):
        return f"  margin: var({pick('css')});"
    if kind == "tsx":
        return f'      <div className="{pick("tailwind")} hover:{rng.choice(names["tailwind"])}/90 flex">'
    if kind == "html":
        return f'  <section class="{pick("tailwind")} md:flex {rng.choice(names["tailwind"])}">'
    return f'    android:background="{rng.choice(names["xml"])}"'


def code_line(kind: str, words: Words, rng: random.Random) -> str:
    """A line of ordinary code or a comment in that kind of file."""
    a, b = words.identifier(), words.identifier()
    roll = rng.random()
    if kind in ("swift", "kt", "tsx", "scss") and roll < 0.15:
        return f"    // {words.sentence()}"
    if kind in ("css", "scss") and roll < 0.25:
        return f"  /* {words.sentence()} */"
    if kind in ("html", "xml") and roll < 0.15:
        return f"  <!-- {words.sentence()} -->"
    if kind == "swift":
        return f'        let {a} = {b}(title: "{words.sentence()}", count: {rng.randint(0, 999)})'
    if kind == "kt":
        return f'        val {a} = {b}("{words.sentence()}", {rng.randint(0, 999)})'
    if kind == "tsx":
        return f'  const {a} = use{b[:1].upper() + b[1:]}("{words.sentence()}");'
    if kind in ("css", "scss"):
        return f"  .{a.lower()}-{b.lower()} {{ display: flex; gap: {rng.randint(1, 9)}px; }}"
    if kind == "html":
        return f'  <p class="{a.lower()}">{words.sentence()}</p>'
    return f'    <TextView android:id="@+id/{a}" android:text="{words.sentence()}" />'


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("exports", type=Path)
    parser.add_argument("out", type=Path)
    parser.add_argument("--files", type=int, default=100_000)
    parser.add_argument("--size", type=int, default=5_000)
    parser.add_argument("--seed", type=int, default=44)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    names = names_from_exports(args.exports)
    assert all(names.values()), {k: len(v) for k, v in names.items()}
    words = Words(rng)
    kinds = ["swift"] * 3 + ["kt"] * 3 + ["tsx"] * 3 + ["css", "scss", "html", "xml"]
    uses = 0
    for index in range(args.files):
        kind = kinds[index % len(kinds)]
        folder = args.out / f"module{index // 500:03d}" / kind
        folder.mkdir(parents=True, exist_ok=True)
        lines, size = [], 0
        while size < args.size:
            names_token = rng.random() < 0.06
            line = token_line(kind, names, rng) if names_token else code_line(kind, words, rng)
            uses += names_token
            lines.append(line)
            size += len(line) + 1
        (folder / f"file{index}.{kind}").write_text("\n".join(lines) + "\n")
    print(f"{sum(len(v) for v in names.values())} names; {args.files} files; {uses} lines naming a token")
    (args.out / "names.txt").write_text("\n".join(sorted({n for v in names.values() for n in v})) + "\n")


if __name__ == "__main__":
    main()
