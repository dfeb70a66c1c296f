"""Moving a whole store between backends (SQLite <-> PostgreSQL), ids kept, so every
`#id` a conversation or a note cites still names the same memory afterwards.

`flymemory-move --from SRC --to DST [--dry-run]`: the target must be empty; rows
travel as backend-neutral records with their vectors (nothing is re-embedded);
every table's count is compared after the copy, and the copy is one transaction
on the target, so a failure or a count mismatch leaves the target empty."""

from __future__ import annotations

import sys
from dataclasses import dataclass, field

from flymemory.model import Scope
from flymemory.store import Store, StoreError
from flymemory.store.sql import EXPORTED_TABLES

BATCH = 2000


class _CountMismatch(StoreError):
    pass


@dataclass
class MoveReport:
    counts: dict[str, int] = field(default_factory=dict)  # rows per table in the source
    vectors: dict[str, int] = field(default_factory=dict)  # vectors per embedder
    dry_run: bool = False

    def describe(self) -> str:
        rows = ", ".join(f"{n} {t}" for t, n in self.counts.items())
        vecs = ", ".join(f"{n} {e}" for e, n in self.vectors.items()) or "none"
        verb = "would copy" if self.dry_run else "copied and verified"
        return f"{verb}: {rows}; vectors: {vecs}"


def _table_counts(store: Store) -> dict[str, int]:
    return {table: sum(1 for _ in store.iter_rows(table)) for table in EXPORTED_TABLES}


def _vector_counts(store: Store) -> dict[str, int]:
    return {e: n for e, n in store.counts_by("embedder", Scope(statuses=())).items() if e not in ("None", "")}


def move_store(source: Store, target: Store, *, dry_run: bool = False) -> MoveReport:
    """Copy every row of `source` into the empty `target`, ids kept; verify the counts."""
    occupied = {t: n for t, n in _table_counts(target).items() if n}
    if occupied:
        held = ", ".join(f"{n} {t}" for t, n in occupied.items())
        raise StoreError(f"the target {target.path} is not empty ({held}); nothing was copied. "
                         "Move into a new, empty store.")
    report = MoveReport(counts=_table_counts(source), vectors=_vector_counts(source), dry_run=dry_run)
    if dry_run:
        return report
    with target.transaction():
        for table in EXPORTED_TABLES:
            batch = []
            for record in source.iter_rows(table):
                batch.append(record)
                if len(batch) >= BATCH:
                    target.load_rows(table, batch)
                    batch = []
            target.load_rows(table, batch)
        for embedder in report.vectors:
            ids, matrix = source.load_vectors(embedder)
            for entry_id, vector in zip(ids.tolist(), matrix, strict=True):
                target.set_vector(int(entry_id), embedder, vector)
        target.finish_bulk_load()
        copied, vectors = _table_counts(target), _vector_counts(target)
        if copied != report.counts or vectors != report.vectors:
            raise _CountMismatch(f"the copy does not match the source (source {report.counts} {report.vectors}, "
                                 f"copy {copied} {vectors}); it was rolled back and the target is empty")
    return report


def main(argv: list[str] | None = None) -> int:
    from flymemory.config import is_database_url, parse_move_settings
    from flymemory.private_files import make_store_private, owner_only_process
    from flymemory.store import open_store

    settings = parse_move_settings(argv)
    owner_only_process()  # the copy holds every memory: owner-only like the engine's own store
    if not is_database_url(settings.target):
        make_store_private(settings.target)
    try:
        source = open_store(settings.source)
        target = open_store(settings.target)
        try:
            report = move_store(source, target, dry_run=settings.dry_run)
        finally:
            source.close()
            target.close()
    except StoreError as exc:
        print(f"flymemory-move: {exc}", file=sys.stderr)
        return 1
    print(report.describe())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
