"""Does an embedder ever take an update away? The ladder's promise (python/flymemory/classify/__init__.py) is
that an embedder's cosine "only admits a pair": whatever the lexical rules alone call an update, a run with
an embedder should not call a restatement, distinct, unrelated or temporary, and the newest value should
still be read first.

    .venv/bin/python bench/embedder_consistency.py                    # verdicts, e5 and MiniLM against none
    .venv/bin/python bench/embedder_consistency.py --embedders e5     # one embedder while iterating
    .venv/bin/python bench/embedder_consistency.py --read             # and stale@1 on the labelled tuning half
    .venv/bin/python bench/embedder_consistency.py --show 40 --added  # print pairs (and the reverse moves)

Pairs (the readable ones only): the labelled set's tuning half (bench/data/update_set.jsonl), the tuning half
of every bench/data/*probes*.jsonl, and the MemoryBank chat pairs bench/verdict_diff.py judges. Within a case:
each earlier sentence against each later one; within a group: each sentence of a case against each sentence
of the group's other cases, both ways. Held-out and check items are skipped on reading and only counted;
they are never printed.

Each pair is judged as the write path judges a dense neighbour: `classify(old, new, None, None)` (no
embedder) and `classify(old, new, cosine, CALIBRATED[...])` with the cosine of the two passages' vectors.
  taken away  none says update / reversal / possible_update, an embedder says restatement / distinct /
              unrelated / temporary (the property; each is listed with --show);
  weakened    none crosses the older one out (update, reversal), an embedder only links it (possible_update);
  added       the reverse of taken away: an embedder admits an update the lexical rules alone miss (for information,
              listed with --added).
--read runs bench/bench_updates.py's `measure` on the labelled tuning half with none and each embedder and
lists the cases whose stale@1 differs from none's. Exit status 1 when any pair is taken away."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections import Counter
from pathlib import Path

import numpy as np

sys.path.insert(0, os.path.dirname(__file__))
import common  # noqa: E402,F401  (puts this tree's python/ first on sys.path)
from verdict_diff import _memorybank_pairs  # noqa: E402

DATA = Path(__file__).resolve().parent / "data"
UPDATES = frozenset({"update", "reversal", "possible_update"})
APART = frozenset({"restatement", "distinct", "unrelated", "temporary"})
THRESHOLDS = {"e5": "e5-small-q4", "minilm": "minilm"}


def readable_pairs() -> tuple[list[tuple[str, str, str]], Counter]:
    """(source, older, newer) of the readable halves, deduplicated in a fixed order, and how many cases of
    each file were skipped unread (held-out, check)."""
    files = [DATA / "update_set.jsonl"] + sorted(p for p in DATA.glob("*probes*.jsonl"))
    out: list[tuple[str, str, str]] = []
    skipped: Counter = Counter()
    for path in files:
        groups: dict[str, list[list[str]]] = {}
        for line in path.read_text(encoding="utf-8").splitlines()[1:]:
            if not line.strip():
                continue
            case = json.loads(line)
            if case.get("split") != "tuning":
                skipped[f"{path.stem}/{case.get('split')}"] += 1  # counted, never read further
                continue
            seq = case["seq"]
            groups.setdefault(case["group"], []).append(seq)
            out += [(path.stem, seq[i], seq[j]) for i in range(len(seq)) for j in range(i + 1, len(seq))]
        for seqs in groups.values():
            out += [(path.stem, x, y) for a in seqs for b in seqs if a is not b for x in a for y in b if x != y]
    out += [(source, old, new) for source, old, new, _ in _memorybank_pairs()]
    seen: set[tuple[str, str]] = set()
    unique = []
    for source, old, new in out:
        if (old, new) not in seen and old != new:
            seen.add((old, new))
            unique.append((source, old, new))
    return unique, skipped


def cosines(name: str, todo: list[tuple[str, str, str]]) -> list[float]:
    from bench_updates import embedder_for

    embedder = embedder_for(name)
    texts = sorted({t for _, old, new in todo for t in (old, new)})
    index = {t: n for n, t in enumerate(texts)}
    vectors = np.concatenate([embedder.embed_passages(texts[i:i + 256]) for i in range(0, len(texts), 256)])
    return [float(vectors[index[old]] @ vectors[index[new]]) for _, old, new in todo]


def verdicts(todo: list[tuple[str, str, str]], names: list[str]) -> dict[str, list]:
    from flymemory import classify, dedup

    out = {"none": [classify.classify(old, new, None, None) for _, old, new in todo]}
    for name in names:
        th = dedup.CALIBRATED[THRESHOLDS[name]]
        out[name] = [classify.classify(old, new, sim, th) for (_, old, new), sim in zip(todo, cosines(name, todo),
                                                                                         strict=True)]
    return out


def read_side(names: list[str], data: Path) -> int:
    """Cases of a tuning half (the labelled set's by default) whose stale@1 differs between none and an embedder."""
    from bench_updates import load_cases, measure

    _, cases = load_cases("tuning", data)
    by_id = {c["id"]: c for c in cases}
    rows = {name: {r["id"]: r for r in measure("tuning", name, data)[1]} for name in ["none", *names]}
    differ = 0
    for name in names:
        moved = [i for i, r in rows["none"].items() if "stale_at_1" in r
                 and r["stale_at_1"] != rows[name][i]["stale_at_1"]]
        stale = {n: sum(bool(r.get("stale_at_1")) for r in rows[n].values()) for n in ("none", name)}
        print(f"read side, {data.stem} tuning half: stale@1 none {stale['none']}, {name} {stale[name]}; "
              f"cases that differ: {len(moved)}")
        for i in moved:
            c = by_id[i]
            print(f"  [{c['cls']} {c['lang']}] {c['seq']} question {c['question']!r}")
            for side in ("none", name):
                r = rows[side][i]
                print(f"    {side} stale={r['stale_at_1']} {r['kinds']} top {r['top']!r}")
        differ += len(moved)
    return differ


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--embedders", default="e5,minilm")
    parser.add_argument("--show", type=int, default=0, help="print up to N pairs taken away per embedder")
    parser.add_argument("--added", action="store_true", help="--show prints the pairs an embedder adds too")
    parser.add_argument("--read", action="store_true", help="also compare stale@1 on the labelled tuning half")
    parser.add_argument("--data", type=Path, default=DATA / "update_set.jsonl",
                        help="--read: another labelled file's tuning half (a probe file)")
    parser.add_argument("--read-only", action="store_true", help="only the read side (--read), no verdicts")
    args = parser.parse_args()
    names = [n.strip() for n in args.embedders.split(",") if n.strip()]
    if args.read_only:
        sys.exit(1 if read_side(names, args.data) else 0)
    todo, skipped = readable_pairs()
    print(f"pairs {len(todo)} (readable halves and chat); skipped unread: "
          + ", ".join(f"{k} {v}" for k, v in sorted(skipped.items())))
    judged = verdicts(todo, names)
    taken = 0
    for name in names:
        away = [(n, a, b) for n, (a, b) in enumerate(zip(judged["none"], judged[name], strict=True))
                if a.kind in UPDATES and b.kind in APART]
        added = [(n, a, b) for n, (a, b) in enumerate(zip(judged["none"], judged[name], strict=True))
                 if a.kind in APART and b.kind in UPDATES]
        weakened = [(n, a, b) for n, (a, b) in enumerate(zip(judged["none"], judged[name], strict=True))
                    if a.crosses_out and b.kind == "possible_update"]
        taken += len(away)
        by_source = Counter(todo[n][0] for n, _, _ in away)
        print(f"{name}: taken away {len(away)} (" + ", ".join(f"{k} {v}" for k, v in sorted(by_source.items()))
              + f"); weakened (crossed out -> linked) {len(weakened)}; added {len(added)}; moves taken away: "
              + ", ".join(f"{k} {v}" for k, v in Counter(f"{a.kind}->{b.kind}" for _, a, b in away).most_common()))
        for n, a, b in away[:args.show] + weakened[:args.show] + (added[:args.show] if args.added else []):
            source, old, new = todo[n]
            print(f"  [{source}] {old!r} -> {new!r}\n    none: {a.kind} {a.rule}\n    {name}: {b.kind} {b.rule} "
                  f"(cosine {b.similarity})")
    if args.read:
        read_side(names, args.data)
    sys.exit(1 if taken else 0)


if __name__ == "__main__":
    main()
