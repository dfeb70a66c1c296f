// The use ledger: `<dataDir>/usegate.jsonl`, one JSON line per event.
// `injected` records which memory ids a step put in front of the model; later
// `expanded` / `recalled` / `superseded` lines record that the model went on
// to use one of those ids in the same session. The ratio is the plugin's
// evidence of its own usefulness (`flymemory ledger`).
import fs from 'node:fs';
import path from 'node:path';
import { appendPrivateFile, ensurePrivateDir } from './private-files.js';

export const LEDGER_FILE = 'usegate.jsonl';
export const USE_KINDS = Object.freeze(['expanded', 'recalled', 'superseded']);

export function ledgerPath(dataDir) {
  return path.join(dataDir, LEDGER_FILE);
}

// Past this size the ledger moves to usegate.1.jsonl (replacing an older one), so it never grows without bound.
export const ROTATE_BYTES = 16 * 1024 * 1024;

/** Appends one event; never throws (the ledger must not break a turn). */
export function appendLedger(dataDir, event, { rotateBytes = ROTATE_BYTES } = {}) {
  try {
    ensurePrivateDir(dataDir);
    const file = ledgerPath(dataDir);
    try {
      if (fs.statSync(file).size >= rotateBytes) fs.renameSync(file, previousLedgerPath(dataDir));
    } catch { /* no ledger yet */ }
    appendPrivateFile(file, `${JSON.stringify({ ts: new Date().toISOString(), ...event })}\n`);
    return true;
  } catch {
    return false;
  }
}

function previousLedgerPath(dataDir) {
  return path.join(dataDir, LEDGER_FILE.replace('.jsonl', '.1.jsonl'));
}

/** Every event, the rotated file's first. */
export function readLedger(dataDir) {
  return [previousLedgerPath(dataDir), ledgerPath(dataDir)].flatMap((file) => {
    let text;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      return [];
    }
    return text.split('\n').filter(Boolean).flatMap((line) => {
      try { return [JSON.parse(line)]; } catch { return []; }
    });
  });
}

/**
 * Injection→use rate, per-kind counts and the hottest ids.
 * A (session, id) pair counts as used once, however often it was used.
 */
export function summariseLedger(events, { top = 10 } = {}) {
  const counts = { injected: 0, expanded: 0, recalled: 0, superseded: 0 };
  const injectedPairs = new Set();
  const usedPairs = new Set();
  const heat = new Map(); // id -> {injected, used}
  const bump = (id, field) => {
    const row = heat.get(id) ?? { id, injected: 0, used: 0 };
    row[field]++;
    heat.set(id, row);
  };
  for (const event of events) {
    if (!(event.kind in counts)) continue;
    counts[event.kind]++;
    if (event.kind === 'injected') {
      for (const id of event.ids ?? []) {
        injectedPairs.add(`${event.session}\u0000${id}`);
        bump(id, 'injected');
      }
    } else if (Number.isInteger(event.id)) {
      usedPairs.add(`${event.session}\u0000${event.id}`);
      bump(event.id, 'used');
    }
  }
  const used = [...usedPairs].filter((pair) => injectedPairs.has(pair)).length;
  return {
    counts,
    injectedPairs: injectedPairs.size,
    usedPairs: used,
    useRate: injectedPairs.size ? used / injectedPairs.size : 0,
    hottest: [...heat.values()]
      .sort((a, b) => b.used - a.used || b.injected - a.injected || a.id - b.id)
      .slice(0, top),
  };
}

/**
 * Watches a session's flymemory tool calls and writes a use line whenever the
 * model touches an id that was injected earlier in that session.
 * `injectedIdsFor(session)` seeds ids from the ledger file, so a session
 * continued in a new DSH process (`--session-id`) still attributes.
 */
export function createUseTracker({ dataDir, toolPrefix = 'mcp__flymemory__', log }) {
  const injected = new Map(); // session -> Set<id>
  const pendingCalls = new Map(); // callId -> {session, tool, args}

  function injectedIdsFor(session) {
    let ids = injected.get(session);
    if (!ids) {
      ids = new Set();
      for (const event of readLedger(dataDir)) {
        if (event.kind === 'injected' && event.session === session) for (const id of event.ids ?? []) ids.add(id);
      }
      injected.set(session, ids);
    }
    return ids;
  }

  function recordInjected(session, ids, extra = {}) {
    if (!ids.length) return;
    const known = injectedIdsFor(session);
    for (const id of ids) known.add(id);
    appendLedger(dataDir, { kind: 'injected', session, ids, ...extra });
  }

  function recordUse(kind, session, id, tool) {
    if (!injectedIdsFor(session).has(id)) return false;
    appendLedger(dataDir, { kind, session, id, tool });
    log?.info(`ledger: ${kind} #${id} in session ${session} (via ${tool})`);
    return true;
  }

  /** Feed every tool/call; returns true when it was one of ours. */
  function onToolCall(session, { callId, name, arguments: rawArgs }) {
    if (typeof name !== 'string' || !name.startsWith(toolPrefix)) return false;
    let args = {};
    try { args = typeof rawArgs === 'string' ? JSON.parse(rawArgs || '{}') : (rawArgs ?? {}); } catch { /* keep {} */ }
    pendingCalls.set(callId, { session, tool: name.slice(toolPrefix.length), args });
    // A call whose result never comes (interrupted turn) must not pile up in a long-lived DSH.
    if (pendingCalls.size > 1000) pendingCalls.delete(pendingCalls.keys().next().value);
    return true;
  }

  /** Feed every tool/result; attributes uses of injected ids. */
  function onToolResult(session, { toolCallId, text, isError }) {
    const call = pendingCalls.get(toolCallId);
    if (!call) return [];
    pendingCalls.delete(toolCallId);
    if (isError) return [];
    const uses = [];
    const tool = call.tool;
    if (tool === 'flymemory_get_memory') {
      const id = Number(call.args.id);
      if (Number.isInteger(id) && recordUse('expanded', session, id, tool)) uses.push(['expanded', id]);
    } else if (tool === 'flymemory_supersede') {
      const id = Number(call.args.old_id);
      if (Number.isInteger(id) && recordUse('superseded', session, id, tool)) uses.push(['superseded', id]);
    } else if (tool === 'flymemory_remember') {
      // A state_key write supersedes the previous value itself: "NEW #9 (supersedes #5)".
      for (const group of String(text ?? '').matchAll(/supersedes ((?:#\d+(?:, )?)+)/g)) {
        for (const match of group[1].matchAll(/#(\d+)/g)) {
          const id = Number(match[1]);
          if (recordUse('superseded', session, id, tool)) uses.push(['superseded', id]);
        }
      }
    } else if (/^flymemory_(recall|recall_index|recall_block|state_lookup|state_history|insights|session_pack)$/.test(tool)) {
      const seen = new Set();
      for (const match of String(text ?? '').matchAll(/#(\d+)\b/g)) {
        const id = Number(match[1]);
        if (seen.has(id)) continue;
        seen.add(id);
        if (recordUse('recalled', session, id, tool)) uses.push(['recalled', id]);
      }
    }
    return uses;
  }

  return { recordInjected, onToolCall, onToolResult, injectedIdsFor };
}
