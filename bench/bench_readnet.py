"""Issue #12: the read-time net alone (flymemory.outdated.unlinked_newer_first). Every stale answer at
rank 1 left on the labelled set is an update the write path did not link, so this bench takes the write
path's judging away (each sentence stored as new, nothing merged or linked) and asks what the net does
with the question in hand:

    .venv/bin/python bench/bench_readnet.py [--split tuning|check] [--embedders e5,minilm,none]

- update_signal / update_nosignal / reversal: stale at rank 1 (the top hit for the case's question is
  not the last sentence), with the net and without it (the same recall: the order it was handed);
- every control (distinct_*, temporary, unrelated, restatement): stamped = the net put a "possibly
  outdated" on one of the pair (and so moved it), for the case's question, or when it has none, for
  each sentence itself and for the words the two share ("Dana painted" for "Dana painted a sunrise" /
  "Dana painted a lake"), the question a user would ask of both. On a true fact that stamp is the harm;
  on a restatement it is noise (both say the same);
- moved (order only): the net changed the order of a control's hits without stamping anything (the
  near-twin step, `outdated.twins_newer_first`, and the change-word step, `outdated.changed_newer_first`);
  older_right_lost: a control whose question names the
  older sentence's own detail (`older_right` in update_probes_6) lost its older answer at rank 1;
- cost: the net's own time per recall (p50/p95 ms, both steps) and the whole recall's.

Files: the labelled set's tuning half (its held-out half is refused here), the tuning (or check) halves
of the probe files, blind_probes_1 (its check half as figures only), and update_tuning_extra (tuning only).
--no-twins turns the order-only twin step off (the net as it was before it), --no-change the order-only
change-word step, for before/after figures. All
in-sample but blind_probes_1 (written by engineers who do not tune) and the labelled set's held-out half,
which this bench never reads. --split check prints no items, only figures."""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import tempfile
import time
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, os.path.dirname(__file__))
from bench_updates import UPDATES, embedder_for, fresh_engine, load_cases  # noqa: E402
from common import machine, percentile, save_json  # noqa: E402

DATA = Path(__file__).resolve().parent / "data"
FILES = {"tuning": ("update_set", "update_probes_2", "update_probes_3", "update_probes_4", "update_probes_5",
                    "update_tuning_extra", "restate_probes", "restate_probes_2", "restate_probes_3", "readnet_probes",
                    "update_probes_6", "blind_probes_1", "staleread_probes"),
         "check": ("update_probes_2", "update_probes_3", "update_probes_4", "update_probes_5", "restate_probes",
                   "restate_probes_2", "restate_probes_3", "readnet_probes", "update_probes_6", "blind_probes_1",
                   "staleread_probes")}


class NetProbe:
    """Wraps the net where recall calls it (the stamping step, `unlinked_newer_first`, then the order-only twin
    and change-word steps, `twins_newer_first`, `changed_newer_first`): keeps the order it was handed, the order
    it returned and the time all took."""

    def __init__(self) -> None:
        from flymemory import outdated

        self.module = outdated
        self.inner, self.twins = outdated.unlinked_newer_first, outdated.twins_newer_first
        self.changed = outdated.changed_newer_first
        self.before: list = []
        self.after: list = []
        self.ms: list[float] = []

    def __enter__(self) -> NetProbe:
        def timed(hits, question="", kept=None):
            started = time.perf_counter()
            out = self.inner(hits, question, kept)
            self.ms.append((time.perf_counter() - started) * 1000)
            self.before, self.after = list(hits), list(out)
            return out

        def timed_step(step):
            """An order-only step after the stamping one: its time adds to the same recall's."""
            def run(hits, question):
                started = time.perf_counter()
                out = step(hits, question)
                self.ms[-1] += (time.perf_counter() - started) * 1000
                self.after = list(out)
                return out
            return run

        self.module.unlinked_newer_first, self.module.twins_newer_first = timed, timed_step(self.twins)
        self.module.changed_newer_first = timed_step(self.changed)
        return self

    def __exit__(self, *exc) -> None:
        self.module.unlinked_newer_first, self.module.twins_newer_first = self.inner, self.twins
        self.module.changed_newer_first = self.changed


