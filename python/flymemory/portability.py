"""The portability service: moving memories in and out: JSONL export/import (entries, edges, history), the
upstream FlyMemory library `flymemory_v3.pkl` through an unpickler that builds
only plain data, and erasing everything that mentions a subject."""

from __future__ import annotations

import io
import json
import os
import pickle
import time
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

import numpy as np

from flymemory import graph
from flymemory.credentials import find_credential
from flymemory.errors import EngineInputError, ImportError_, content_hash
from flymemory.limits import MAX_LABEL, MAX_TEXT, MAX_WORKSPACE, count_problem, text_problem, time_problem
from flymemory.lineage import remove_migration_backups
from flymemory.model import EDGE_KINDS, EDGE_NOTES, SOURCES, STATUSES, Scope
from flymemory.store import Store
from flymemory.writes import WriteOutcome, planned

if TYPE_CHECKING:
    from flymemory.lineage import LineageService
    from flymemory.retrieval import Retriever
    from flymemory.states import StateService
    from flymemory.writes import WriteService

EXPORT_FORMAT = "flymemory-export"
EXPORT_VERSION = 2  # 2: the entity graph travels too (graph_node, graph_edge, graph_support)
# History payload keys that hold entry ids, remapped on import.
_ID_KEYS = ("by", "tombstone", "of")


# -- export ------------------------------------------------------------------
# (table, record kind), in the order an import needs them: entries before what refers to them.
_EXPORTED = (("entries", "entry"), ("edges", "edge"), ("history", "history"),
             ("graph_nodes", "graph_node"), ("graph_edges", "graph_edge"), ("graph_support", "graph_support"))

def export_jsonl(store: Store, path: str) -> dict[str, int]:
    """One JSON object per line: a header, then every entry, edge and history record."""
    counts = {table: 0 for table, _ in _EXPORTED}
    tmp = f"{path}.{os.getpid()}.{time.monotonic_ns()}.tmp"
    os.makedirs(os.path.dirname(os.path.abspath(path)), mode=0o700, exist_ok=True)
    # A new owner-only file, never through whatever someone planted at that name (a symlink included).
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0), 0o600)
    with open(fd, "w", encoding="utf-8") as f:
        f.write(json.dumps({"record": "header", "format": EXPORT_FORMAT, "version": EXPORT_VERSION,
                            "schema": store.schema_version()}) + "\n")
        for table, kind in _EXPORTED:
            for row in store.iter_rows(table):
                row = dict(row)
                if table == "entries":
                    row["tags"] = json.loads(row["tags"] or "[]") if isinstance(row["tags"], str) else row["tags"]
                    row["user_level"] = bool(row["user_level"])
                if table == "history":
                    for side in ("before", "after"):
                        if isinstance(row[side], str):
                            row[side] = json.loads(row[side])
                f.write(json.dumps({"record": kind, **row}, ensure_ascii=False) + "\n")
                counts[table] += 1
    try:
        if os.path.islink(path):
            raise OSError(f"{path} is a symbolic link; refusing to replace it")
        os.replace(tmp, path)
    except OSError:
        os.unlink(tmp)
        raise
    return counts


# -- import ------------------------------------------------------------------
def _read_jsonl(path: str) -> Iterable[tuple[int, dict[str, Any]]]:
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, start=1):
            if not line.strip():
                continue
            try:
                yield number, json.loads(line)
            except json.JSONDecodeError as exc:
                raise ImportError_(f"{path} line {number} is not JSON ({exc}); nothing was imported") from exc


def _remap(payload: Any, ids: dict[int, int]) -> Any:
    if not isinstance(payload, dict):
        return payload
    out = dict(payload)
    for key in _ID_KEYS:
        if isinstance(out.get(key), int) and out[key] in ids:
            out[key] = ids[out[key]]
    if isinstance(out.get("evidence"), list):
        out["evidence"] = [ids.get(i, i) for i in out["evidence"]]
    return out


# -- import checks: every field as a tool call would check it --------------------------------------
_ENTRY_STRINGS = {"compartment": MAX_LABEL, "workspace": MAX_WORKSPACE, "session": MAX_LABEL, "app": MAX_LABEL,
                  "message_id": MAX_LABEL, "state_key": MAX_LABEL}
_ENTRY_TIMES = ("created_at", "updated_at", "valid_from", "last_accessed")
_ENTRY_COUNTS = ("access_count", "strength", "seq")
_EDGE_KINDS = EDGE_KINDS  # every kind the store holds, or an export of it would not import


