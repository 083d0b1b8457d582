"""Follows the workflows `specimen init --ci` writes as their runners would, here: the shell of
every step that is not an action, in order, with the variables the runner gives, against a git
repository whose handbook (the sample) is in docs/ and whose pull request changes a token. The
release they install is served from this machine (`--releases DIR`, Scripts/release's output)
in place of the download site. Exits non-zero, saying which step, when one fails or its
outcome is not the expected one.

    python follow-workflows.py SPECIMEN_FOR_SETUP --releases DIR
"""
import argparse
import re
import functools
import http.server
import os
import shutil
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

from ruamel.yaml import YAML

REPOSITORY = Path(__file__).resolve().parents[1]


def git(*arguments, cwd):
    subprocess.run(["git", "-c", "user.name=CI", "-c", "user.email=ci@example.com", *arguments], cwd=cwd, check=True,
                   capture_output=True)


def make_repository(work: Path) -> Path:
    """origin (bare) and a clone with the sample in docs/ on main, and a branch changing a token."""
    origin, clone = work / "origin.git", work / "clone"
    git("init", "-q", "--bare", "-b", "main", str(origin), cwd=work)
    git("clone", "-q", str(origin), str(clone), cwd=work)
    docs = clone / "docs"
    for part in ["Content", "Examples/App"]:
        shutil.copytree(REPOSITORY / part, docs / part)
    shutil.copy(REPOSITORY / "specimen.yml", docs / "specimen.yml")
    (docs / "Public/assets").mkdir(parents=True)
    shutil.copy(REPOSITORY / "Public/assets/components.css", docs / "Public/assets/components.css")
    # The sample publishes a release from its own tags, which this repository has not.
    config = (docs / "specimen.yml").read_text().replace('versions: ["1.4.0"]', "")
    (docs / "specimen.yml").write_text(config)
    git("checkout", "-q", "-b", "main", cwd=clone)
    git("add", "-A", cwd=clone)
    git("commit", "-q", "-m", "handbook", cwd=clone)
    git("push", "-q", "origin", "main", cwd=clone)
    git("checkout", "-q", "-b", "lighter-primary", cwd=clone)
    return clone


def change_a_token(clone: Path):
    """A value changed in review: the first size of the material tokens, one pixel more."""
    target = clone / "docs/Content/tokens/material/size.tokens.json"
    text = target.read_text()
    start = re.search(r'"value": [0-9]', text).start() + len('"value": ')
    end = start
    while text[end].isdigit():
        end += 1
    target.write_text(text[:start] + str(int(text[start:end]) + 1) + text[end:])
    git("commit", "-q", "-am", "a larger size", cwd=clone)


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *arguments):
        pass


