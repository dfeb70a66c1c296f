"""Plain data types shared by the store, the state machine and retrieval (no SQL here)."""

from __future__ import annotations

from dataclasses import dataclass, field

# Where an entry came from. `hook` = captured verbatim from a typed prompt;
# `model` = the calling model judged it worth keeping.
SOURCES = ("hook", "model", "import", "consolidation", "checkpoint")
STATUSES = ("active", "superseded", "archived", "forgotten")
EDGE_KINDS = ("supersedes", "evidence", "contradicts", "related", "updates")
# Which mechanism made an edge, where its kind alone does not say ("" otherwise): a `related` edge a write
# made to ask whether the newer entry repeats the older ("may repeat"), or one the model made to say both
# hold (flymemory_keep_both); an `updates` edge the model made by confirming a flagged repeat.
MAY_REPEAT, KEPT_BOTH, CONFIRMED = "may_repeat", "kept_both", "confirmed"
EDGE_NOTES = ("", MAY_REPEAT, KEPT_BOTH, CONFIRMED)


@dataclass
class Entry:
    id: int
    text: str
    content_hash: str
    source: str = "hook"
    app: str = ""
    compartment: str = "general"
    tags: list[str] = field(default_factory=list)
    workspace: str = ""
    session: str = ""
    user_level: bool = False
    created_at: float = 0.0
    updated_at: float = 0.0
    valid_from: float = 0.0
    valid_to: float | None = None
    last_accessed: float = 0.0
    access_count: int = 0
    strength: int = 1
    status: str = "active"
    state_key: str | None = None
    state_value: str | None = None
    message_id: str = ""
    seq: int = 0
    embedder: str | None = None
    owner: str = ""  # the team-mode user who wrote it ("" in single-user mode)
    speaker: str = ""  # who said it: a "Name:" prefix or the client's speaker
    role: str = ""  # chat role: user | assistant | system | tool
    context: str = ""  # bounded context indexed with the text (flymemory.provenance), never shown as text


@dataclass(frozen=True)
class Scope:
    """Which entries a read may see. Every read path goes through one predicate
    builder in the store that turns this into its dialect; nothing filters after."""

    statuses: tuple[str, ...] = ("active",)
    # What was current at this instant (epoch seconds): overrides `statuses`.
    as_of: float | None = None
    # None = every workspace. Otherwise this workspace, plus user-level entries
    # and entries with no workspace at all (imports, unscoped writes).
    workspace: str | None = None
    # Only this exact workspace (dedup compares within one scope, never across).
    workspace_exact: bool = False
    compartments: tuple[str, ...] | None = None
    exclude_compartments: tuple[str, ...] = ()
    apps: tuple[str, ...] | None = None
    session: str | None = None
    state_key: str | None = None
    created_from: float | None = None
    created_to: float | None = None
    ids: tuple[int, ...] | None = None


# What find_conflicts lists, in its order: a pair a write linked when unsure whether the newer entry
# replaces the older (`contradicts`) or repeats it (`related`, may repeat); a pair the classifier links when
# find_conflicts reads it; an older entry an automatic update crossed out that nobody confirmed yet.
CONFLICT_KINDS = ("may_update", "may_repeat", "found", "updated")


@dataclass(frozen=True)
class Conflict:
    """A pair for the calling model to settle: which kind, the rule that fired, and how close they are."""

    older: Entry
    newer: Entry
    kind: str  # one of CONFLICT_KINDS
    rule: str
    similarity: float


@dataclass
class Hit:
    entry: Entry
    score: float
    channels: dict[str, int] = field(default_factory=dict)  # channel -> rank (1-based)
    # Small-to-big: the sentences of the hit's message in order (the hit among them), when asked for.
    message: list[Entry] = field(default_factory=list)
    outdated_by: int | None = None  # a newer entry may update this one (flymemory.outdated)
