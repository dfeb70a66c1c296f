"""The entity graph: nodes and typed relations the calling model names on a write,
each linked to the entries that assert it. Purely mechanical: the server never
extracts entities itself; it deduplicates, links and walks what it was given."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from flymemory.credentials import find_credential
from flymemory.model import Scope
from flymemory.store import Store

ENTITY_TYPES = ("person", "company", "project", "technology", "role", "location", "event", "product")
KNOWN_RELATIONS = ("works_at", "leads", "founded", "located_in", "uses", "part_of")
MAX_HOPS = 4
MAX_ENTITIES = 50
_REL_RE = re.compile(r"^[a-z0-9_]{1,48}$")
REL_PATTERN = _REL_RE


class GraphInputError(ValueError):
    """Bad entities/relations from the caller; the message names the argument."""


def normalize_name(name: str) -> str:
    """One key per entity however it is typed: full-/half-width (NFKC), case (casefold)
    and spacing variants collapse; scripts without case (Chinese) pass through."""
    return " ".join(unicodedata.normalize("NFKC", name).casefold().split())


def normalize_rel(rel: str) -> str:
    return "_".join(unicodedata.normalize("NFKC", rel).casefold().replace("-", " ").split())


@dataclass(frozen=True)
class Entity:
    name: str
    norm: str
    type: str


@dataclass(frozen=True)
class Relation:
    src: Entity
    rel: str
    dst: Entity


def parse(entities: Any, relations: Any) -> tuple[list[Entity], list[Relation]]:
    """Validate the write's graph arguments before anything is stored."""
    entities = entities or []
    relations = relations or []
    if not isinstance(entities, list) or len(entities) > MAX_ENTITIES:
        raise GraphInputError(f"entities must be a list of at most {MAX_ENTITIES} {{name, type}} objects")
    if not isinstance(relations, list) or len(relations) > MAX_ENTITIES:
        raise GraphInputError(f"relations must be a list of at most {MAX_ENTITIES} {{from, rel, to}} objects")
    by_norm: dict[str, Entity] = {}
    for i, item in enumerate(entities):
        name = item.get("name") if isinstance(item, dict) else None
        type_ = item.get("type") if isinstance(item, dict) else None
        if not isinstance(name, str) or not normalize_name(name) or len(name) > 200:
            raise GraphInputError(f"entities[{i}].name must be non-empty text (at most 200 characters), got {name!r}")
        if type_ not in ENTITY_TYPES:
            raise GraphInputError(f"entities[{i}].type must be one of {', '.join(ENTITY_TYPES)}; got {type_!r}")
        if find_credential(name):
            raise GraphInputError(f"entities[{i}].name contains a credential; nothing was stored. Name the thing, "
                                  "not its secret")
        entity = Entity(" ".join(name.split()), normalize_name(name), type_)
        by_norm.setdefault(entity.norm, entity)
    parsed: list[Relation] = []
    for i, item in enumerate(relations):
        if not isinstance(item, dict):
            raise GraphInputError(f"relations[{i}] must be an object {{from, rel, to}}, got {item!r}")
        ends = []
        for key in ("from", "to"):
            value = item.get(key)
            norm = normalize_name(value) if isinstance(value, str) else ""
            if norm not in by_norm:
                raise GraphInputError(f"relations[{i}].{key} {value!r} is not one of this write's entities; "
                                      "list it in `entities` with its type too")
            ends.append(by_norm[norm])
        rel = normalize_rel(item.get("rel")) if isinstance(item.get("rel"), str) else ""
        if find_credential(item.get("rel") or ""):
            raise GraphInputError(f"relations[{i}].rel contains a credential; nothing was stored")
        if not _REL_RE.match(rel):
            raise GraphInputError(f"relations[{i}].rel must be a short name such as {', '.join(KNOWN_RELATIONS)} "
                                  f"(letters, digits, underscores); got {item.get('rel')!r}")
        parsed.append(Relation(ends[0], rel, ends[1]))
    return list(by_norm.values()), parsed


def attach(store: Store, entry_ids: Sequence[int], entities: list[Entity], relations: list[Relation],
           at: float) -> dict[str, int]:
    """Link every entity and relation to the entries of the write (call inside its transaction)."""
    ids = list(dict.fromkeys(int(i) for i in entry_ids))
    if not ids or not (entities or relations):
        return {"entities": 0, "relations": 0}
    node_ids = {e.norm + "\0" + e.type: store.upsert_graph_node(e.name, e.norm, e.type, at) for e in entities}
    for e in entities:
        for entry_id in ids:
            store.add_graph_support("node", node_ids[e.norm + "\0" + e.type], entry_id, at)
    for r in relations:
        edge_id = store.upsert_graph_edge(node_ids[r.src.norm + "\0" + r.src.type], r.rel,
                                          node_ids[r.dst.norm + "\0" + r.dst.type], at)
        for entry_id in ids:
            store.add_graph_support("edge", edge_id, entry_id, at)
    return {"entities": len(entities), "relations": len(relations)}


