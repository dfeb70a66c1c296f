"""The one write-or-check step of the generated references (tooldocs, flagdocs): write the
generated text, or with --check exit 1 when the file on disk differs from it."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable


def generate(prog: str, summary: str, default_output: str, render: Callable[[str | None], str], source: str,
             argv: list[str] | None = None) -> int:
    """`render(current)` gets the file as it is now (None when missing) and returns what it should be;
    `source` names what the text is generated from, for the message when it is stale."""
    p = argparse.ArgumentParser(prog=f"python -m {prog}", description=summary)
    p.add_argument("--check", action="store_true", help="fail if the file differs from the generated text")
    p.add_argument("--output", default=default_output)
    a = p.parse_args(argv)
    try:
        with open(a.output, encoding="utf-8") as f:
            current: str | None = f.read()
    except FileNotFoundError:
        current = None
    text = render(current)
    if a.check:
        if current != text:
            print(f"{a.output} is out of date with {source}: run `python -m {prog}` and commit the result.",
                  file=sys.stderr)
            return 1
        return 0
    os.makedirs(os.path.dirname(a.output), exist_ok=True)
    with open(a.output, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"wrote {a.output}")
    return 0
