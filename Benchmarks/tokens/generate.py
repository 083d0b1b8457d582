#!/usr/bin/env python3
"""Writes a deterministic token graph for benchmarking the resolver.

N tokens (default 50,000) across material, base and semantic tiers, with alias chains up to
eight deep, composite values whose parts are aliases, and a resolver document with two
modifiers (theme: light/dark, density: compact/comfortable). Same arguments, same files.
"""
import json
import os
import random
import sys


def color(rng):
    return {"colorSpace": "srgb", "components": [round(rng.random(), 4) for _ in range(3)]}


def main(out, total):
    rng = random.Random(20251028)
    os.makedirs(out, exist_ok=True)
    per_tier = total // 5
    material = {"$type": "color"}
    for i in range(per_tier):
        material[f"c{i}"] = {"$value": color(rng)}
    sizes = {"$type": "dimension"}
    for i in range(per_tier // 2):
        sizes[f"s{i}"] = {"$value": {"value": rng.randint(0, 64), "unit": "px"}}
    core = {"material": {"color": material, "size": sizes}}

    # Chains: each level aliases a token of the level below, up to eight levels deep.
    levels = [[f"material.color.c{i}" for i in range(per_tier)]]
    chain = {}
    remaining = total - per_tier - per_tier // 2
    depth = 1
    while remaining > 0 and depth <= 8:
        count = min(remaining, per_tier // 2 if depth > 1 else per_tier)
        group = {}
        names = []
        for i in range(count):
            target = rng.choice(levels[-1])
            group[f"t{i}"] = {"$value": "{" + target + "}"}
            names.append(f"chain.l{depth}.t{i}")
        chain[f"l{depth}"] = group
        levels.append(names)
        remaining -= count
        depth += 1
    core["chain"] = chain

    def theme(mode):
        semantic = {"$type": "color"}
        for i in range(2000):
            semantic[f"role{i}"] = {"$value": "{" + rng.choice(levels[min(len(levels) - 1, 3 if mode == "light" else 4)]) + "}"}
        borders = {"$type": "border"}
        for i in range(500):
            borders[f"b{i}"] = {"$value": {"color": "{semantic.role%d}" % rng.randrange(2000),
                                           "width": "{material.size.s%d}" % rng.randrange(per_tier // 2), "style": "solid"}}
        return {"semantic": semantic, "border": borders}

    def density(mode):
        spacing = {"$type": "dimension"}
        for i in range(1000):
            spacing[f"gap{i}"] = {"$value": "{material.size.s%d}" % rng.randrange(per_tier // 2)}
        return {"density": spacing}

    files = {
        "core.tokens.json": core,
        "light.tokens.json": theme("light"), "dark.tokens.json": theme("dark"),
        "compact.tokens.json": density("compact"), "comfortable.tokens.json": density("comfortable"),
        "bench.resolver.json": {
            "version": "2025.10",
            "sets": {"core": {"sources": [{"$ref": "core.tokens.json"}]}},
            "modifiers": {
                "theme": {"default": "light", "contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]}},
                "density": {"default": "compact", "contexts": {"compact": [{"$ref": "compact.tokens.json"}], "comfortable": [{"$ref": "comfortable.tokens.json"}]}},
            },
            "resolutionOrder": [{"$ref": "#/sets/core"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/density"}],
        },
    }
    for name, doc in files.items():
        with open(os.path.join(out, name), "w") as handle:
            json.dump(doc, handle)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "/tmp/specimen-token-bench", int(sys.argv[2]) if len(sys.argv) > 2 else 50000)