class _BadLine(ValueError):
    pass


def _need(problem: str | None, field: str) -> None:
    if problem:
        raise _BadLine(f"{field} {problem}")


def _no_secret(value: str, field: str) -> None:
    kind = find_credential(value) if value else None
    if kind:
        raise _BadLine(f"{field} contains a credential ({kind})")


def _checked_entry(row: dict[str, Any]) -> dict[str, Any]:
    """The entry's fields as a write would accept them; content_hash recomputed, never read."""
    _need(count_problem(row.get("id"), low=1), "id")
    text = row.get("text")
    _need(text_problem(text), "text")
    if not text.strip():
        raise _BadLine("text is empty")
    out: dict[str, Any] = {"text": text, "content_hash": content_hash(text)}
    for field, limit in _ENTRY_STRINGS.items():
        value = row.get(field)
        if value is None and field == "state_key":
            continue
        value = "" if value is None else value
        _need(text_problem(value, limit, single_line=True), field)
        _no_secret(value, field)
        out[field] = value
    if out.get("state_key") is not None or row.get("state_value") is not None:
        _need(text_problem(row.get("state_value"), MAX_TEXT), "state_value")
        _no_secret(row["state_value"], "state_value")
        out["state_value"] = row["state_value"]
    out["compartment"] = out["compartment"] or "general"
    tags = row.get("tags") or []
    if not isinstance(tags, list) or len(tags) > 100:
        raise _BadLine("tags must be a list of at most 100 strings")
    for tag in tags:
        _need(text_problem(tag, MAX_LABEL, single_line=True), "tags[]")
        _no_secret(tag, "tags[]")
    out["tags"] = sorted(set(tags))
    for field in _ENTRY_TIMES:
        _need(time_problem(row.get(field)), field)
        out[field] = float(row[field])
    _need(time_problem(row.get("valid_to"), optional=True), "valid_to")
    out["valid_to"] = None if row.get("valid_to") is None else float(row["valid_to"])
    for field in _ENTRY_COUNTS:
        value = row.get(field, 0 if field != "strength" else 1)
        _need(count_problem(value), field)
        out[field] = value
    if row.get("status", "active") not in STATUSES:
        raise _BadLine(f"status must be one of {', '.join(STATUSES)}, got {row.get('status')!r:.40}")
    out["status"] = row.get("status", "active")
    if not isinstance(row.get("user_level", False), bool):
        raise _BadLine("user_level must be true or false")
    out["user_level"] = row.get("user_level", False)
    out["source"] = row.get("source") if row.get("source") in SOURCES else "import"
    return out


def _checked_ids(row: dict[str, Any], *fields: str) -> None:
    for field in fields:
        _need(count_problem(row.get(field), low=0 if field == "entry_id" else 1), field)


def _checked_history(row: dict[str, Any]) -> None:
    _checked_ids(row, "entry_id")
    _need(text_problem(row.get("op"), 64, single_line=True), "op")
    _need(time_problem(row.get("at")), "at")
    _need(text_problem(row.get("app", "") or "", MAX_LABEL, single_line=True), "app")
    for side in ("before", "after"):
        if row.get(side) is not None and not isinstance(row[side], dict):
            raise _BadLine(f"{side} must be an object or null")
        blob = json.dumps(row.get(side), ensure_ascii=False)
        _need(text_problem(blob, 4 * MAX_TEXT), side)
        _no_secret(blob, side)


def _checked_graph(kind: str, row: dict[str, Any]) -> None:
    _need(time_problem(row.get("created_at")), "created_at")
    if kind == "graph_node":
        _checked_ids(row, "id")
        for field in ("name", "norm"):
            _need(text_problem(row.get(field), 200, single_line=True), field)
            _no_secret(row[field], field)
        if row.get("type") not in graph.ENTITY_TYPES:
            raise _BadLine(f"type must be one of {', '.join(graph.ENTITY_TYPES)}")
    elif kind == "graph_edge":
        _checked_ids(row, "id", "src", "dst")
        if not isinstance(row.get("rel"), str) or not graph.REL_PATTERN.match(row["rel"]):
            raise _BadLine("rel must be a short name of letters, digits and underscores")
    else:
        _checked_ids(row, "entry_id", "item_id")
        if row.get("kind") not in ("node", "edge"):
            raise _BadLine("kind must be node or edge")
        _need(time_problem(row.get("valid_to"), optional=True), "valid_to")


