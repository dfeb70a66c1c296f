"""docs/TOOLS.md is generated from the tool schemas and cannot drift from them."""

from __future__ import annotations

import subprocess
import sys

from flymemory.tooldocs import DEFAULT_OUTPUT, render_tools_doc


def test_docs_tools_md_matches_the_tool_schemas():
    proc = subprocess.run([sys.executable, "-m", "flymemory.tooldocs", "--check"], capture_output=True, text=True,
                          timeout=120)
    assert proc.returncode == 0, proc.stderr


def test_every_tool_and_every_argument_is_documented_for_a_model():
    text = render_tools_doc()
    assert "## Workspace scoping" in text and "scope=\"all\"" in text
    for line in text.splitlines():
        if line.startswith("| `"):
            assert not line.rstrip().endswith("|  |"), f"argument without a description: {line}"
    assert DEFAULT_OUTPUT.endswith("docs/TOOLS.md")