def store_unjudged(engine, texts: list[str]) -> None:
    """Each sentence stored through the real write path with its neighbour judging taken away: nothing
    merged, strengthened (but a word-for-word repeat), crossed out or linked. A bench seam, not an option."""
    engine.writes._judge_neighbours = lambda *args, **kwargs: []
    for text in texts:
        engine.remember(text)


def shared_words(texts: list[str]) -> str:
    from flymemory import lexical

    first, *rest = [[w for w in lexical.query_terms(t) if not w.startswith(lexical.STEM_MARK)] for t in texts]
    common = [t for t in first if all(t in r for r in rest)]
    return " ".join(dict.fromkeys(common))


def questions_for(case: dict) -> list[str]:
    if case.get("question"):
        return [case["question"]]
    asked = [*case["seq"], shared_words(case["seq"])]
    return [q for q in dict.fromkeys(asked) if q.strip()]


def _rule_of(hits, stamped, question: str) -> str:
    """The read-time rule that stamped `stamped`, its words up to the first ':' or '(' (no item text)."""
    from flymemory import classify

    newer = next((h for h in hits if h.entry.id == stamped.outdated_by), None)
    rule = classify.at_read(stamped.entry.text, newer.entry.text, question).rule if newer else "?"
    return rule.split("(")[0].split(":")[0].strip() if rule.startswith("read time: no change word") \
        else rule.split(":")[0] + ": " + rule.split(":")[1].split("'")[0].strip() if ":" in rule else rule


def run_case(case: dict, engine, net: NetProbe, recall_ms: list[float]) -> dict:
    store_unjudged(engine, case["seq"])
    out: dict = {"id": case["id"], "cls": case["cls"], "lang": case["lang"]}
    if case["cls"] in UPDATES:
        started = time.perf_counter()
        hits = engine.recall(case["question"], k=5)
        recall_ms.append((time.perf_counter() - started) * 1000)
        last = case["seq"][-1]
        out["stale_at_1"] = bool(hits) and hits[0].entry.text != last
        out["stale_at_1_without_net"] = bool(net.before) and net.before[0].entry.text != last
        out["top"] = hits[0].entry.text if hits else ""
    else:
        stamped, moved, older_lost = [], False, False
        for q in questions_for(case):
            started = time.perf_counter()
            hits = engine.recall(q, k=5)
            recall_ms.append((time.perf_counter() - started) * 1000)
            stamped += [(q, h.entry.text, h.outdated_by, _rule_of(hits, h, q))
                        for h in hits if h.outdated_by is not None]
            # order only: the net changed the order without a stamp (the twin step, or a stamp's move)
            moved |= [h.entry.id for h in net.before] != [h.entry.id for h in net.after] \
                and not any(h.outdated_by is not None for h in net.after)
            if case.get("older_right") and q == case.get("question") and net.before:
                older_lost = net.before[0].entry.text == case["seq"][0] and hits[0].entry.text != case["seq"][0]
        out["stamped"] = bool(stamped)
        out["stamps"] = stamped
        out["moved"] = moved
        if case.get("older_right"):
            out["older_right_lost"] = older_lost
    engine.store.close()
    return out


def measure(split: str, embedder_name: str, files: tuple[str, ...]) -> tuple[dict, dict]:
    embedder = embedder_for(embedder_name)
    per_file, details = {}, {}
    net_ms: list[float] = []
    recall_ms: list[float] = []
    with tempfile.TemporaryDirectory(prefix="readnet-") as tmp, NetProbe() as net:
        n = 0
        for stem in files:
            _, cases = load_cases(split, DATA / f"{stem}.jsonl")
            rows = []
            for case in cases:
                engine, _ = fresh_engine(tmp, n, embedder)
                n += 1
                rows.append(run_case(case, engine, net, recall_ms))
            per_file[stem], details[stem] = summarise(rows), rows
        net_ms = net.ms
    costs = {"net_ms_p50": round(percentile(net_ms, 50), 3), "net_ms_p95": round(percentile(net_ms, 95), 3),
             "recall_ms_p50": round(percentile(recall_ms, 50), 2), "recall_ms_p95": round(percentile(recall_ms, 95), 2),
             "recalls": len(recall_ms)}
    return {"files": per_file, "cost": costs}, details