@dataclass(frozen=True)
class Step:
    rel: str  # normalized relation name, or "*" for any
    direction: str  # out | in | any


def parse_path(path: Sequence[str]) -> list[Step]:
    """`works_at` follows a relation forwards, `<works_at` backwards, `*` any relation either way."""
    if isinstance(path, str) or len(path) > MAX_HOPS:
        raise GraphInputError(f"path must be a list of at most {MAX_HOPS} relation steps like "
                              "['<located_in', '<works_at']")
    steps = []
    for i, raw in enumerate(path):
        if not isinstance(raw, str) or not raw.strip():
            raise GraphInputError(f"path[{i}] must be a relation name, `<name` (backwards) or `*`; got {raw!r}")
        text = raw.strip()
        direction = "in" if text.startswith("<") else "out"
        name = text.lstrip("<>").strip()
        if name == "*":
            steps.append(Step("*", "any"))
            continue
        rel = normalize_rel(name)
        if not _REL_RE.match(rel):
            raise GraphInputError(f"path[{i}] {raw!r} is not a relation name")
        steps.append(Step(rel, direction))
    return steps


@dataclass
class Reached:
    node: dict[str, Any]
    hops: int
    chain: list[tuple[str, str, str]] = field(default_factory=list)  # (from name, rel, to name)
    entries: list[int] = field(default_factory=list)  # supporting entry ids along the chain

    def as_dict(self) -> dict[str, Any]:
        return {"id": self.node["id"], "name": self.node["name"], "type": self.node["type"], "hops": self.hops,
                "chain": [list(c) for c in self.chain], "entries": self.entries}


def query(store: Store, start: str, scope: Scope, *, start_type: str | None = None,
          path: Sequence[str] | None = None, hops: int = 2, target_type: str | None = None,
          limit: int = 50) -> list[Reached]:
    """Breadth-first walk from the entity `start`. With `path`, follow exactly those steps
    (multi-hop questions); without, every node within `hops`. Each result carries the chain
    that reached it and the ids of the entries asserting every link on that chain."""
    if start_type is not None and start_type not in ENTITY_TYPES:
        raise GraphInputError(f"start_type must be one of {', '.join(ENTITY_TYPES)}; got {start_type!r}")
    if target_type is not None and target_type not in ENTITY_TYPES:
        raise GraphInputError(f"target_type must be one of {', '.join(ENTITY_TYPES)}; got {target_type!r}")
    steps = parse_path(path) if path else None
    if steps is None and not (isinstance(hops, int) and 1 <= hops <= MAX_HOPS):
        raise GraphInputError(f"hops must be 1 to {MAX_HOPS}, got {hops!r}")
    norm = normalize_name(start) if isinstance(start, str) else ""
    if not norm:
        raise GraphInputError(f"start must be an entity name, got {start!r}")
    roots = store.graph_nodes(scope, norm=norm, type_=start_type)
    frontier = [Reached(n, 0, [], []) for n in roots]
    seen = {n["id"] for n in roots}
    results: list[Reached] = []
    plan = steps if steps is not None else [Step("*", "any")] * hops
    for depth, step in enumerate(plan, start=1):
        if not frontier:
            break
        by_id = {r.node["id"]: r for r in frontier}
        edges = store.graph_edges_of(list(by_id), scope)
        targets: dict[int, list[tuple[Reached, dict[str, Any], bool]]] = {}
        for edge in edges:
            if step.rel != "*" and edge["rel"] != step.rel:
                continue
            for here, there, forwards in ((edge["src"], edge["dst"], True), (edge["dst"], edge["src"], False)):
                if here not in by_id or (step.direction == "out" and not forwards) \
                        or (step.direction == "in" and forwards):
                    continue
                if steps is None and there in seen:
                    continue  # a plain neighbourhood walk visits each node once, at its shortest distance
                targets.setdefault(there, []).append((by_id[here], edge, forwards))
        nodes = {n["id"]: n for n in store.graph_nodes(scope, ids=list(targets))}
        frontier = []
        for node_id, ways in sorted(targets.items()):
            if node_id not in nodes:
                continue  # the node lost all its support in this scope
            prev, edge, forwards = ways[0]
            src_name, dst_name = (prev.node["name"], nodes[node_id]["name"]) if forwards else \
                (nodes[node_id]["name"], prev.node["name"])
            support = sorted(set(prev.entries) | {i for _, e, _ in ways for i in e["entries"]})
            reached = Reached(nodes[node_id], depth, prev.chain + [(src_name, edge["rel"], dst_name)], support)
            frontier.append(reached)
            seen.add(node_id)
            if steps is None:
                results.append(reached)
        if steps is not None and depth == len(plan):
            results = frontier
    if target_type is not None:
        results = [r for r in results if r.node["type"] == target_type]
    return results[:limit]