def _check_line(kind: str, row: dict[str, Any]) -> None:
    if kind == "entry":
        _checked_entry(row)
    elif kind == "edge":
        _checked_ids(row, "src", "dst")
        _need(time_problem(row.get("created_at")), "created_at")
        if row.get("kind") not in _EDGE_KINDS:
            raise _BadLine(f"kind must be one of {', '.join(_EDGE_KINDS)}")
        if row.get("note", "") not in EDGE_NOTES:  # an export from before schema 10 has none
            raise _BadLine(f"note must be one of {', '.join(repr(n) for n in EDGE_NOTES)}")
    elif kind == "history":
        _checked_history(row)
    elif kind in ("graph_node", "graph_edge", "graph_support"):
        _checked_graph(kind, row)


def validate_export(path: str, rows: list[tuple[int, dict[str, Any]]]) -> None:
    """Every line checked before anything is written: a bad line refuses the whole import, naming
    the line and the field, so a store is never left half-imported or holding what a tool would refuse.
    An entry whose text holds a credential is not an error: it is skipped and counted as rejected."""
    for number, row in rows[1:]:
        if not isinstance(row, dict):
            raise ImportError_(f"{path} line {number} is not a JSON object; nothing was imported")
        kind = row.get("record")
        try:
            if kind == "entry" and isinstance(row.get("text"), str) and find_credential(row["text"]):
                continue
            _check_line(kind, row)
        except _BadLine as exc:
            raise ImportError_(f"{path} line {number} ({kind} record): {exc}; nothing was imported. Fix or "
                               "remove that line and import again") from None


def _with_lineage(rows: list[tuple[int, dict[str, Any]]]) -> set[int]:
    """Exported entry ids that arrive with their own lineage: not active, a state value, on an
    edge, or with any history (a FlyMemory export's entries were judged when written, so they
    round-trip exactly). These are restored as they are; plain lines, with none of that, are
    placed by the classifier as a write would place them."""
    out: set[int] = set()
    for _, row in rows[1:]:
        kind = row.get("record")
        if kind == "entry" and (row.get("status", "active") != "active" or row.get("state_key") is not None):
            out.add(row.get("id"))
        elif kind == "edge":
            out |= {row.get("src"), row.get("dst")}
        elif kind == "history":
            out.add(row.get("entry_id"))
    return out


class _Placer:
    """Places an import's records that arrive without lineage through the write path's
    classifier (WriteService.place_imported), against the store's active entries and the
    rows this import wrote before (which the dense index does not hold until the commit).
    Vectors are computed once, before the transaction, and indexed after it."""

    def __init__(self, service: PortabilityService, texts: dict[int, str], app: str) -> None:
        self.service, self.app = service, app
        embedder = service.retriever.embedder
        keys = list(texts) if embedder is not None else []
        vectors = embedder.embed_passages([texts[k] for k in keys]) if keys else []
        self.vectors: dict[int, np.ndarray] = {k: np.asarray(v, dtype=np.float32) for k, v in
                                               zip(keys, vectors, strict=True)}
        # Per (workspace, compartment): the ids written so far and their unit vectors, in a matrix
        # that doubles when full (one product per record, no re-stacking).
        self.written: dict[tuple[str, str], tuple[list[int], np.ndarray]] = {}
        self.counts = {"restated": 0, "updates": 0, "may_update": 0}

    def wrote(self, key: int, entry_id: int, row: dict[str, Any]) -> None:
        vector = self.vectors.get(key)
        if vector is None:
            return
        scope = (row["workspace"], row["compartment"])
        ids, matrix = self.written.get(scope, ([], np.zeros((16, vector.shape[-1]), dtype=np.float32)))
        if len(ids) == len(matrix):
            matrix = np.vstack([matrix, np.zeros_like(matrix)])
        matrix[len(ids)] = vector / max(float(np.linalg.norm(vector)), 1e-12)
        ids.append(entry_id)
        self.written[scope] = (ids, matrix)

    def _alongside(self, vector: np.ndarray | None, row: dict[str, Any], k: int = 4) -> list[tuple[Any, float]]:
        """The nearest active rows this import already wrote in the record's scope, with cosines."""
        ids, matrix = self.written.get((row["workspace"], row["compartment"]), ([], None))
        if vector is None or not ids:
            return []
        scores = matrix[:len(ids)] @ (vector / max(float(np.linalg.norm(vector)), 1e-12))
        best = {ids[n]: float(scores[n]) for n in np.argsort(-scores)[:k]}
        return [(e, best[e.id]) for e in self.service.store.get_entries(list(best)) if e.status == "active"]

    def place(self, key: int, row: dict[str, Any]) -> WriteOutcome:
        """A new entry, or (restated) the active entry the record restates."""
        vector = self.vectors.get(key)
        outcome = self.service.writes.place_imported(row, vector, self.app, self._alongside(vector, row))
        if outcome.kind == "restated":
            self.counts["restated"] += 1
        else:
            self.wrote(key, outcome.entry_id, row)
            self.counts["updates"] += len(outcome.updates)
            self.counts["may_update"] += len(outcome.may_update)
        return outcome

    def vector_of(self, key: int) -> np.ndarray | None:
        return self.vectors.get(key)


