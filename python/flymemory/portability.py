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

from flymemory.credentials import find_credential
from flymemory.errors import EngineInputError, ImportError_, content_hash
from flymemory.lineage import remove_migration_backups
from flymemory.model import SOURCES, Scope
from flymemory.store import Store
from flymemory.writes import planned

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


def import_jsonl(service: PortabilityService, path: str, *, app: str = "import") -> dict[str, int]:
    """Import an export: ids are reassigned (the target store keeps its own), edges
    and history follow. Entries already present (same text hash and creation
    time) are not duplicated, so importing twice changes nothing. Entries that
    contain a credential are refused like any other write."""
    rows = list(_read_jsonl(path))
    if not rows or rows[0][1].get("record") != "header" or rows[0][1].get("format") != EXPORT_FORMAT:
        raise ImportError_(f"{path} is not a FlyMemory export (its first line must be the "
                           f"{EXPORT_FORMAT!r} header)")
    if int(rows[0][1].get("version", 0)) > EXPORT_VERSION:
        raise ImportError_(f"{path} was written by a newer FlyMemory (export version "
                           f"{rows[0][1]['version']}); upgrade to import it")
    store = service.store
    now = service.clock()
    ids: dict[int, int] = {}
    fresh: list[tuple[int, str]] = []
    fresh_ids: set[int] = set()
    counts = {"entries": 0, "duplicates": 0, "rejected": 0, "edges": 0, "history": 0,
              "graph_nodes": 0, "graph_edges": 0, "graph_support": 0}
    nodes: dict[int, int] = {}  # exported graph node id -> id in this store
    graph_edges: dict[int, int] = {}
    with store.transaction():
        for number, row in rows[1:]:
            kind = row.pop("record", None)
            if kind == "entry":
                old_id = int(row.pop("id"))
                if find_credential(row.get("text", "")):
                    counts["rejected"] += 1
                    continue
                same = [e for e in store.find_entries(Scope(statuses=()), content_hash=row["content_hash"])
                        if e.created_at == row["created_at"] and e.text == row["text"]]
                if same:
                    ids[old_id] = same[0].id
                    counts["duplicates"] += 1
                    continue
                if row.get("source") not in SOURCES:
                    row["source"] = "import"
                row.pop("embedder", None)
                new_id = store.insert_entry(row)
                ids[old_id] = new_id
                fresh.append((new_id, row["text"]))
                fresh_ids.add(new_id)
                counts["entries"] += 1
            elif kind == "edge":
                src, dst = ids.get(int(row["src"])), ids.get(int(row["dst"]))
                if src and dst and store.add_edge(src, dst, row["kind"], row["created_at"]):
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
        for new_id, _ in fresh:
            store.add_history(new_id, "import", None, {"from": os.path.basename(path)}, app, now)
        for key in {e.state_key for e in store.get_entries([i for i, _ in fresh]) if e.state_key}:
            counts.setdefault("states_healed", 0)
            counts["states_healed"] += len(service.states.heal(key, app))
    _embed(service, fresh)
    return counts


def _embed(service: PortabilityService, items: list[tuple[int, str]], batch: int = 64) -> None:
    live = {e.id for e in service.store.get_entries([i for i, _ in items]) if e.status != "forgotten"}
    items = [(i, t) for i, t in items if i in live]
    for start in range(0, len(items), batch):
        service.writes.index([(i, t, None) for i, t in items[start:start + batch]])


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


