#!/usr/bin/env python3
"""How long reading a handbook's token history takes: 50 releases of the sample's tokens.

Makes a git repository in a temporary folder holding the sample handbook's tokens and a
changelog page, then 50 release tags (v1.0.0 … v1.49.0). Each release changes a color in one
context, adds a token, and now and then renames, deprecates or removes one, as a design
system's releases do. Then, in the same run:

- Specimen: `specimen build --timings`, whose "read history" step reads every release with
  git, resolves each one's tokens in every context and tells every token's history (the
  target is 1 s for the 50 releases);
- the peer, what a team does without it: for each tag, `git archive` the token folder, unpack
  it and export its tokens (`specimen tokens export --format json`, one process a release,
  as a Style Dictionary run per release would be), with nothing compared yet.

Usage: read_history.py [SPECIMEN] [--releases N] [--rounds N]
"""
import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def git(repo, *args, date=None):
    env = dict(os.environ)
    if date:
        env.update(GIT_AUTHOR_DATE=date, GIT_COMMITTER_DATE=date)
    subprocess.run(["git", "-c", "user.name=B", "-c", "user.email=b@example.com", *args], cwd=repo, env=env, check=True,
                   stdout=subprocess.DEVNULL)


def color(index, release):
    r, g, b = (index * 37 + release * 11) % 256, (index * 91 + release * 7) % 256, (index * 53 + release * 3) % 256
    return {"$value": {"colorSpace": "srgb", "components": [round(r / 255, 4), round(g / 255, 4), round(b / 255, 4)],
                       "hex": f"#{r:02x}{g:02x}{b:02x}"}}


def release_tokens(release):
    """The extra group of release `release`: one more color each time; every fifth release renames
    the oldest, every seventh deprecates one, every eleventh removes one."""
    names = {f"c{i}": i for i in range(20 + release)}
    for r in range(1, release + 1):
        if r % 5 == 0:
            names[f"renamed{r}"] = names.pop(sorted(names)[0])
        if r % 11 == 0:
            names.pop(sorted(names)[-1], None)
    group = {"$type": "color"}
    for name, index in sorted(names.items()):
        token = color(index, release if index == release % 20 else 0)
        if release >= 7 and index % 7 == 0:
            token["$deprecated"] = "Use {color.primary}."
        group[name] = token
    return {"bench": group}


def make_repository(folder, releases):
    shutil.copytree(os.path.join(ROOT, "Content", "tokens"), os.path.join(folder, "Content", "tokens"))
    resolver_path = os.path.join(folder, "Content", "tokens", "handbook.resolver.json")
    resolver = json.load(open(resolver_path))
    resolver["sets"]["token"]["sources"].append({"$ref": "token/bench.tokens.json"})
    json.dump(resolver, open(resolver_path, "w"), indent=2)
    with open(os.path.join(folder, "specimen.yml"), "w") as config:
        config.write("title: History benchmark\nbaseURL: https://bench.example/\n"
                     "tokens: Content/tokens/handbook.resolver.json\nhistory: {tags: \"v*\"}\nthemeModifier: theme\n")
    with open(os.path.join(folder, "Content", "changelog.md"), "w") as page:
        page.write("# Changelog\n\n```changelog\n```\n")
    git(folder, "init", "-q")
    for release in range(releases):
        with open(os.path.join(folder, "Content", "tokens", "token", "bench.tokens.json"), "w") as tokens:
            json.dump(release_tokens(release), tokens, indent=2)
        date = f"2026-01-01T00:00:00+00:00"
        git(folder, "add", "-A")
        git(folder, "commit", "-q", "-m", f"release {release}", date=date)
        git(folder, "tag", "-a", f"v1.{release}.0", "-m", f"Release 1.{release}.0", date=date)


def specimen_read_history(specimen, folder, output):
    result = subprocess.run([specimen, "build", "--fresh", "--timings", "--output", output], cwd=folder, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(result.stdout + result.stderr)
    for line in (result.stdout + result.stderr).splitlines():
        if line.strip().startswith("read history"):
            return float(line.split()[2])
    sys.exit("no 'read history' step in the timings:\n" + result.stdout + result.stderr)


def peer_export_each_release(specimen, folder, releases, scratch):
    start = time.perf_counter()
    for release in range(releases):
        target = os.path.join(scratch, f"r{release}")
        os.makedirs(target)
        archive = subprocess.run(["git", "archive", f"v1.{release}.0", "Content/tokens"], cwd=folder, capture_output=True, check=True)
        subprocess.run(["tar", "-x", "-C", target], input=archive.stdout, check=True)
        subprocess.run([specimen, "tokens", "export", "--format", "json", "--tokens",
                        os.path.join(target, "Content", "tokens", "handbook.resolver.json")],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return (time.perf_counter() - start) * 1000


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("specimen", nargs="?", default=os.path.join(ROOT, ".build", "release", "specimen"))
    parser.add_argument("--releases", type=int, default=50)
    parser.add_argument("--rounds", type=int, default=5)
    arguments = parser.parse_args()
    specimen = os.path.abspath(arguments.specimen)
    with tempfile.TemporaryDirectory(prefix="specimen-history-bench-") as work:
        folder = os.path.join(work, "handbook")
        os.makedirs(folder)
        make_repository(folder, arguments.releases)
        ours = [specimen_read_history(specimen, folder, os.path.join(work, "out")) for _ in range(arguments.rounds)]
        peers = []
        for round in range(max(1, arguments.rounds // 2)):
            scratch = os.path.join(work, f"peer{round}")
            peers.append(peer_export_each_release(specimen, folder, arguments.releases, scratch))
            shutil.rmtree(scratch)
        built = json.load(open(os.path.join(work, "out", "tokens.json")))
        mine, peer = statistics.median(ours), statistics.median(peers)
        print(f"{arguments.releases} releases of the sample's tokens ({len(built['tokens'])} tokens now, "
              f"{len(built.get('removed', {}))} removed or renamed)")
        print(f"  specimen, read history (every release, every context, every token's story): "
              f"median {mine:.1f} ms of {arguments.rounds} (min {min(ours):.1f}, max {max(ours):.1f}); target 1000 ms")
        print(f"  peer, git archive + one export per release (no comparison):               "
              f"median {peer:.1f} ms of {len(peers)}")
        print(f"  ratio peer / specimen: {peer / mine:.1f}×")
        if mine > 1000:
            sys.exit("reading the history took longer than the 1 s target")


if __name__ == "__main__":
    main()
