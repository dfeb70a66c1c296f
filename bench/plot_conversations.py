"""Plot the held-out conversation figures (bench/bench_conversations.py results) with matplotlib:
the three whole-message baselines and the engine before and after issue #15, any@1/5/10 and all@10.

    .venv/bin/python bench/plot_conversations.py   # reads conversations_before.json, conversations_after.json
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common  # noqa: E402

METRICS = ("any@1", "any@5", "any@10", "all@10")


def main() -> int:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    before = json.loads((common.RESULTS / "conversations_before.json").read_text(encoding="utf-8"))
    after = json.loads((common.RESULTS / "conversations_after.json").read_text(encoding="utf-8"))
    rows = {name: cell["both"]["all"] for name, cell in after["held_out"]["summary"].items() if name != "engine"}
    rows["engine before"] = before["held_out"]["summary"]["engine"]["both"]["all"]
    rows["engine after"] = after["held_out"]["summary"]["engine"]["both"]["all"]
    fig, ax = plt.subplots(figsize=(8, 4))
    width = 0.8 / len(rows)
    for n, (name, cell) in enumerate(rows.items()):
        xs = [m + n * width for m in range(len(METRICS))]
        bars = ax.bar(xs, [cell[m] for m in METRICS], width, label=name)
        ax.bar_label(bars, fmt="%.2f", fontsize=6, rotation=90, padding=2)
    ax.set_xticks([m + 0.4 - width / 2 for m in range(len(METRICS))], METRICS)
    ax.set_ylim(0, 1.12)
    ax.set_ylabel("share of questions")
    n = rows["engine after"]["n"]
    ax.set_title(f"MemoryBank, held-out users (10 of 15, EN+ZH, {n} questions with evidence)")
    ax.legend(fontsize=7, loc="lower right")
    fig.tight_layout()
    out = common.DOCS / "img" / "conversations_heldout.svg"
    fig.savefig(out)
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