def _fresh_texts(store: Store, candidates: Iterable[tuple[int, str, float]]) -> dict[int, str]:
    """The records an import will write (not already held: same text hash and creation time)."""
    out = {}
    for key, text, created in candidates:
        if not any(e.created_at == created and e.text == text
                   for e in store.find_entries(Scope(statuses=()), content_hash=content_hash(text))):
            out[key] = text
    return out


def import_jsonl(service: PortabilityService, path: str, *, app: str = "import") -> dict[str, int]:
    """Import an export: ids are reassigned (the target store keeps its own), edges
    and history follow. Entries already present (same text hash and creation
    time) are not duplicated, so importing twice changes nothing. Entries that
    contain a credential are refused like any other write. Entries that arrive with
    lineage are restored as they are; the others go through the write path's classifier
    (restated, updates, may_update in the counts)."""
    rows = list(_read_jsonl(path))
    if not rows or rows[0][1].get("record") != "header" or rows[0][1].get("format") != EXPORT_FORMAT:
        raise ImportError_(f"{path} is not a FlyMemory export (its first line must be the "
                           f"{EXPORT_FORMAT!r} header)")
    version = rows[0][1].get("version", 0)
    if isinstance(version, bool) or not isinstance(version, int):
        raise ImportError_(f"{path} line 1: the header's version must be a whole number; nothing was imported")
    if version > EXPORT_VERSION:
        raise ImportError_(f"{path} was written by a newer FlyMemory (export version "
                           f"{rows[0][1]['version']}); upgrade to import it")
    validate_export(path, rows)
    store = service.store
    now = service.clock()
    lineage = _with_lineage(rows)
    entries = [(n, row) for n, row in rows[1:] if row.get("record") == "entry" and not find_credential(row["text"])]
    placer = _Placer(service, _fresh_texts(store, ((n, row["text"], float(row["created_at"]))
                                                   for n, row in entries)), app)
    ids: dict[int, int] = {}
    fresh: list[tuple[int, str]] = []
    fresh_ids: set[int] = set()
    counts = {"entries": 0, "duplicates": 0, "rejected": 0, "edges": 0, "history": 0,
              "graph_nodes": 0, "graph_edges": 0, "graph_support": 0}
    placed_later: list[tuple[int, int, dict[str, Any]]] = []
    vectors: dict[int, np.ndarray | None] = {}
    with store.transaction():
        for number, row in rows[1:]:
            if row.get("record") != "entry":
                continue
            old_id = int(row["id"])
            if find_credential(row.get("text", "")):
                counts["rejected"] += 1
                continue
            entry = _checked_entry(row)
            same = [e for e in store.find_entries(Scope(statuses=()), content_hash=entry["content_hash"])
                    if e.created_at == entry["created_at"] and e.text == entry["text"]]
            if same:
                ids[old_id] = same[0].id
                counts["duplicates"] += 1
            elif old_id not in lineage:
                placed_later.append((number, old_id, entry))
            else:
                new_id = store.insert_entry(entry)
                placer.wrote(number, new_id, entry)
                ids[old_id] = new_id
                fresh.append((new_id, entry["text"]))
                fresh_ids.add(new_id)
                vectors[new_id] = placer.vector_of(number)
                counts["entries"] += 1
        # In the order they were said, so a later record can cross out an earlier one.
        for number, old_id, entry in sorted(placed_later, key=lambda x: (x[2]["created_at"], x[0])):
            outcome = placer.place(number, entry)
            ids[old_id] = outcome.entry_id
            if outcome.kind == "new":
                fresh.append((outcome.entry_id, entry["text"]))
                fresh_ids.add(outcome.entry_id)
                vectors[outcome.entry_id] = placer.vector_of(number)
                counts["entries"] += 1
        _restore_records(store, path, rows, ids, fresh_ids, counts)
        for new_id, _ in fresh:
            store.add_history(new_id, "import", None, {"from": os.path.basename(path)}, app, now)
        for key in {e.state_key for e in store.get_entries([i for i, _ in fresh]) if e.state_key}:
            counts.setdefault("states_healed", 0)
            counts["states_healed"] += len(service.states.heal(key, app))
    _embed(service, [(i, t, vectors.get(i)) for i, t in fresh])
    return {**counts, **placer.counts}


