"""Plot the held-out conversation figures (bench/bench_conversations.py results) with matplotlib:
the three whole-message baselines and the engine (default and each preset run), any@1/5/10 and
all@10, one chart for the standard variant and one for the pooled variant (a variant we defined).

    .venv/bin/python bench/plot_conversations.py                       # reads conversations.json
    .venv/bin/python bench/plot_conversations.py --results conversations_after.json
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common  # noqa: E402

METRICS = ("any@1", "any@5", "any@10", "all@10")
TITLES = {
    "held_out": "MemoryBank standard, held-out users (10 of 15, EN+ZH, a store per user, {n} questions)",
    "pooled": "MemoryBank pooled (our variant): 15 users per store, held-out users' {n} questions",
}
FILES = {"held_out": "conversations_heldout.svg", "pooled": "conversations_pooled.svg"}


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--results", default="conversations.json")
    a = p.parse_args(argv)
    result = json.loads((common.RESULTS / a.results).read_text(encoding="utf-8"))
    for part, name in FILES.items():
        if part not in result:
            continue
        cells = {system: langs["both"]["all"] for system, langs in result[part]["summary"].items()}
        n = next(iter(cells.values()))["n"]
        path = common.DOCS / "img" / name
        common.plot_bars(path, TITLES[part].format(n=n), "share of questions", list(METRICS),
                         {system: [cell[m] for m in METRICS] for system, cell in cells.items()}, ymax=1.05)
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
