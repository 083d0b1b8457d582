#!/usr/bin/env python3
"""Measures `specimen serve`: from saving a file to the live-reload event reaching a listening
page, over real edits of a generated handbook. Prints the distribution and the targets.

    latency.py SPECIMEN HANDBOOK [--page-edits 60] [--token-edits 30] [--pages GLOB]

The pages edited are those whose file names match GLOB (default `page-*`, the generator's)
below Content/, outside the language folders a translated handbook has (Content/fr/…); with
`--token-edits 0`, or without the generator's tokens/light.tokens.json, no token is edited.
"""
import argparse
import contextlib
import fnmatch
import json
import os
import queue
import re
import socket
import statistics
import subprocess
import sys
import threading
import time


def percentile(values, fraction):
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(fraction * (len(ordered) - 1))))
    return ordered[index]


class Listener:
    """An EventSource stand-in: one socket on /__specimen/events, events timed as they arrive."""

    def __init__(self, port):
        self.events = queue.Queue()
        self.socket = socket.create_connection(("127.0.0.1", port))
        self.socket.sendall(f"GET /__specimen/events HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())
        self.connected = threading.Event()
        threading.Thread(target=self.read, daemon=True).start()

    def read(self):
        buffer = ""
        while True:
            data = self.socket.recv(65536)
            if not data:
                return
            arrived = time.perf_counter()
            buffer += data.decode(errors="replace")
            if ": connected" in buffer:
                self.connected.set()
            for name in re.findall(r"event: (\w+)\n", buffer):
                self.events.put((name, arrived))
            buffer = buffer[buffer.rfind("\n") + 1:] if "event:" in buffer else buffer[-200:]

    def wait(self, timeout=10):
        while True:
            name, arrived = self.events.get(timeout=timeout)
            if name in ("reload", "stylesheets", "failed"):
                return name, arrived


@contextlib.contextmanager
def serving(specimen, handbook):
    """`specimen serve` on a free port, and a listener connected to its live-reload events.
    Nobody reads serve's stderr (a real system's warnings come again on every rebuild) and its
    stdout is drained, so that a full pipe never holds it back."""
    serve = subprocess.Popen([specimen, "serve", "--port", "0"], cwd=handbook,
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
        yield listener
    finally:
        serve.send_signal(2)
        try:
            serve.wait(timeout=5)
        except subprocess.TimeoutExpired:
            serve.kill()


def measure(listener, prepare, count, pause=0.2):
    """Times from the start of each save to the event; `prepare(index)` returns the save, so
    that making the new file text (Python's JSON encoder, say) is not counted."""
    latencies = []
    for index in range(count):
        while not listener.events.empty():
            listener.events.get_nowait()
        save = prepare(index)
        start = time.perf_counter()
        save()
        name, arrived = listener.wait()
        if name != "reload":
            raise SystemExit(f"edit {index} gave '{name}' instead of a reload")
        latencies.append((arrived - start) * 1000)
        time.sleep(pause)
    return latencies


def report(label, latencies, targets):
    median = statistics.median(latencies)
    p95 = percentile(latencies, 0.95)
    print(f"{label}: n={len(latencies)}  min {min(latencies):.1f} ms  median {median:.1f} ms  "
          f"p95 {p95:.1f} ms  max {max(latencies):.1f} ms")
    buckets = [5, 10, 20, 30, 40, 60, 80, 120, 200, 10_000]
    lower = 0
    for upper in buckets:
        inside = sum(1 for value in latencies if lower <= value < upper)
        if inside:
            label_upper = f"{upper} ms" if upper < 10_000 else "more"
            print(f"  {lower:>4}–{label_upper:<7} {'#' * inside} {inside}")
        lower = upper
    for name, value, limit in targets(median, p95):
        verdict = "meets" if value <= limit else "MISSES"
        print(f"  target {name} ≤ {limit} ms: {value:.1f} ms — {verdict}")


def saving(path, text):
    """An edit for `measure`: writes `text` to `path` when called."""
    def save():
        with open(path, "w") as handle:
            handle.write(text)
    return save


def translation_folders(handbook):
    """The folders of Content/ that hold a language's translations (`languages:` codes but the
    first), read from specimen.yml by pattern: the benchmark has no YAML parser to lean on."""
    try:
        with open(os.path.join(handbook, "specimen.yml")) as handle:
            codes = re.findall(r"code:\s*([A-Za-z-]+)", handle.read())
    except OSError:
        return set()
    return set(codes[1:])


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("specimen")
    parser.add_argument("handbook")
    parser.add_argument("--page-edits", type=int, default=60)
    parser.add_argument("--token-edits", type=int, default=30)
    parser.add_argument("--pages", default="page-*", help="file names of the pages to edit")
    parser.add_argument("--pause", type=float, default=0.2,
                        help="seconds between a reload and the next save (serve makes its indexes after 0.3 s without an edit)")
    arguments = parser.parse_args()
    with serving(arguments.specimen, arguments.handbook) as listener:
        content = os.path.join(arguments.handbook, "Content")
        languages = translation_folders(arguments.handbook)
        pages = sorted(os.path.join(folder, name) for folder, _, names in os.walk(content)
                       if not any(part in languages for part in os.path.relpath(folder, content).split(os.sep)[:1])
                       for name in names if fnmatch.fnmatch(name, arguments.pages) and name.endswith(".md"))
        if not pages:
            raise SystemExit(f"no page below {content} matches {arguments.pages}")

        def edit_page(index):
            path = pages[(index * 37) % len(pages)]

            def save():
                with open(path, "a") as handle:
                    handle.write(f"\nAn edit, number {index}, saved from the benchmark.\n")
            return save

        page_latencies = measure(listener, edit_page, arguments.page_edits, pause=arguments.pause)
        report(f"page edit → reload event ({len(pages)} pages)", page_latencies,
               lambda median, p95: [("median", median, 30), ("95th percentile", p95, 80)])

        tokens_path = os.path.join(arguments.handbook, "tokens", "light.tokens.json")
        if arguments.token_edits == 0 or not os.path.exists(tokens_path):
            return
        with open(tokens_path) as handle:
            tokens = json.load(handle)
        references = tokens["color"]["hot"]
        alternates = [references[key]["$value"] for key in ("1", "2")]

        def edit_token(index):
            # color.hot.5 is shown by exactly ten pages (50–59); alternate its alias target.
            references["5"]["$value"] = alternates[index % 2]
            return saving(tokens_path, json.dumps(tokens, indent=1))

        token_latencies = measure(listener, edit_token, arguments.token_edits, pause=max(arguments.pause, 0.3))
        report("token edit (shown by 10 pages) → reload event", token_latencies,
               lambda median, p95: [("median", median, 60)])


if __name__ == "__main__":
    main()