class RestrictedUnpickler(pickle.Unpickler):
    """Builds containers, numbers, strings and numpy arrays; upstream data classes
    become inert `_LegacyObject`s; any other global (os.system, eval,
    subprocess...) is refused before it can be called."""

    def find_class(self, module: str, name: str) -> Any:
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
        raw = f.read()
    try:
        data = RestrictedUnpickler(io.BytesIO(raw)).load()
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
    with store.transaction():
        for m in sorted(data["memories"], key=lambda m: (float(m.get("timestamp") or 0), m.get("memory_id", 0))):
            text = str(m.get("text") or "").strip()
            if not text:
                continue
            if find_credential(text):
                counts["rejected"] += 1
                continue
            ts = float(m.get("timestamp") or now)
            same = [e for e in store.find_entries(Scope(statuses=()), content_hash=content_hash(text))
                    if e.created_at == ts]
            old_id = int(m.get("memory_id", -1))
            if same:
                ids[old_id] = same[0].id
                counts["duplicates"] += 1
                continue
            source = "consolidation" if m.get("evidence_ids") else _V3_SOURCES.get(str(m.get("source")), "import")
            tags = [str(t) for t in (m.get("tags") or []) if isinstance(t, (str, int, float))]
            new_id = store.insert_entry({
                "text": text, "content_hash": content_hash(text), "source": source, "app": app,
                "tags": sorted(set(tags)), "created_at": ts, "updated_at": ts, "valid_from": ts,
                "last_accessed": float(m.get("last_accessed") or ts), "access_count": int(m.get("access_count") or 0),
            })
            store.add_history(new_id, "import", None, {"from": os.path.basename(path), "v3_id": old_id}, app, now)
            ids[old_id] = new_id
            created[new_id] = ts
            fresh.append((new_id, text))
            counts["entries"] += 1
        for m in data["memories"]:
            new_id = ids.get(int(m.get("memory_id", -1)))
            if new_id is None or new_id not in created:
                continue
            successor = ids.get(m.get("superseded_by")) if m.get("superseded_by") is not None else None
            if successor and successor != new_id:
                ended = max(created.get(successor, now), created[new_id])
                if service.lineage.cross_out(new_id, by=successor, expected_status="active", app=app, now=ended,
                                             record=False):
                    counts["edges"] += 1
            for evidence in m.get("evidence_ids") or []:
                target = ids.get(evidence)
                if target and target != new_id and store.add_edge(new_id, target, "evidence", created[new_id]):
                    counts["edges"] += 1
    _embed(service, fresh)
    return counts


# -- erase by subject ----------------------------------------------------------
def erase_subject(service: PortabilityService, subject: str, *, dry_run: bool = False, app: str = "") -> list[int]:
    """Remove every entry whose text mentions `subject` (any status), with its
    vector, edges and history, plus history records elsewhere that quote it.
    Returns the ids removed (or that would be, with dry_run)."""
    if not isinstance(subject, str) or len(subject.strip()) < 3:
        raise EngineInputError(f"subject must be text of at least 3 characters (so an erase cannot match "
                           f"everything), got {subject!r}")
    subject = subject.strip()
    store = service.store
    ids = store.ids_containing(subject)
    if dry_run:
        return ids
    with store.transaction():
        store.delete_entries(ids)
        quoted = store.delete_history_containing(subject)
        # The record says how much went, never what: the subject itself must not survive.
        store.add_history(0, "erase_subject", None, {"entries_removed": len(ids), "history_removed": quoted},
                          app, service.clock())
    store.purge_freed()
    remove_migration_backups(store)
    embedder, dense = service.retriever.embedder, service.retriever.dense
    if embedder is not None and dense is not None:
        dense.load(*store.load_vectors(embedder.id))
    store.prune_graph()  # entity names asserted only by erased entries go too
    return ids


class PortabilityService:
    def __init__(self, store: Store, retriever: Retriever, clock: Callable[[], float], writes: WriteService,
                 states: StateService, lineage: LineageService) -> None:
        self.store = store
        self.retriever = retriever
        self.clock = clock
        self.writes = writes
        self.states = states
        self.lineage = lineage

    def export_jsonl(self, path: str) -> dict[str, int]:
        return export_jsonl(self.store, path)

    def import_jsonl(self, path: str, *, app: str = "import", dry_run: bool = False) -> dict[str, int]:
        """`dry_run`: the counts the import would produce; the store is left byte-identical."""
        return planned(self.store, dry_run, lambda: import_jsonl(self, path, app=app))

    def import_v3_pickle(self, path: str, *, app: str = "flymemory-v3", dry_run: bool = False) -> dict[str, int]:
        return planned(self.store, dry_run, lambda: import_v3_pickle(self, path, app=app))

    def erase_subject(self, subject: str, *, dry_run: bool = False, app: str = "") -> list[int]:
        return erase_subject(self, subject, dry_run=dry_run, app=app)
