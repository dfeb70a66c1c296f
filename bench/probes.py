"""Shared by the hand-written #12 probe files (bench/make_*_probes*.py): the one split into a
tuning half (rules are fitted to it) and a check half (figures only), made once, before any
tuning, from a seed recorded in the file's header; and the JSONL the benches read."""

from __future__ import annotations

import json
import random
from collections import Counter, defaultdict
from collections.abc import Hashable, Sequence
from pathlib import Path
from typing import Any

# The probe classes, abbreviated so a generator's case table reads as a table (the blind sets' generators).
S, N, R = "update_signal", "update_nosignal", "restatement"
L, T = "distinct_lookalike", "temporary"
E, V = "distinct_event", "reversal"


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


def said_rows(cases: Sequence[tuple[str, ...]], seed: int, prefix: str, first_id: int) -> list[dict[str, Any]]:
    """The rows of a pair file whose cases (group, lang, cls, question, *sentences) say two sentences, or three for a
    reversal A -> B -> A (the blind sets): pair_rows' groups, ids and halves, with every sentence in `seq`. The
    group is named `prefix-lang-group`."""
    rows = pair_rows([(f"{lang}-{group}", lang, cls, question, seq[0], seq[1])
                      for group, lang, cls, question, *seq in cases], seed, prefix, first_id)
    for row, (_, _, _, _, *seq) in zip(rows, cases, strict=True):
        row["seq"] = list(seq)
    return rows


def seq_rows(cases: Sequence[tuple[str, str, str, list[str]]], seed: int, prefix: str,
             first_id: int) -> list[dict[str, Any]]:
    """The rows of a sequence file (the update probes): each case (lang, cls, question, sentences) becomes
    one row and one group, `prefix-lang-n`, ids from `first_id`, in the half stratified_halves gives it
    within its class and language."""
    split = stratified_halves([(lang, cls) for lang, cls, _, _ in cases], seed)
    return [{"lang": lang, "group": f"{prefix}-{lang}-{n}", "question": question, "cls": cls, "seq": seq,
             "id": first_id + n, "split": split[n]}
            for n, (lang, cls, question, seq) in enumerate(cases)]


def write_blind_file(path: Path, about: str, cases_by_lang: Sequence[tuple[str, Sequence[tuple[str, str, list[str]]]]],
                     prefix: str, first_id: int, seed: int) -> None:
    """A blind set (written by someone who does not tune): each case (cls, question, sentences) of each language
    is one row and one group, `prefix-lang-n`, ids from `first_id` in order; half the groups, by check_groups, are
    the check half. Writes the file with its header and prints what is in each half."""
    rows: list[dict[str, Any]] = []
    for lang, cases in cases_by_lang:
        for n, (cls, question, seq) in enumerate(cases):
            rows.append({"lang": lang, "group": f"{prefix}-{lang}-{n}", "question": question, "cls": cls, "seq": seq,
                         "id": first_id + len(rows), "split": "check"})
    check = check_groups([row["group"] for row in rows], seed=seed)
    for row in rows:
        row["split"] = "check" if row["group"] in check else "tuning"
    write_jsonl(path, {"about": about, "split_seed": seed, "split_unit": "group", "cases": len(rows)}, rows)
    print("wrote", path, len(rows), "cases")
    for half in ("tuning", "check"):
        part = [row for row in rows if row["split"] == half]
        print(f"{half}: {len(part)} cases, {len({row['group'] for row in part})} groups")
        for (cls, lang), k in sorted(Counter((row["cls"], row["lang"]) for row in part).items()):
            print(f"  {cls:20s} {lang}  {k}")


def write_pair_file(path: Path, about: str, rows: Sequence[dict[str, Any]], seed: int,
                    restatement: str = "restatement", controls: int | None = None) -> None:
    """A pair file (the restate probes) with its header, and what is in each half. `controls`, when given, is
    written last in the header (the count of cases that are controls, as the sequence files state it)."""
    header = {"about": about, "split_seed": seed, "split_unit": "group", "cases": len(rows)}
    if controls is not None:
        header["controls"] = controls
    write_jsonl(path, header, rows)
    print(Counter((row["cls"], row["split"]) for row in rows))
    print(Counter(row["lang"] for row in rows), "controls",
          round(sum(row["cls"] != restatement for row in rows) / len(rows), 3), "cases", len(rows))