def _restore_records(store: Store, path: str, rows: list[tuple[int, dict[str, Any]]], ids: dict[int, int],
                     fresh_ids: set[int], counts: dict[str, int]) -> None:
    """Edges, history and the entity graph of an import, after its entries (ids remapped)."""
    nodes: dict[int, int] = {}  # exported graph node id -> id in this store
    graph_edges: dict[int, int] = {}
    for number, row in rows[1:]:
        kind = row.pop("record", None)
        if kind == "entry":
            continue
        if kind == "edge":
            src, dst = ids.get(int(row["src"])), ids.get(int(row["dst"]))
            if src and dst and store.add_edge(src, dst, row["kind"], row["created_at"], note=row.get("note", "")):
                counts["edges"] += 1
        elif kind == "history":
            entry_id = ids.get(int(row["entry_id"]))
            if entry_id and entry_id in fresh_ids:
                store.add_history(entry_id, row["op"], _remap(row["before"], ids), _remap(row["after"], ids),
                                  row.get("app", ""), row["at"])
                counts["history"] += 1
        elif kind == "graph_node":
            nodes[int(row["id"])] = store.upsert_graph_node(row["name"], row["norm"], row["type"],
                                                            row["created_at"])
            counts["graph_nodes"] += 1
        elif kind == "graph_edge":
            src, dst = nodes.get(int(row["src"])), nodes.get(int(row["dst"]))
            if src and dst:
                graph_edges[int(row["id"])] = store.upsert_graph_edge(src, row["rel"], dst, row["created_at"])
                counts["graph_edges"] += 1
        elif kind == "graph_support":
            # Only for entries this import created: a duplicate keeps the links it already has.
            entry_id = ids.get(int(row["entry_id"]))
            item = (nodes if row["kind"] == "node" else graph_edges).get(int(row["item_id"]))
            if entry_id in fresh_ids and item:
                store.add_graph_support(row["kind"], item, entry_id, row["created_at"], row.get("valid_to"))
                counts["graph_support"] += 1
        elif kind is not None:
            raise ImportError_(f"{path} line {number}: unknown record kind {kind!r}; nothing was imported")


def _embed(service: PortabilityService, items: list[tuple[int, str, np.ndarray | None]], batch: int = 64) -> None:
    live = {e.id for e in service.store.get_entries([i for i, _, _ in items]) if e.status != "forgotten"}
    items = [item for item in items if item[0] in live]
    for start in range(0, len(items), batch):
        service.writes.index(items[start:start + batch])


# -- upstream v3 library -----------------------------------------------------
class _LegacyObject:
    """Stands in for any upstream class (MemoryEntry...): holds its state as plain data."""

    def __setstate__(self, state: Any) -> None:
        self.__dict__["state"] = state[1] if isinstance(state, tuple) and len(state) == 2 else state


_ALLOWED = {
    ("builtins", "dict"), ("builtins", "list"), ("builtins", "set"), ("builtins", "frozenset"),
    ("builtins", "tuple"), ("builtins", "str"), ("builtins", "bytes"), ("builtins", "int"),
    ("builtins", "float"), ("builtins", "bool"), ("builtins", "complex"), ("builtins", "object"),
    ("collections", "OrderedDict"), ("collections", "defaultdict"),
}
# Arrays rebuild from raw bytes and a dtype: no code of the file's choosing runs.
_NUMPY = {
    ("numpy", "ndarray"), ("numpy", "dtype"), ("numpy.core.multiarray", "_reconstruct"),
    ("numpy._core.multiarray", "_reconstruct"), ("numpy.core.multiarray", "scalar"),
    ("numpy._core.multiarray", "scalar"), ("numpy", "float32"), ("numpy", "float64"),
}
_LEGACY_CLASSES = {"MemoryEntry", "SmartMemory"}