def serve(folder: Path) -> str:
    handler = functools.partial(QuietHandler, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{server.server_port}"


def run_steps(name, steps, clone: Path, environment: dict, allowed_failures=()):
    """Runs each `run:` of `steps` with bash -e, as GitHub's runner does; `$GITHUB_PATH` lines
    join PATH for the steps after."""
    path_file = Path(environment["GITHUB_PATH"])
    for step in steps:
        if "run" not in step:
            continue
        label = step.get("name", step["run"].splitlines()[0])
        env = dict(environment)
        env.update({key: str(value) for key, value in (step.get("env") or {}).items()})
        added = [line for line in path_file.read_text().splitlines() if line] if path_file.exists() else []
        env["PATH"] = os.pathsep.join(list(reversed(added)) + [environment["PATH"]])
        outcome = subprocess.run(["bash", "-e", "-c", step["run"]], cwd=clone, env=env, capture_output=True, text=True)
        print(f"  {name} › {label}: exit {outcome.returncode}")
        if outcome.returncode != 0 and label not in allowed_failures:
            sys.exit(f"{name} › {label} failed:\n{outcome.stdout}\n{outcome.stderr}")


def substitute(value: str, environment: dict) -> str:
    """The few `${{ … }}` expressions the steps' env use, as the runner fills them."""
    return value.replace("${{ steps.pages.outputs.base_url }}", environment["PAGES_BASE_URL"])


def follow_github(clone: Path, releases: str, work: Path):
    workflow = YAML(typ="safe").load((clone / ".github/workflows/specimen.yml").read_text())
    environment = {key: str(value) for key, value in workflow["env"].items()}
    environment["SPECIMEN_RELEASES"] = releases
    runner = work / "github-runner"
    runner.mkdir()
    base = dict(os.environ, **environment, HOME=str(runner / "home"), RUNNER_TEMP=str(runner / "temp"),
                GITHUB_PATH=str(runner / "path"), GITHUB_BASE_REF="main", PAGES_BASE_URL="https://acme.github.io/handbook")
    (runner / "home").mkdir()
    (runner / "temp").mkdir()
    check = workflow["jobs"]["check"]["steps"]
    run_steps("github check", check, clone, base)
    changes = (runner / "temp/token-changes.md").read_text()
    if "<!-- specimen-token-changes -->" not in changes or "Changed" not in changes:
        sys.exit(f"the token changes do not name the change:\n{changes}")
    publish = workflow["jobs"]["publish"]["steps"]
    for step in publish:
        if "env" in step:
            step["env"] = {key: substitute(str(value), base) for key, value in step["env"].items()}
    run_steps("github publish", publish, clone, base)
    index = (runner / "temp/site/index.html").read_text()
    if 'href="/handbook/' not in index:
        sys.exit("the site is not under the repository's path /handbook/")
    print("  GitHub: the check passed, the token changes name the change, the site is under /handbook/")


def follow_gitlab(clone: Path, releases: str, work: Path):
    pipeline = YAML(typ="safe").load((clone / ".gitlab-ci.yml").read_text())
    environment = {key: str(value) for key, value in pipeline["variables"].items()}
    environment["SPECIMEN_RELEASES"] = releases
    runner = work / "gitlab-runner"
    (runner / "home").mkdir(parents=True)
    base = dict(os.environ, **environment, HOME=str(runner / "home"), CI_MERGE_REQUEST_TARGET_BRANCH_NAME="main",
                CI_PAGES_URL="https://acme.gitlab.io/handbook", GITHUB_PATH=str(runner / "unused"))
    for job in ["check", "pages"]:
        # GitLab runs before_script and script as one shell script.
        lines = pipeline["default"]["before_script"] + pipeline[job]["script"]
        run_steps(f"gitlab {job}", [{"name": job, "run": "\n".join(lines)}], clone, base)
    if "Changed" not in (clone / "token-changes.md").read_text():
        sys.exit("GitLab's token changes do not name the change")
    if 'href="/handbook/' not in (clone / "public/index.html").read_text():
        sys.exit("GitLab's site is not under /handbook/")
    print("  GitLab: the check passed, token-changes.md names the change, public/ is under /handbook/")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("specimen", help="a specimen binary for `init --ci` (the one under test installs itself)")
    parser.add_argument("--releases", required=True, type=Path)
    arguments = parser.parse_args()
    arguments.specimen = str(Path(arguments.specimen).resolve())
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        version = next(arguments.releases.glob("specimen-*.tar.gz")).name.split("-")[1]
        # The download site's layout: RELEASES/vVERSION/archive and its .sha256.
        site = work / "download" / f"v{version}"
        site.mkdir(parents=True)
        for file in arguments.releases.glob(f"specimen-{version}-*"):
            shutil.copy(file, site / file.name)
        releases = serve(work / "download")
        clone = make_repository(work)
        change_a_token(clone)
        for host in ["github", "gitlab"]:
            subprocess.run([arguments.specimen, "init", "docs", "--ci", host], cwd=clone, check=True, capture_output=True)
        follow_github(clone, releases, work)
        follow_gitlab(clone, releases, work)


if __name__ == "__main__":
    main()
