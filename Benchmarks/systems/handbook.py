#!/usr/bin/env python3
"""Writes a handbook of one real design system of the fixtures, as a team would publish it:
a page per top-level group, a section per group under it, each with the block its tokens call
for (swatches for colors, a type scale for typography, a table for the rest).

    handbook.py SYSTEM OUT [--fixtures DIR] [--specimen BINARY]

SYSTEM is a fixture name (github-primer, adobe-spectrum, ibm-carbon, …). The token paths come
from `specimen tokens export --format json`, so the pages show exactly what the system holds.
"""
import argparse
import json
import os
import shutil
import subprocess

# Modifiers without a default need a context chosen; the theme modifier named where it is not `theme`.
CONFIG = {
    "adobe-spectrum": "contexts: {theme: light, size: desktop}\n",
    "ibm-carbon": "contexts: {breakpoint: md}\n",
    "microsoft-fluent": "contexts: {theme: default}\nthemeModifier: {name: theme, light: default, dark: inverted}\n",
}


def groups(entries):
    """Top-level group → second-level group ('' for tokens directly under it) → set of types."""
    result = {}
    for path, entry in entries.items():
        parts = path.split(".")
        top = parts[0] if len(parts) > 1 else ""
        sub = ".".join(parts[:2]) if len(parts) > 2 else top
        result.setdefault(top, {}).setdefault(sub, set()).add(entry.get("type", ""))
    return result


def blocks(group, types):
    text = ""
    if "color" in types:
        text += f"```swatches {group}\n```\n\n"
    if "typography" in types:
        text += f"```type-scale {group}\n```\n\n"
    rest = sorted(types - {"color", "typography"})
    if rest:
        text += f"```tokens {group}\ntypes: [{', '.join(rest)}]\n```\n\n"
    return text


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("system")
    parser.add_argument("out")
    here = os.path.dirname(os.path.abspath(__file__))
    parser.add_argument("--fixtures", default=os.path.join(here, "..", "..", "..", "shared", "fixtures", "design-systems"))
    parser.add_argument("--specimen", default=os.path.join(here, "..", "..", ".build", "release", "specimen"))
    arguments = parser.parse_args()

    content = os.path.join(arguments.out, "Content")
    os.makedirs(content, exist_ok=True)
    shutil.copytree(os.path.join(arguments.fixtures, arguments.system), os.path.join(content, arguments.system), dirs_exist_ok=True)
    shutil.copy(os.path.join(arguments.fixtures, f"{arguments.system}.resolver.json"), content)
    with open(os.path.join(arguments.out, "specimen.yml"), "w") as config:
        config.write(f"title: {arguments.system}\ntokens: Content/{arguments.system}.resolver.json\n{CONFIG.get(arguments.system, '')}")

    export = subprocess.run([arguments.specimen, "tokens", "export", "--format", "json"], cwd=arguments.out,
                            capture_output=True, text=True, check=True)
    entries = json.loads(export.stdout)
    tops = groups(entries)
    for order, top in enumerate(sorted(tops), start=1):
        name = top or "top-level"
        body = f"---\ntitle: {name}\norder: {order}\n---\n\n"
        subs = tops[top]
        if top in subs:
            # Tokens right under the group: one block of the group shows them and all below.
            body += blocks(top, set().union(*subs.values()))
        else:
            for sub in sorted(subs):
                body += f"## {sub}\n\n" + blocks(sub, subs[sub])
        with open(os.path.join(content, f"{name}.md"), "w") as page:
            page.write(body)
    with open(os.path.join(content, "index.md"), "w") as page:
        page.write(f"# {arguments.system}\n\nEvery one of its {len(entries):,} tokens, a page per group beside this one.\n")


if __name__ == "__main__":
    main()