MAX_PICKLE_BYTES = 256 * 1024 * 1024
# What calls from the file may build, in elements: a few times the file itself. A 49-byte pickle
# calling `list(bytes(10**8))` would otherwise allocate gigabytes from nothing.
_BUILD_BUDGET_PER_BYTE = 8
_MIN_BUILD_BUDGET = 1_000_000


class _Budget:
    def __init__(self, file_size: int) -> None:
        self.left = max(_MIN_BUILD_BUDGET, _BUILD_BUDGET_PER_BYTE * file_size)

    def spend(self, what: str, amount: int) -> None:
        self.left -= amount
        if self.left < 0:
            raise pickle.UnpicklingError(f"the file asks to build more data than it holds ({what}); refusing it")


def _budgeted(cls: type, budget: _Budget) -> Any:
    """`cls(*args)` for a call the file makes, charged by the size of what it builds. A bare number
    as the argument of a sequence type (`bytes(10**8)`) would build from nothing: refused."""

    def build(*args: Any) -> Any:
        size = 0
        for arg in args:
            if isinstance(arg, (int, float)) and not isinstance(arg, bool) and cls in (bytes, bytearray, str, list,
                                                                                     tuple, set, frozenset, dict):
                if cls is not str:
                    raise pickle.UnpicklingError(f"refusing {cls.__name__}({arg!r:.20}): it builds data from nothing")
            try:
                size += len(arg)
            except TypeError:
                size += 1
        budget.spend(f"{cls.__name__}()", size)
        return cls(*args)

    return build


class RestrictedUnpickler(pickle.Unpickler):
    """Builds containers, numbers, strings and numpy arrays; upstream data classes
    become inert `_LegacyObject`s; any other global (os.system, eval,
    subprocess...) is refused before it can be called. What the file's calls build is
    charged against a budget proportional to the file's size."""

    def __init__(self, file: Any, *, file_size: int = 0) -> None:
        super().__init__(file)
        self.budget = _Budget(file_size)

    def find_class(self, module: str, name: str) -> Any:
        module = "builtins" if module == "__builtin__" else module  # protocol 0-2 spelling
        if (module, name) in _ALLOWED and module == "builtins" and name != "object":
            return _budgeted(super().find_class(module, name), self.budget)
        if (module, name) in _ALLOWED or (module, name) in _NUMPY:
            return super().find_class(module, name)
        if module == "copyreg" and name == "_reconstructor":
            return _reconstruct_legacy
        if name in _LEGACY_CLASSES and module.split(".")[-1] in ("v3", "__main__", "flymemory"):
            return _LegacyObject
        raise pickle.UnpicklingError(
            f"refusing to load {module}.{name} from the library file: only plain data may be imported")


def _reconstruct_legacy(cls: Any, base: Any, state: Any) -> Any:
    if cls is not _LegacyObject:
        raise pickle.UnpicklingError("refusing to rebuild a class that is not upstream memory data")
    return _LegacyObject()


def load_v3(path: str) -> dict[str, Any]:
    with open(path, "rb") as f:
        raw = f.read(MAX_PICKLE_BYTES + 1)
    if len(raw) > MAX_PICKLE_BYTES:
        raise ImportError_(f"{path} is over {MAX_PICKLE_BYTES // 2**20} MB; nothing was imported. Split the library "
                           "or export it from v3 as JSON Lines first")
    try:
        data = RestrictedUnpickler(io.BytesIO(raw), file_size=len(raw)).load()
    except pickle.UnpicklingError as exc:
        raise ImportError_(f"{path}: {exc}; nothing was imported") from exc
    except Exception as exc:  # a truncated or foreign file
        raise ImportError_(f"{path} is not a readable FlyMemory v3 library ({exc!r}); nothing was imported") from exc
    if isinstance(data, _LegacyObject):
        data = data.__dict__.get("state", {})
    if not isinstance(data, dict) or not isinstance(data.get("memories"), list):
        raise ImportError_(f"{path} does not look like a FlyMemory v3 library (no 'memories' list); "
                           "nothing was imported")
    memories = []
    for m in data["memories"]:
        if isinstance(m, _LegacyObject):
            m = m.__dict__.get("state", {})
        if isinstance(m, dict):
            memories.append(m)
    data["memories"] = memories
    return data


