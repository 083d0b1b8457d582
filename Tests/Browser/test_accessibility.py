"""An axe-core 4 scan of the sample's pages, in light and in dark, finds nothing serious or critical."""
import re
from pathlib import Path

import pytest
from axe_selenium_python import Axe

from conftest import sample_pages, wait_until


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_no_serious_or_critical_violations(scheme, built_sample, sample_server, browser):
    # Matrix cells of the states the handbook exempts from its own contrast check (specimen.yml,
    # checks.contrastExempt) are left out here too; axe already skips disabled buttons.
    config = (Path(__file__).parents[2] / "specimen.yml").read_text()
    exempt = re.search(r"contrastExempt: \[([^\]]*)\]", config).group(1).replace(" ", "").split(",")
    assert "pressed" in exempt
    excluded = {"exclude": [[f'.component-cell[data-state="{state}"]'] for state in exempt]}
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
    failures = []
    for page in sample_pages(built_sample):
        browser.get(sample_server.url + page)
        wait_until(lambda: browser.execute_script("return document.readyState") == "complete", message=page)
        axe = Axe(browser)
        axe.inject()
        results = axe.run(context=excluded)
        for violation in results["violations"]:
            if violation["impact"] in ("serious", "critical"):
                targets = [node["target"] for node in violation["nodes"][:3]]
                failures.append(f"{scheme} /{page}: {violation['id']} ({violation['impact']}): {violation['help']} at {targets}")
    assert failures == [], "\n".join(failures)
