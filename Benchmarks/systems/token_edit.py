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
import re
import subprocess
import sys
import threading

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "serve"))
from latency import Listener, measure, report  # noqa: E402


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

    # A real system's warnings are printed again on every rebuild: nobody reads stderr here, and
    # stdout is drained, so that a full pipe never holds serve back.
    serve = subprocess.Popen([arguments.specimen, "serve", "--port", "0"], cwd=arguments.handbook,
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        line = serve.stdout.readline()
        match = re.search(r"127\.0\.0\.1:(\d+)", line)
        if not match:
            raise SystemExit("serve did not start: " + line)
        threading.Thread(target=lambda: [None for _ in serve.stdout], daemon=True).start()
        listener = Listener(int(match.group(1)))
        if not listener.connected.wait(30):
            raise SystemExit("no live-reload connection")

        def edit(index):
            token["$value"] = values[(index + 1) % 2]
            text = json.dumps(tokens, indent=2)

            def save():
                with open(path, "w") as handle:
                    handle.write(text)
            return save

        latencies = measure(listener, edit, arguments.edits, pause=0.4)
        report(f"edit of {arguments.token} → reload event", latencies, lambda median, p95: [("median", median, 30)])
    finally:
        serve.send_signal(2)
        try:
            serve.wait(timeout=5)
        except subprocess.TimeoutExpired:
            serve.kill()
        token["$value"] = values[0]
        with open(path, "w") as handle:
            json.dump(tokens, handle, indent=2)


if __name__ == "__main__":
    main()
