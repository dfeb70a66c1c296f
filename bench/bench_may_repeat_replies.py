"""Issue #12, "may repeat": what the write path replies, per probe file, half and embedder. Runs
bench_updates.measure (the real write path, a fresh store per case) and keeps only the summaries:
the existing figures (stored once, merged, linked) and the new ones beside them: restatements flagged
(stored once, or the reply said "may repeat") and distinct flagged (a reply said "may repeat").

    nice -n 10 .venv/bin/python bench/bench_may_repeat_replies.py [--embedders e5,minilm,none] [--label after]

Halves: every probe file's tuning and check half, update_set.jsonl's tuning half only (its held-out half is
never run here), blind_probes_1's tuning and check halves. Counts only: no case is printed, and only the
summaries are saved (bench/results/may_repeat_replies_<label>.json)."""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, os.path.dirname(__file__))
from bench_updates import measure  # noqa: E402
from common import machine, save_json  # noqa: E402

DATA = Path(__file__).resolve().parent / "data"
KEYS = ("restatement_stored_once", "restatement_flagged", "distinct_wrongly_merged", "distinct_linked",
        "distinct_flagged_may_repeat", "update_detected", "stale_at_1")


def halves() -> list[tuple[Path, str]]:
    out = []
    for path in sorted(DATA.glob("*.jsonl")):
        splits = {json.loads(line).get("split") for line in path.read_text(encoding="utf-8").splitlines()[1:]
                  if line.strip()}
        for split in ("tuning", "check"):
            if split in splits and not (path.stem == "update_set" and split != "tuning"):
                out.append((path, split))
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--embedders", default="e5,minilm,none")
    parser.add_argument("--label", default="after")
    args = parser.parse_args()
    started = time.time()
    result: dict = {}
    for name in [n.strip() for n in args.embedders.split(",") if n.strip()]:
        for path, split in halves():
            summary, _ = measure(split, name, path)
            key = f"{path.stem}:{split}"
            result.setdefault(key, {})[name] = summary
            o = summary["overall"]
            print(name, key, {k: (o[k]["count"], o[k]["n"]) for k in KEYS if k in o}, flush=True)
    path = save_json(f"may_repeat_replies_{args.label}.json", {
        "machine": machine(), "load": os.getloadavg(), "seconds": round(time.time() - started, 1),
        "results": result})
    print("wrote", path)


if __name__ == "__main__":
    main()