def _v3_order(m: dict[str, Any]) -> tuple[float, int]:
    ts, mid = m.get("timestamp"), m.get("memory_id")
    return (float(ts) if not time_problem(ts) else 0.0, mid if not count_problem(mid, low=-1) else -1)


def _v3_id(m: dict[str, Any]) -> int:
    mid = m.get("memory_id", -1)
    return mid if not count_problem(mid, low=-1) else -1


_V3_SOURCES = {"hook": "hook", "model": "model", "model-supersede": "model", "import": "import"}


def import_v3_pickle(service: PortabilityService, path: str, *, app: str = "flymemory-v3") -> dict[str, int]:
    """Import an upstream library. Each memory keeps its text, times, access count,
    tags and provenance; `superseded_by` becomes a supersedes edge, `evidence_ids`
    evidence edges. Vectors are recomputed with this engine's embedder."""
    data = load_v3(path)
    store = service.store
    now = service.clock()

    counts = {"entries": 0, "duplicates": 0, "rejected": 0, "edges": 0}
    ids: dict[int, int] = {}
    created: dict[int, float] = {}
    fresh: list[tuple[int, str]] = []
    vectors: dict[int, np.ndarray | None] = {}
    memories = []
    for n, m in enumerate(sorted(data["memories"], key=_v3_order)):
        text = str(m.get("text") or "").strip()
        if not text:
            continue
        if find_credential(text) or text_problem(text) or any(
                time_problem(m.get(field), optional=True) for field in ("timestamp", "last_accessed")) or \
                count_problem(m.get("access_count") or 0):
            counts["rejected"] += 1  # a credential, NUL, over-long text or an impossible time or count
            continue
        memories.append((n, m, text, float(m.get("timestamp") or now)))
    lineage = _v3_with_lineage(data["memories"])
    placer = _Placer(service, _fresh_texts(store, ((n, text, ts) for n, _, text, ts in memories)), app)
    with store.transaction():
        for n, m, text, ts in memories:  # in the order they were said
            same = [e for e in store.find_entries(Scope(statuses=()), content_hash=content_hash(text))
                    if e.created_at == ts]
            old_id = _v3_id(m)
            if same:
                ids[old_id] = same[0].id
                counts["duplicates"] += 1
                continue
            source = "consolidation" if m.get("evidence_ids") else _V3_SOURCES.get(str(m.get("source")), "import")
            tags = [str(t) for t in (m.get("tags") or []) if isinstance(t, (str, int, float))]
            tags = [t for t in tags if not text_problem(t, MAX_LABEL, single_line=True) and not find_credential(t)]
            row = {"text": text, "content_hash": content_hash(text), "source": source, "app": app,
                   "tags": sorted(set(tags)), "created_at": ts, "updated_at": ts, "valid_from": ts,
                   "last_accessed": float(m.get("last_accessed") or ts),
                   "access_count": int(m.get("access_count") or 0), "workspace": "", "compartment": "general"}
            if old_id in lineage:
                new_id = store.insert_entry(row)
                placer.wrote(n, new_id, row)
            else:
                outcome = placer.place(n, row)
                ids[old_id] = outcome.entry_id
                if outcome.kind == "restated":
                    continue
                new_id = outcome.entry_id
            store.add_history(new_id, "import", None, {"from": os.path.basename(path), "v3_id": old_id}, app, now)
            ids[old_id] = new_id
            created[new_id] = ts
            fresh.append((new_id, text))
            vectors[new_id] = placer.vector_of(n)
            counts["entries"] += 1
        for m in data["memories"]:
            new_id = ids.get(_v3_id(m))
            if new_id is None or new_id not in created:
                continue
            successor = ids.get(m["superseded_by"]) if isinstance(m.get("superseded_by"), int) else None
            if successor and successor != new_id:
                ended = max(created.get(successor, now), created[new_id])
                if service.lineage.cross_out(new_id, by=successor, expected_status="active", app=app, now=ended,
                                             record=False):
                    counts["edges"] += 1
            evidence_ids = m.get("evidence_ids") if isinstance(m.get("evidence_ids"), list) else []
            for evidence in evidence_ids:
                target = ids.get(evidence) if isinstance(evidence, int) else None
                if target and target != new_id and store.add_edge(new_id, target, "evidence", created[new_id]):
                    counts["edges"] += 1
    _embed(service, [(i, t, vectors.get(i)) for i, t in fresh])
    return {**counts, **placer.counts}


