"""Numbered schema migrations for the SQLite backend. Append only: never edit a
released step; a store's PRAGMA user_version is the last step applied."""

from __future__ import annotations

MIGRATIONS: list[tuple[int, str]] = [
    (
        1,
        """
        CREATE TABLE entries (
            id            INTEGER PRIMARY KEY AUTOINCREMENT,  -- AUTOINCREMENT: ids are never reused
            text          TEXT    NOT NULL,
            content_hash  TEXT    NOT NULL,
            source        TEXT    NOT NULL DEFAULT 'hook',
            app           TEXT    NOT NULL DEFAULT '',
            compartment   TEXT    NOT NULL DEFAULT 'general',
            tags          TEXT    NOT NULL DEFAULT '[]',
            workspace     TEXT    NOT NULL DEFAULT '',
            session       TEXT    NOT NULL DEFAULT '',
            user_level    INTEGER NOT NULL DEFAULT 0,
            created_at    REAL    NOT NULL,
            updated_at    REAL    NOT NULL,
            valid_from    REAL    NOT NULL,
            valid_to      REAL,
            last_accessed REAL    NOT NULL,
            access_count  INTEGER NOT NULL DEFAULT 0,
            strength      INTEGER NOT NULL DEFAULT 1,  -- times the same fact was stated (dedup)
            status        TEXT    NOT NULL DEFAULT 'active'
                          CHECK (status IN ('active', 'superseded', 'archived', 'forgotten')),
            state_key     TEXT,
            state_value   TEXT,
            message_id    TEXT    NOT NULL DEFAULT '',
            seq           INTEGER NOT NULL DEFAULT 0,
            embedder      TEXT,
            vector        BLOB
        );
        CREATE INDEX entries_status_ws ON entries (status, workspace);
        CREATE INDEX entries_hash ON entries (content_hash);
        CREATE INDEX entries_state_key ON entries (state_key) WHERE state_key IS NOT NULL;
        CREATE INDEX entries_created ON entries (created_at);
        CREATE INDEX entries_embedder ON entries (embedder);

        CREATE TABLE edges (
            id         INTEGER PRIMARY KEY AUTOINCREMENT,
            src        INTEGER NOT NULL REFERENCES entries (id),
            dst        INTEGER NOT NULL REFERENCES entries (id),
            kind       TEXT    NOT NULL CHECK (kind IN ('supersedes', 'evidence', 'contradicts', 'related')),
            created_at REAL    NOT NULL,
            UNIQUE (src, dst, kind)
        );
        CREATE INDEX edges_dst ON edges (dst);
        CREATE INDEX edges_src ON edges (src);

        CREATE TABLE history (
            id       INTEGER PRIMARY KEY AUTOINCREMENT,
            entry_id INTEGER NOT NULL,
            op       TEXT    NOT NULL,
            before   TEXT,
            after    TEXT,
            app      TEXT    NOT NULL DEFAULT '',
            at       REAL    NOT NULL
        );
        CREATE INDEX history_entry ON history (entry_id);

        -- The lexical channel indexes text prepared by flymemory.lexical (CJK
        -- bigrams, identifier parts), so plain unicode61 tokenizing suffices.
        CREATE VIRTUAL TABLE entries_fts USING fts5 (body, tokenize = 'unicode61 remove_diacritics 2');
        """,
    ),
    (
        2,
        """
        -- Entity graph: nodes and typed relations named by the calling model on a write.
        -- Each node/relation keeps links to the entries that assert it (provenance):
        -- forgetting an entry deletes its links, superseding it closes them (valid_to).
        CREATE TABLE graph_nodes (
            id         INTEGER PRIMARY KEY AUTOINCREMENT,
            name       TEXT    NOT NULL,  -- as first written
            norm       TEXT    NOT NULL,  -- NFKC + casefold + collapsed whitespace
            type       TEXT    NOT NULL,
            created_at REAL    NOT NULL,
            UNIQUE (norm, type)
        );
        CREATE TABLE graph_edges (
            id         INTEGER PRIMARY KEY AUTOINCREMENT,
            src        INTEGER NOT NULL REFERENCES graph_nodes (id),
            rel        TEXT    NOT NULL,
            dst        INTEGER NOT NULL REFERENCES graph_nodes (id),
            created_at REAL    NOT NULL,
            UNIQUE (src, rel, dst)
        );
        CREATE INDEX graph_edges_dst ON graph_edges (dst);
        CREATE TABLE graph_support (
            kind       TEXT    NOT NULL CHECK (kind IN ('node', 'edge')),
            item_id    INTEGER NOT NULL,
            entry_id   INTEGER NOT NULL,  -- no FK: an erase-by-subject delete leaves the link dangling, unread
            created_at REAL    NOT NULL,
            valid_to   REAL,
            PRIMARY KEY (kind, item_id, entry_id)
        );
        CREATE INDEX graph_support_entry ON graph_support (entry_id);
        """,
    ),
    (
        3,
        """
        -- The dedup ladder's exact-repeat lookup (hash within one workspace and
        -- compartment) runs on every write. With only (content_hash) indexed, the
        -- planner, lacking statistics, preferred (status, workspace) and scanned the
        -- whole workspace (2 ms at 10k entries). Hash first keeps hash-only lookups.
        CREATE INDEX entries_dedup ON entries (content_hash, workspace, compartment, status);
        DROP INDEX entries_hash;
        """,
    ),
    (
        4,
        """
        -- Team mode: who wrote each entry. A user-level entry is visible only to its owner.
        ALTER TABLE entries ADD COLUMN owner TEXT NOT NULL DEFAULT '';
        """,
    ),
    (
        5,
        """
        -- Provenance of a sentence entry (issue #15): who said it (a "Name:" prefix or the
        -- client's speaker), the chat role, and the bounded context (<= ~100 chars: speaker,
        -- the message's first words, a resolved time word) that the lexical index and the
        -- dense encoding read with the sentence. The message itself is message_id + seq.
        ALTER TABLE entries ADD COLUMN speaker TEXT NOT NULL DEFAULT '';
        ALTER TABLE entries ADD COLUMN role    TEXT NOT NULL DEFAULT '';
        ALTER TABLE entries ADD COLUMN context TEXT NOT NULL DEFAULT '';
        CREATE INDEX entries_message ON entries (message_id, seq) WHERE message_id != '';
        """,
    ),
    (
        6,
        """
        -- Issue #12: an `updates` edge marks a supersede the engine made on its own (a
        -- sentence that said the fact changed); restore undoes exactly that edge. SQLite
        -- cannot alter a CHECK constraint, so the table is rebuilt with its rows and ids.
        CREATE TABLE edges_v6 (
            id         INTEGER PRIMARY KEY AUTOINCREMENT,
            src        INTEGER NOT NULL REFERENCES entries (id),
            dst        INTEGER NOT NULL REFERENCES entries (id),
            kind       TEXT    NOT NULL
                       CHECK (kind IN ('supersedes', 'evidence', 'contradicts', 'related', 'updates')),
            created_at REAL    NOT NULL,
            UNIQUE (src, dst, kind)
        );
        INSERT INTO edges_v6 (id, src, dst, kind, created_at) SELECT id, src, dst, kind, created_at FROM edges;
        DROP TABLE edges;
        ALTER TABLE edges_v6 RENAME TO edges;
        CREATE INDEX edges_dst ON edges (dst);
        CREATE INDEX edges_src ON edges (src);
        """,
    ),
    (
        7,
        """
        -- Issue #13 (PostgreSQL step 7): user-level rows indexed, so a workspace recall's
        -- scope ("this workspace, or user-level, or none") is found through indexes.
        CREATE INDEX entries_user_level ON entries (status) WHERE user_level = 1;
        """,
    ),
    (
        8,
        """
        -- Undoes step 7 (PostgreSQL step 8, where the index slowed the lexical channel).
        DROP INDEX IF EXISTS entries_user_level;
        """,
    ),
    (
        9,
        """
        -- PostgreSQL step 9 indexes user-level rows with a vector for its dense channel's
        -- scope; SQLite's dense channel gathers a scope's rows in the engine: nothing to do.
        SELECT 1;
        """,
    ),
    (
        10,
        """
        -- Issue #12: which mechanism made an edge, where the kind alone does not say. 'may_repeat': a
        -- write asked the model whether the newer entry repeats the older (a `related` edge, which an
        -- import may also carry without that meaning); 'kept_both': the model said both hold
        -- (flymemory_keep_both); 'confirmed': an `updates` edge the model made by confirming a repeat.
        -- The flags written before this step are found by the history row written with them.
        ALTER TABLE edges ADD COLUMN note TEXT NOT NULL DEFAULT '';
        UPDATE edges SET note = 'may_repeat' WHERE kind = 'related' AND EXISTS (
            SELECT 1 FROM history h WHERE h.entry_id = edges.dst AND h.op = 'may_repeat'
            AND json_extract(h.after, '$.by') = edges.src);
        UPDATE edges SET note = 'confirmed' WHERE kind = 'updates' AND EXISTS (
            SELECT 1 FROM history h WHERE h.entry_id = edges.dst AND h.op = 'update'
            AND json_extract(h.after, '$.by') = edges.src AND json_extract(h.after, '$.rule') LIKE 'the model %');
        -- find_conflicts reads the pairs of one kind, newest first (a full scan of edges before).
        CREATE INDEX edges_kind ON edges (kind, created_at, id);
        """,
    ),
    (
        11,
        """
        -- English stems in the lexical index (PostgreSQL step 11): every lexical body is
        -- rebuilt from its entry's text and context with the current flymemory.lexical
        -- (which adds each term's marked stem next to it: "deploying ǂdeploy"). flymemory_index is the
        -- store's lexical indexer, registered on the connection. Erased entries have no body.
        UPDATE entries_fts SET body = (SELECT flymemory_index(e.text, e.context) FROM entries e
                                       WHERE e.id = entries_fts.rowid)
        WHERE rowid IN (SELECT id FROM entries);
        """,
    ),
]

LATEST_VERSION = MIGRATIONS[-1][0]
