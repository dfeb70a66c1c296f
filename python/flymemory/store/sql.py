"""What the two SQL backends share: the entry columns and the one place a Scope
becomes a WHERE clause. Each backend passes its dialect (placeholder, truth
literals); nothing else about a Scope is decided anywhere else."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from flymemory import identity
from flymemory.model import Scope
from flymemory.store.base import EXPORTED_TABLES as EXPORTED_TABLES  # re-exported for the callers
from flymemory.store.base import StoreError

ENTRY_COLUMNS = (
    "id", "text", "content_hash", "source", "app", "compartment", "tags", "workspace", "session",
    "user_level", "created_at", "updated_at", "valid_from", "valid_to", "last_accessed",
    "access_count", "strength", "status", "state_key", "state_value", "message_id", "seq", "embedder", "owner",
    "speaker", "role", "context",
)
WRITABLE = frozenset(ENTRY_COLUMNS) - {"id"}
COUNTABLE = frozenset({"source", "app", "compartment", "status", "workspace", "embedder"})
ORDERS = {
    "created": "e.created_at, e.id",
    "created_desc": "e.created_at DESC, e.id DESC",
    "accessed": "e.last_accessed DESC, e.id DESC",
}


@dataclass(frozen=True)
class Dialect:
    mark: str  # the parameter placeholder
    true: str
    false: str
    # Ends a correlated subquery that must run per row: PostgreSQL turns a plain EXISTS into a join, which
    # its planner may run as a hash join over the whole table; an OFFSET keeps it a per-row probe.
    per_row: str = ""

    def marks(self, n: int) -> str:
        return ",".join([self.mark] * n)


SQLITE = Dialect(mark="?", true="1", false="0")
POSTGRES = Dialect(mark="%s", true="TRUE", false="FALSE", per_row=" OFFSET 0")


def hidden_entries(dialect: Dialect) -> tuple[str, list[Any]]:
    """SQL for the ids the acting user may not see (none in single-user mode)."""
    viewer = identity.current_user.get()
    if viewer is None:
        return f"SELECT id FROM entries WHERE {dialect.false}", []
    return (f"SELECT id FROM entries WHERE user_level = {dialect.true} AND owner != '' AND owner != {dialect.mark}",
            [viewer])


def visible_record(table: str, record: dict[str, Any], hidden: set[int]) -> bool:
    """Whether an exported record may leave for the acting user (it names no hidden entry)."""
    if not hidden:
        return True
    refs = {"entries": ("id",), "edges": ("src", "dst"), "history": ("entry_id",),
            "graph_support": ("entry_id",)}.get(table, ())
    return not any(record.get(col) in hidden for col in refs)


def new_entry_row(fields: dict[str, Any]) -> dict[str, Any]:
    """A new entry's columns: the times default to now, the owner to the acting user
    (team mode); an unknown field is refused before anything is written."""
    now = time.time()
    row = {"created_at": now, "updated_at": now, "valid_from": now, "last_accessed": now, **fields}
    user = identity.current_user.get()
    if user is not None and "owner" not in row:  # single-user mode leaves the column's default ('')
        row["owner"] = user
    unknown = set(row) - WRITABLE - {"vector"}
    if unknown:
        raise StoreError(f"unknown entry fields: {sorted(unknown)}")
    return row


def scope_predicate(scope: Scope, alias: str = "e", dialect: Dialect = SQLITE) -> tuple[str, list[Any]]:
    """The one place a Scope becomes SQL. Every read path of every backend calls this."""
    a, m = alias, dialect.mark
    clauses: list[str] = []
    params: list[Any] = []

    def within(column: str, values: tuple[Any, ...]) -> None:
        clauses.append(f"{a}.{column} IN ({dialect.marks(len(values))})" if values else dialect.false)
        params.extend(values)

    if scope.as_of is not None:
        # Current at t: existed, not yet ended, and not withdrawn as wrong.
        clauses.append(f"{a}.valid_from <= {m} AND ({a}.valid_to IS NULL OR {a}.valid_to > {m})"
                       f" AND {a}.status != 'forgotten'")
        params += [scope.as_of, scope.as_of]
    elif scope.statuses:
        within("status", scope.statuses)
    if scope.workspace is not None and scope.workspace_exact:
        clauses.append(f"{a}.workspace = {m}")
        params.append(scope.workspace)
    elif scope.workspace is not None:
        clauses.append(f"({a}.workspace = {m} OR {a}.user_level = {dialect.true} OR {a}.workspace = '')")
        params.append(scope.workspace)
    if scope.compartments is not None:
        within("compartment", scope.compartments)
    if scope.exclude_compartments:
        clauses.append(f"{a}.compartment NOT IN ({dialect.marks(len(scope.exclude_compartments))})")
        params += list(scope.exclude_compartments)
    if scope.apps is not None:
        within("app", scope.apps)
    for column, value in (("session", scope.session), ("state_key", scope.state_key)):
        if value is not None:
            clauses.append(f"{a}.{column} = {m}")
            params.append(value)
    if scope.created_from is not None:
        clauses.append(f"{a}.created_at >= {m}")
        params.append(scope.created_from)
    if scope.created_to is not None:
        clauses.append(f"{a}.created_at < {m}")
        params.append(scope.created_to)
    if scope.ids is not None:
        within("id", tuple(int(i) for i in scope.ids))
    viewer = identity.current_user.get()
    if viewer is not None:  # team mode: another user's user-level entries do not exist for this one
        clauses.append(f"({a}.user_level = {dialect.false} OR {a}.owner = '' OR {a}.owner = {m})")
        params.append(viewer)
    return (" AND ".join(clauses) or dialect.true), params


# How many of a kind's newest edges a linked-pairs read walks, per pair asked for, before it lets the
# planner join from the entries in scope instead.
WALK_PER_PAIR = 50


def linked_pairs(rows: Callable[[str, list[Any]], Sequence[Sequence[Any]]], kind: str, note: str | None,
                 scope: Scope, dst_scope: Scope, limit: int, dialect: Dialect) -> list[tuple[Any, ...]]:
    """Edges of one kind (and note, when given) whose source is in `scope` and whose target is in
    `dst_scope`, newest first, at most `limit`, as rows (src, dst, kind, created_at, note); `rows` runs a
    statement. First the kind's newest edges are walked through the (kind, created_at, id) index, each
    checked against the scopes by primary key: enough when pairs in scope are common, and exact, since
    every edge not walked is older. When the walk finds too few and there are edges beyond it, pairs in
    scope are rare: then the planner's join, which starts from the entries in scope, answers (a second
    statement, only then)."""
    if limit <= 0:
        return []
    walk = WALK_PER_PAIR * int(limit)
    got = rows(*linked_pairs_walk_query(kind, note, scope, dst_scope, limit, walk, dialect))
    found = [tuple(r[:5]) for r in got if r[0] != _BEYOND]
    if len(found) >= limit or len(found) == len(got):  # enough, or the walk saw every edge of the kind
        return found
    return [tuple(r) for r in rows(*linked_pairs_query(kind, note, scope, dst_scope, limit, dialect))]


_BEYOND = -1  # the src of the one row a walk adds when the kind has edges beyond it (no entry id is negative)


def linked_pairs_walk_query(kind: str, note: str | None, scope: Scope, dst_scope: Scope, limit: int, walk: int,
                            dialect: Dialect) -> tuple[str, list[Any]]:
    """The newest `walk` edges of the kind (and note), newest first, those in scope, at most `limit`, as
    (src, dst, kind, created_at, note, id); then one row with src `_BEYOND` when there are more (the edge
    just past the walk, older than any walked): the same statement, so no second round trip."""
    src_where, src_params = scope_predicate(scope, "e", dialect)
    dst_where, dst_params = scope_predicate(dst_scope, "d", dialect)
    m = dialect.mark
    noted = f" AND note = {m}" if note is not None else ""
    newest = f"FROM edges WHERE kind = {m}{noted} ORDER BY created_at DESC, id DESC"
    kind_params = [kind, *([note] if note is not None else [])]
    return (f"SELECT * FROM (SELECT l.src, l.dst, l.kind, l.created_at, l.note, l.id FROM (SELECT id, src, dst, "
            f"kind, created_at, note {newest} LIMIT {m}) l "
            f"WHERE EXISTS (SELECT 1 FROM entries e WHERE e.id = l.src AND {src_where}{dialect.per_row}) "
            f"AND EXISTS (SELECT 1 FROM entries d WHERE d.id = l.dst AND {dst_where}{dialect.per_row}) "
            f"ORDER BY l.created_at DESC, l.id DESC LIMIT {m}) w UNION ALL "
            f"SELECT * FROM (SELECT {_BEYOND}, {_BEYOND}, kind, created_at, note, id {newest} LIMIT 1 OFFSET {m}) b "
            f"ORDER BY 4 DESC, 6 DESC"), \
        [*kind_params, int(walk), *src_params, *dst_params, int(limit), *kind_params, int(walk)]


def linked_pairs_query(kind: str, note: str | None, scope: Scope, dst_scope: Scope, limit: int,
                       dialect: Dialect) -> tuple[str, list[Any]]:
    """The same edges as the planner likes to find them: joined to the entries in scope (it starts from
    them when they are few), newest first, at most `limit`."""
    src_where, src_params = scope_predicate(scope, "e", dialect)
    dst_where, dst_params = scope_predicate(dst_scope, "d", dialect)
    m = dialect.mark
    noted = f" AND l.note = {m}" if note is not None else ""
    return (f"SELECT l.src, l.dst, l.kind, l.created_at, l.note FROM edges l JOIN entries e ON e.id = l.src "
            f"JOIN entries d ON d.id = l.dst WHERE l.kind = {m}{noted} AND {src_where} AND {dst_where} "
            f"ORDER BY l.created_at DESC, l.id DESC LIMIT {m}"), \
        [kind, *([note] if note is not None else []), *src_params, *dst_params, int(limit)]


# -- the entity graph's reads (the same SQL on both backends) -------------------------
def _support_live(scope: Scope, dialect: Dialect) -> tuple[str, list[Any]]:
    """A link counts when its entry is in scope (the one predicate) and the link is open
    (or, for an as-of read, was open at that instant)."""
    where, params = scope_predicate(scope, "e", dialect)
    m = dialect.mark
    if scope.as_of is not None:
        return (f"{where} AND s.created_at <= {m} AND (s.valid_to IS NULL OR s.valid_to > {m})",
                [*params, scope.as_of, scope.as_of])
    return f"{where} AND s.valid_to IS NULL", params


def graph_nodes_query(scope: Scope, dialect: Dialect, norm: str | None, type_: str | None,
                      ids: Sequence[int] | None) -> tuple[str, list[Any]]:
    live, params = _support_live(scope, dialect)
    conds = []
    for column, value in (("norm", norm), ("type", type_)):
        if value is not None:
            conds.append(f"n.{column} = {dialect.mark}")
            params.append(value)
    if ids is not None:
        conds.append(f"n.id IN ({dialect.marks(len(ids))})" if ids else dialect.false)
        params += [int(i) for i in ids]
    return (f"SELECT n.id, n.name, n.type, s.entry_id FROM graph_nodes n JOIN graph_support s "
            f"ON s.kind = 'node' AND s.item_id = n.id JOIN entries e ON e.id = s.entry_id "
            f"WHERE {live}{''.join(' AND ' + c for c in conds)} ORDER BY n.id, s.entry_id"), params


def graph_edges_query(node_ids: Sequence[int], scope: Scope, dialect: Dialect) -> tuple[str, list[Any]]:
    ids = [int(i) for i in node_ids]
    live, params = _support_live(scope, dialect)
    marks = dialect.marks(len(ids))
    return (f"SELECT g.id, g.src, g.rel, g.dst, s.entry_id FROM graph_edges g JOIN graph_support s "
            f"ON s.kind = 'edge' AND s.item_id = g.id JOIN entries e ON e.id = s.entry_id "
            f"WHERE (g.src IN ({marks}) OR g.dst IN ({marks})) AND {live} ORDER BY g.id, s.entry_id"), \
        [*ids, *ids, *params]


def group_graph_rows(rows: Sequence[Sequence[Any]], fields: tuple[str, ...]) -> list[dict[str, Any]]:
    """Rows of (id, *fields, entry_id) -> one dict per id with its supporting entries."""
    out: dict[int, dict[str, Any]] = {}
    for r in rows:
        item = out.setdefault(int(r[0]), {"id": int(r[0]), **dict(zip(fields, r[1:-1], strict=True)), "entries": []})
        item["entries"].append(int(r[-1]))
    return list(out.values())
