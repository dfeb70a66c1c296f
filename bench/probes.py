"""Shared by the hand-written #12 probe files (bench/make_*_probes*.py): the one split into a
tuning half (rules are fitted to it) and a check half (figures only), made once, before any
tuning, from a seed recorded in the file's header; and the JSONL the benches read."""

from __future__ import annotations

import json
import random
from collections import defaultdict
from collections.abc import Hashable, Sequence
from pathlib import Path
from typing import Any


def stratified_halves(strata: Sequence[Hashable], seed: int) -> list[str]:
    """'tuning' or 'check' per case: within each stratum (e.g. class and language), shuffled by `seed`,
    every other case goes to each half."""
    members: dict[Hashable, list[int]] = defaultdict(list)
    for n, stratum in enumerate(strata):
        members[stratum].append(n)
    rng = random.Random(seed)
    split = [""] * len(strata)
    for key in sorted(members):
        cases = members[key]
        rng.shuffle(cases)
        for k, n in enumerate(cases):
            split[n] = "tuning" if k % 2 == 0 else "check"
    return split


def check_groups(groups: Sequence[str], seed: int) -> set[str]:
    """The groups (a fact and its controls) of the check half: half of them, shuffled by `seed`."""
    ordered = sorted(set(groups))
    random.Random(seed).shuffle(ordered)
    return set(ordered[: len(ordered) // 2])


def write_jsonl(path: Path, header: dict[str, Any], rows: Sequence[dict[str, Any]]) -> None:
    path.write_text("".join(json.dumps(row, ensure_ascii=False) + "\n" for row in [header, *rows]), encoding="utf-8")


def pair_rows(cases: Sequence[tuple[str, str, str, str, str, str]], seed: int, prefix: str,
              first_id: int) -> list[dict[str, Any]]:
    """The rows of a pair file (the restate probes): each case (group, lang, cls, question, old, new)
    becomes one row, its group named `prefix-group`, ids from `first_id`, and every case of a group in
    the half `check_groups` gives that group."""
    check = check_groups([group for group, *_ in cases], seed)
    return [{"lang": lang, "group": f"{prefix}-{group}", "question": question, "cls": cls, "seq": [old, new],
             "id": first_id + n, "split": "check" if group in check else "tuning"}
            for n, (group, lang, cls, question, old, new) in enumerate(cases)]
