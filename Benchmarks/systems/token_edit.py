#!/usr/bin/env python3
"""Measures `specimen serve` on a real system: from saving a token file to the live-reload event,
toggling one token's `$value` between what the file says and another value.

    token_edit.py SPECIMEN HANDBOOK FILE TOKEN ALTERNATE [--edits 30]

FILE is relative to HANDBOOK; TOKEN is a dotted path inside it; ALTERNATE is the other `$value`
(a JSON text, e.g. '"{base.color.neutral.8}"').
"""
import argparse
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "serve"))
from latency import measure, report, saving, serving  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("specimen")
    parser.add_argument("handbook")
    parser.add_argument("file")
    parser.add_argument("token")
    parser.add_argument("alternate")
    parser.add_argument("--edits", type=int, default=30)
    arguments = parser.parse_args()

    path = os.path.join(arguments.handbook, arguments.file)
    with open(path) as handle:
        tokens = json.load(handle)
    token = tokens
    for name in arguments.token.split("."):
        token = token[name]
    values = [token["$value"], json.loads(arguments.alternate)]

    try:
        with serving(arguments.specimen, arguments.handbook) as listener:
            def edit(index):
                token["$value"] = values[(index + 1) % 2]
                return saving(path, json.dumps(tokens, indent=2))

            latencies = measure(listener, edit, arguments.edits, pause=0.4)
            report(f"edit of {arguments.token} → reload event", latencies, lambda median, p95: [("median", median, 30)])
    finally:
        token["$value"] = values[0]
        with open(path, "w") as handle:
            json.dump(tokens, handle, indent=2)


if __name__ == "__main__":
    main()
