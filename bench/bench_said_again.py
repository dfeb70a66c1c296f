"""Issue #12: a message said again after a repeat marker ("Like I said, …", "我之前说过，…"), stored once?

update_set.jsonl draws three such repeats per MemoryBank user (make_update_set._memorybank_cases). This takes
EVERY substantive sentence of the users in update_set's TUNING half (the held-out users are not read), says it
again after a marker drawn as that generator draws them, and writes both through the real write path (a fresh
SQLite store per pair): a larger sample of the same kind of case, so a rare miss is seen. In-sample by
construction (tuning users); the misses are printed.

    .venv/bin/python bench/bench_said_again.py [--embedders e5,none] [--limit N]

Writes bench/results/said_again.json."""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(__file__))
import bench_updates  # noqa: E402
import make_update_set  # noqa: E402
from common import machine, save_json  # noqa: E402

SEED = 20261205  # which marker each sentence gets; fixed so two trees see the same pairs


def pairs(limit: int) -> list[dict]:
    _, tuning = bench_updates.load_cases("tuning", bench_updates.DATA)
    users = {c["source"] for c in tuning if c.get("source", "").count("/") == 2}  # memorybank/<lang>/<user>
    rng = random.Random(SEED)
    out = []
    for lang, markers in (("en", make_update_set.RESTATE_MARKERS_EN), ("cn", make_update_set.RESTATE_MARKERS_CN)):
        for user, sentences in make_update_set._memorybank_sentences(lang).items():
            if f"memorybank/{lang}/{user}" not in users:
                continue
            for said in sorted({s for s in sentences if make_update_set._statement(s)}):
                marker = markers[rng.randrange(len(markers))]
                lowered = lang == "en" and rng.random() < 0.5  # as the generator lowers every other one
                out.append({"lang": lang, "seq": [said, marker.format(s=said[0].lower() + said[1:] if lowered
                                                                       else said)]})
    rng.shuffle(out)
    return out[:limit]


def run(embedder_name: str, cases: list[dict]) -> dict:
    embedder = bench_updates.embedder_for(embedder_name)
    stored_once, misses = 0, []
    with tempfile.TemporaryDirectory() as tmp:
        for n, case in enumerate(cases):
            engine, scope = bench_updates.fresh_engine(tmp, n, embedder)
            for text in case["seq"]:
                engine.remember(text)
            if engine.store.count(scope()) == 1:
                stored_once += 1
            else:
                misses.append(case)
            engine.store.close()
    return {"stored_once": stored_once, "pairs": len(cases), "misses": misses}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--embedders", default="e5,none")
    parser.add_argument("--limit", type=int, default=10 ** 6)
    args = parser.parse_args()
    started = time.time()
    cases = pairs(args.limit)
    results = {}
    for name in args.embedders.split(","):
        results[name] = run(name, cases)
        print(name, json.dumps({k: v for k, v in results[name].items() if k != "misses"}))
        for miss in results[name]["misses"]:
            print("   miss:", " || ".join(miss["seq"]), file=sys.stderr)
    save_json("said_again.json", {"machine": machine(), "seconds": round(time.time() - started, 1),
                                  "seed": SEED, "results": results})


if __name__ == "__main__":
    main()
