"""Fixtures for the browser tests: the built `specimen` binary, handbooks in temporary folders,
`specimen serve` on a free loopback port, and headless Chromium driven by Selenium."""
import os
import re
import shutil
import signal
import subprocess
import time
from pathlib import Path

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

REPOSITORY = Path(__file__).resolve().parents[2]


def specimen_binary() -> Path:
    configured = os.environ.get("SPECIMEN_BINARY")
    candidates = [Path(configured)] if configured else []
    candidates += [REPOSITORY / ".build/debug/specimen", REPOSITORY / ".build/release/specimen"]
    for candidate in candidates:
        if candidate.exists():
            return candidate
    pytest.fail("build specimen first (swift build --product specimen) or set SPECIMEN_BINARY")


class Serve:
    """`specimen serve` on a free port, stopped with Ctrl-C like a person would."""

    def __init__(self, root: Path, *arguments: str):
        self.root = root
        self.process = subprocess.Popen(
            [str(specimen_binary()), "serve", "--port", "0", *arguments],
            cwd=root, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        line = self.process.stdout.readline()
        match = re.search(r"http://127\.0\.0\.1:(\d+)(/\S*)", line)
        if not match:
            self.stop()
            raise RuntimeError("serve did not start: " + line + self.process.stderr.read())
        self.url = f"http://127.0.0.1:{match.group(1)}{match.group(2).rstrip(',')}"

    def stop(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.process.kill()


def copy_sample(root: Path) -> Path:
    """The sample handbook (config, pages, tokens, the component CSS its examples link, the example app its usage: scans) in `root`."""
    shutil.copytree(REPOSITORY / "Content", root / "Content")
    shutil.copy(REPOSITORY / "specimen.yml", root / "specimen.yml")
    (root / "Public/assets").mkdir(parents=True, exist_ok=True)
    shutil.copy(REPOSITORY / "Public/assets/components.css", root / "Public/assets/components.css")
    shutil.copytree(REPOSITORY / "Examples/App", root / "Examples/App")
    return root


@pytest.fixture
def sample_copy(tmp_path: Path) -> Path:
    """The sample handbook in a temporary folder."""
    return copy_sample(tmp_path)


@pytest.fixture
def serve_sample(sample_copy: Path):
    server = Serve(sample_copy)
    yield server
    server.stop()


def chromium():
    """Headless Chromium at 1280 × 900, logging the console (also for the benchmarks)."""
    options = Options()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,900", "--disable-dev-shm-usage"]:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    binary = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    if binary:
        options.binary_location = binary
    driver_path = shutil.which("chromedriver")
    return webdriver.Chrome(options=options, service=Service(driver_path) if driver_path else None)


@pytest.fixture
def browser():
    driver = chromium()
    yield driver
    driver.quit()


def wait_until(condition, timeout=10.0, interval=0.05, message="condition"):
    deadline = time.monotonic() + timeout
    last = None
    while time.monotonic() < deadline:
        last = condition()
        if last:
            return last
        time.sleep(interval)
    raise AssertionError(f"timed out waiting for {message} (last: {last!r})")


@pytest.fixture(scope="session")
def built_sample(tmp_path_factory) -> Path:
    """The sample handbook built once into a temporary folder."""
    output = tmp_path_factory.mktemp("sample-site")
    subprocess.run([str(specimen_binary()), "build", "--root", str(REPOSITORY), "--output", str(output)],
                   check=True, capture_output=True, text=True)
    return output


@pytest.fixture(scope="session")
def sample_server(tmp_path_factory):
    """The sample handbook served once (without watching) for read-only tests."""
    server = Serve(copy_sample(tmp_path_factory.mktemp("sample-handbook")), "--no-watch")
    yield server
    server.stop()


@pytest.fixture(scope="session")
def sample_tokens(built_sample: Path) -> dict:
    import json
    return json.loads((built_sample / "tokens.json").read_text())["tokens"]


def sample_pages(built_sample: Path) -> list:
    """Every page of the sample a reader reaches from the navigation (from sitemap.xml, every
    language's), and in each language the token index, the 404 page, and one token page of each
    token type (they share a template)."""
    import json
    from urllib.parse import urlsplit
    sitemap = (built_sample / "sitemap.xml").read_text()
    pages = [urlsplit(url).path for url in re.findall(r"<loc>([^<]+)</loc>", sitemap)]
    languages = [""] + sorted(f"{p.name}/" for p in built_sample.iterdir() if (p / "search" / "manifest.json").exists())
    tokens = json.loads((built_sample / "tokens.json").read_text())["tokens"]
    for language in languages:
        pages += [f"{language}tokens/", f"{language}404.html"]
        seen = set()
        for path, token in sorted(tokens.items()):
            if token["type"] not in seen:
                seen.add(token["type"])
                pages.append(f"{language}tokens/{path}/")
    return [page.lstrip("/") for page in pages]


def parse_color(text: str):
    """A CSS color as the browser or tokens.json writes it: (space, r, g, b, alpha), 0…1."""
    text = text.strip()
    if text.startswith("#"):
        digits = text[1:]
        if len(digits) in (3, 4):
            digits = "".join(d * 2 for d in digits)
        values = [int(digits[i:i + 2], 16) / 255 for i in range(0, len(digits), 2)]
        return ("srgb", *values[:3], values[3] if len(values) > 3 else 1.0)
    match = re.fullmatch(r"rgba?\(([^)]*)\)", text)
    if match:
        parts = [float(p) for p in re.split(r"[,\s/]+", match.group(1).strip()) if p]
        return ("srgb", parts[0] / 255, parts[1] / 255, parts[2] / 255, parts[3] if len(parts) > 3 else 1.0)
    match = re.fullmatch(r"color\(([\w-]+)\s+([^)]*)\)", text)
    if match:
        parts = [float(p) for p in re.split(r"[\s/]+", match.group(2).strip()) if p]
        return (match.group(1), parts[0], parts[1], parts[2], parts[3] if len(parts) > 3 else 1.0)
    raise ValueError(f"not a color: {text}")


def same_color(computed: str, expected: str, tolerance=1.5 / 255) -> bool:
    a, b = parse_color(computed), parse_color(expected)
    if a[4] == 0 and b[4] == 0:
        return True
    return a[0] == b[0] and all(abs(x - y) <= tolerance for x, y in zip(a[1:], b[1:]))


def token_css(tokens: dict, path: str, context: str) -> str:
    """The token's CSS value in a context as the site labels it: a theme context (`light` is the
    default one), or `modifier: context` for another modifier."""
    token = tokens[path]
    modifier, _, name = context.rpartition(": ")
    return token.get("contexts", {}).get(modifier or "theme", {}).get(name, {}).get("css", token["css"])


def severe_console_messages(driver) -> list:
    return [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
