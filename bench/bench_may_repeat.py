"""Issue #12: calibrate the "may repeat" flag (classify.may_repeat). A pair the classifier keeps apart
(`distinct`, `unrelated`) with no guard telling the two apart (classify.repeat_apart) is flagged from a line
X of closeness: the embedder's cosine, or the token-alignment ratio without one. This bench sweeps X.

    nice -n 10 .venv/bin/python bench/bench_may_repeat.py [--embedders e5,minilm,none]

For every case of every bench/data/*.jsonl file in split "tuning" or "check" (update_set.jsonl's held-out
half is not read), each consecutive pair is judged with classify() under the embedder's calibrated
thresholds (the flag's own line set out of the way), and per X:
  restatements missed today (classify does not say "restatement") that would be flagged: share of misses;
  distinct controls (distinct_lookalike, distinct_event, temporary, unrelated) with any pair flagged: share
  of all distinct controls (noise in replies); updates and reversals flagged are counted too.
Tuning halves: the flagged items at the chosen X may be printed with --show (they may be read). Check halves
(blind_probes_1's included): counts only, never items. Writes bench/results/may_repeat_<embedders>.json."""

from __future__ import annotations

import argparse
import os
import sys
import time
from dataclasses import replace

sys.path.insert(0, os.path.dirname(__file__))
from bench_restate_gate import embedder_for, load_pairs  # noqa: E402
from common import machine, save_json  # noqa: E402

THRESHOLDS = {"e5": [round(0.86 + 0.01 * k, 2) for k in range(14)],
              "minilm": [round(0.60 + 0.025 * k, 3) for k in range(17)],
              "none": [round(0.20 + 0.05 * k, 2) for k in range(17)]}
DISTINCT = ("distinct_lookalike", "distinct_event", "temporary", "unrelated")
UPDATES = ("update_signal", "update_nosignal", "reversal")
HALVES = {"tuning": ("tuning", None), "check": ("check", None),
          "blind tuning": ("tuning", {"blind_probes_1"}), "blind check": ("check", {"blind_probes_1"})}


def judge(cases: list[dict], name: str, vectors: dict, th) -> list[dict]:
    """Per case: stored once today, and the lowest closeness from which the flag fires (None: never)."""
    from flymemory import classify

    out = []
    for case in cases:
        pairs = list(zip(case["seq"], case["seq"][1:], strict=False))
        at: list[float] = []
        today = True
        for old, new in pairs:
            sim = float(vectors[old] @ vectors[new]) if vectors else None
            j = classify.classify(old, new, sim, th)
            today = today and j.kind == "restatement"
            if j.kind in ("distinct", "unrelated") and not j.rule.startswith("longer than") \
                    and not classify.repeat_apart(old, new):
                at.append(classify.repeat_closeness(old, new, sim, th)[0])
        out.append({"file": case["file"], "id": case["id"], "split": case["split"], "cls": case["cls"],
                    "today": today, "flag_at": max(at) if at else None, "seq": case["seq"]})
    return out


def curve(rows: list[dict], split: str, files: set[str] | None, xs: list[float]) -> dict:
    chosen = [r for r in rows if r["split"] == split and (files is None or r["file"] in files)]
    missed = [r for r in chosen if r["cls"] == "restatement" and not r["today"]]
    distinct = [r for r in chosen if r["cls"] in DISTINCT]
    updates = [r for r in chosen if r["cls"] in UPDATES]

    def flagged(rs: list[dict], x: float) -> int:
        return sum(r["flag_at"] is not None and r["flag_at"] >= x for r in rs)

    return {"restatements": sum(r["cls"] == "restatement" for r in chosen), "missed": len(missed),
            "distinct": len(distinct), "updates": len(updates),
            "points": [{"x": x, "missed_flagged": flagged(missed, x), "distinct_flagged": flagged(distinct, x),
                        "updates_flagged": flagged(updates, x)} for x in xs]}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--embedders", default="e5,minilm,none")
    parser.add_argument("--show", type=float, default=None, help="print tuning-half items flagged from this X")
    args = parser.parse_args()
    started = time.time()
    cases = load_pairs()
    result: dict = {}
    from flymemory import dedup

    names = [n.strip() for n in args.embedders.split(",") if n.strip()]
    for name in names:
        if name == "none":
            vectors, th = {}, None
        else:
            embedder = embedder_for(name)
            th = dedup.thresholds_for(embedder.id)
            texts = sorted({t for case in cases for t in case["seq"]})
            vectors = dict(zip(texts, embedder.embed_passages(texts), strict=True))
            th = replace(th, may_repeat=1.01)  # the sweep, not the line in use, decides here
        rows = judge(cases, name, vectors, th)
        result[name] = {half: curve(rows, split, files, THRESHOLDS[name]) for half, (split, files) in HALVES.items()}
        for half, c in result[name].items():
            print(f"{name} {half}: restatements {c['restatements']}, missed today {c['missed']}, "
                  f"distinct {c['distinct']}, updates {c['updates']}")
            for p in c["points"]:
                print(f"   X={p['x']:<6} missed flagged {p['missed_flagged']:3d} "
                      f"({p['missed_flagged'] / max(1, c['missed']):.2f})  distinct flagged {p['distinct_flagged']:3d} "
                      f"({p['distinct_flagged'] / max(1, c['distinct']):.3f})  updates flagged {p['updates_flagged']}")
        if args.show is not None:
            for r in rows:  # tuning halves only: their items may be read
                if r["split"] == "tuning" and r["flag_at"] is not None and r["flag_at"] >= args.show \
                        and (r["cls"] != "restatement" or not r["today"]):
                    print("  tuning", name, r["cls"], r["file"], round(r["flag_at"], 3), r["seq"])
    path = save_json(f"may_repeat_{'_'.join(names)}.json", {"machine": machine(), "load": os.getloadavg(),
                                         "seconds": round(time.time() - started, 1), "results": result})
    print("wrote", path)


if __name__ == "__main__":
    main()