def _count(rows: list[dict], key: str) -> str:
    values = [r[key] for r in rows if key in r]
    return f"{sum(values)}/{len(values)}"


def summarise(rows: list[dict]) -> dict:
    by_cls: dict[str, list[dict]] = defaultdict(list)
    for r in rows:
        by_cls[r["cls"]].append(r)
    updates = [r for r in rows if r["cls"] in UPDATES]
    controls = [r for r in rows if r["cls"] not in UPDATES]
    out = {"stale_at_1": _count(updates, "stale_at_1"),
           "stale_at_1_without_net": _count(updates, "stale_at_1_without_net"),
           "controls_stamped": _count([r for r in controls if r["cls"] != "restatement"], "stamped"),
           "restatements_stamped": _count([r for r in controls if r["cls"] == "restatement"], "stamped"),
           "controls_moved": _count([r for r in controls if r["cls"] != "restatement"], "moved"),
           "restatements_moved": _count([r for r in controls if r["cls"] == "restatement"], "moved"),
           "older_right_lost": _count(controls, "older_right_lost")}
    out["per_class"] = {cls: _count(rs, "stale_at_1" if cls in UPDATES else "stamped")
                        for cls, rs in sorted(by_cls.items())}
    return out


def rule_kind(rule: str) -> str:
    """A rule's text up to its first quoted word, number, value arrow or bracket: the rule texts name the slot and
    the values they read ("beside 'listen port': API 8080 -> 9443"), which a check half must not show."""
    prefix = "read time: " if rule.startswith("read time: ") else ""
    return prefix + re.split(r"['\"\d(:]|->", rule[len(prefix):], maxsplit=1)[0].rstrip(" ,")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--split", default="tuning", choices=("tuning", "check"),
                        help="check: the figures-only halves of the probe files (the labelled set is never read)")
    parser.add_argument("--embedders", default="e5,minilm,none")
    parser.add_argument("--label", default="", help="name for the results file (before/after)")
    parser.add_argument("--quiet", action="store_true", help="no misses listed (tuning)")
    parser.add_argument("--files", default="", help="some of the files only, e.g. readnet_probes,update_set")
    parser.add_argument("--no-twins", action="store_true", help="the order-only twin step off (the net as before it)")
    parser.add_argument("--no-change", action="store_true", help="the order-only change-word step off")
    args = parser.parse_args()
    from flymemory import outdated

    if args.no_twins:
        outdated.TWIN_HEAD = 0
    if args.no_change:
        outdated.CHANGE_HEAD = 0
    started = time.time()
    results = {}
    for name in [n.strip() for n in args.embedders.split(",") if n.strip()]:
        files = tuple(f for f in FILES[args.split] if not args.files or f in args.files.split(","))
        results[name], details = measure(args.split, name, files)
        print(name, json.dumps(results[name]["cost"]))
        for stem, summary in results[name]["files"].items():
            print(f"  {stem:22s}", json.dumps({k: v for k, v in summary.items() if k != "per_class"}))
        if args.split == "tuning" and not args.quiet:  # never the check halves' items
            for stem, rows in details.items():
                for row in rows:
                    if row.get("stale_at_1"):
                        print("   stale", stem, row["cls"], row["id"], "top:", row["top"])
                    if row.get("moved"):
                        print("   moved", stem, row["cls"], row["id"], "(order only)")
                    for q, text, by, rule in row.get("stamps", []):
                        print("   stamped", stem, row["cls"], row["id"], repr(q), "->", text, "by", by, "|", rule)
        if args.split == "check":  # the kind of rule that stamped a control, counted: no item or value is shown
            rules = Counter(f"{row['cls']}: {rule_kind(stamp[3])}" for rows in details.values() for row in rows
                            for stamp in row.get("stamps", [])[:1])
            for rule, n in sorted(rules.items()):
                print(f"   {n} stamped by {rule}")
    stem = f"readnet_{args.split}" + (f"_{args.label}" if args.label else "")
    path = save_json(f"{stem}.json", {"machine": machine(), "load": os.getloadavg(), "split": args.split,
                                      "seconds": round(time.time() - started, 1), "results": results})
    print("wrote", path)


if __name__ == "__main__":
    main()
