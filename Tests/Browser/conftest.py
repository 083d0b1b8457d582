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


@pytest.fixture
def sample_copy(tmp_path: Path) -> Path:
    """The sample handbook (config, pages, tokens) in a temporary folder."""
    shutil.copytree(REPOSITORY / "Content", tmp_path / "Content")
    shutil.copy(REPOSITORY / "specimen.yml", tmp_path / "specimen.yml")
    return tmp_path


@pytest.fixture
def serve_sample(sample_copy: Path):
    server = Serve(sample_copy)
    yield server
    server.stop()


@pytest.fixture
def browser():
    options = Options()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,900", "--disable-dev-shm-usage"]:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    chromium = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    if chromium:
        options.binary_location = chromium
    driver_path = shutil.which("chromedriver")
    driver = webdriver.Chrome(options=options, service=Service(driver_path) if driver_path else None)
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