def _v3_with_lineage(memories: list[dict[str, Any]]) -> set[int]:
    """Upstream memory ids that arrive with lineage: superseded, evidence, or named by either."""
    out: set[int] = set()
    for m in memories:
        successor = m.get("superseded_by")
        evidence = [i for i in (m.get("evidence_ids") or []) if isinstance(i, int)] \
            if isinstance(m.get("evidence_ids"), list) else []
        if isinstance(successor, int) or evidence:
            out |= {_v3_id(m), *evidence} | ({successor} if isinstance(successor, int) else set())
    return out


# -- erase by subject ----------------------------------------------------------
def spellings_in_store(store: Store, subject: str) -> set[str]:
    """Every way `subject` is written in the store's entries and history, case aside (Unicode case
    folding: `émile` finds `ÉMILE`, `strasse` finds `Straße`). The stores match with SQL lower(),
    which SQLite applies to ASCII letters only; asked for each spelling exactly as it is stored,
    either backend finds every copy. The store picks the rows that mention it (in SQL where it can)."""
    folded = subject.casefold()
    found = {subject}
    for text in store.texts_folding_to(folded):
        found |= _spellings_in(text, folded)
    return found


def _spellings_in(text: str, folded: str) -> set[str]:
    """The substrings of `text` whose case folding is `folded`, as they are written."""
    if folded not in text.casefold():
        return set()
    starts: list[int] = []  # for each character of the folded text, where its source character starts
    for index, char in enumerate(text):
        starts += [index] * len(char.casefold())
    folded_text, found = text.casefold(), set()
    at = folded_text.find(folded)
    while at != -1:
        end = at + len(folded)
        # A match ending inside one character's folding (ß -> ss) takes that whole character.
        last = starts[end - 1] + 1
        found.add(text[starts[at]:last])
        at = folded_text.find(folded, at + 1)
    return found


def erase_subject(service: PortabilityService, subject: str, *, dry_run: bool = False, app: str = "") -> list[int]:
    """Remove every entry whose text mentions `subject` (any status), with its
    vector, edges and history, plus history records elsewhere that quote it.
    Returns the ids removed (or that would be, with dry_run)."""
    if not isinstance(subject, str) or len(subject.strip()) < 3:
        raise EngineInputError(f"subject must be text of at least 3 characters (so an erase cannot match "
                           f"everything), got {subject!r}")
    subject = subject.strip()
    store = service.store
    spellings = spellings_in_store(store, subject)
    ids = sorted({entry_id for spelling in spellings for entry_id in store.ids_containing(spelling)})
    if dry_run:
        return ids
    with store.transaction():
        store.delete_entries(ids)
        quoted = sum(store.delete_history_containing(spelling) for spelling in spellings)
        # The record says how much went, never what: the subject itself must not survive.
        store.add_history(0, "erase_subject", None, {"entries_removed": len(ids), "history_removed": quoted},
                          app, service.clock())
    store.purge_freed()
    remove_migration_backups(store)
    embedder, dense = service.retriever.embedder, service.retriever.dense
    if embedder is not None and dense is not None:
        dense.reload()
    store.prune_graph()  # entity names asserted only by erased entries go too
    return ids


class PortabilityService:
    def __init__(self, store: Store, retriever: Retriever, clock: Callable[[], float], writes: WriteService,
                 states: StateService, lineage: LineageService) -> None:
        self.store, self.retriever, self.clock = store, retriever, clock
        self.writes, self.states, self.lineage = writes, states, lineage

    def export_jsonl(self, path: str) -> dict[str, int]:
        return export_jsonl(self.store, path)

    def import_jsonl(self, path: str, *, app: str = "import", dry_run: bool = False) -> dict[str, int]:
        """`dry_run`: the counts the import would produce; the store is left byte-identical."""
        return planned(self.store, dry_run, lambda: import_jsonl(self, path, app=app))

    def import_v3_pickle(self, path: str, *, app: str = "flymemory-v3", dry_run: bool = False) -> dict[str, int]:
        return planned(self.store, dry_run, lambda: import_v3_pickle(self, path, app=app))

    def erase_subject(self, subject: str, *, dry_run: bool = False, app: str = "") -> list[int]:
        return erase_subject(self, subject, dry_run=dry_run, app=app)
