// The `session/event` observer: DSH calls it synchronously for every event
// committed to a session log, as `(session, event)` with event `{type, data}`.
// It feeds the use ledger from the session's flymemory tool calls/results and
// stores compaction summaries. It must never append to the session (that
// re-enters the log) and never block: engine writes run detached.
import fs from 'node:fs';
import path from 'node:path';
import { engineUnavailable, messageText } from './prestep.js';
import { ensurePrivateDir, writePrivateFile } from './private-files.js';
import { MAX_TEXT_CHARS } from './shared-constants.js';

export const COMPACTION_TAGS = Object.freeze(['checkpoint', 'compaction']);
export const RECOVERY_FILE = 'recovery-pending.json';

/** Text of a compaction summary's content blocks. */
export function summaryText(blocks) {
  if (!Array.isArray(blocks)) return '';
  return blocks.filter((b) => b?.type === 'text' && typeof b.text === 'string').map((b) => b.text).join('\n').trim();
}

/**
 * Sessions that were compacted and whose next step should carry a recovery
 * pack. Kept in `<dataDir>/recovery-pending.json` as well as in memory: DSH
 * retries the overflowing step without a new pre-step, so the next step may
 * run in a later DSH process (`--session-id`).
 */
export function createRecoveryFlags({ dataDir } = {}) {
  const file = dataDir ? path.join(dataDir, RECOVERY_FILE) : null;
  const pending = new Set();
  const load = () => {
    if (!file) return {};
    try { return JSON.parse(fs.readFileSync(file, 'utf8')) ?? {}; } catch { return {}; }
  };
  const save = (record) => {
    if (!file) return;
    try {
      ensurePrivateDir(dataDir);
      if (Object.keys(record).length) writePrivateFile(file, `${JSON.stringify(record)}\n`);
      else fs.rmSync(file, { force: true });
    } catch { /* the in-memory flag still works for this process */ }
  };
  return {
    mark(session) {
      pending.add(session);
      save({ ...load(), [session]: new Date().toISOString() });
    },
    /** True once per compaction: reading the flag clears it. */
    take(session) {
      const record = load();
      const inFile = session in record;
      if (inFile) {
        delete record[session];
        save(record);
      }
      return pending.delete(session) || inFile;
    },
    has: (session) => pending.has(session) || session in load(),
  };
}

/**
 * @param {{tracker?: object, callTool: Function, options: object, log: object, recovery: object,
 *   spool?: (note: {text: string, session: string, workspace: string, compartment: string, tags: string[]}) => {kept: boolean}}} deps
 * `spool` keeps a summary the engine could not take (busy, down, too slow) for the spool's replay.
 */
export function createSessionObserver({ tracker, callTool, options, log, recovery, spool }) {
  const storing = new Set(); // in-flight summary writes, so tests and dispose can wait

  function observe(session, event) {
    try {
      const sessionId = session?.header?.id ?? session?.id;
      if (typeof sessionId !== 'string' || !event || typeof event.type !== 'string') return;
      switch (event.type) {
        case 'tool/call':
          if (tracker && options.useGate) tracker.onToolCall(sessionId, event.data ?? {});
          break;
        case 'tool/result': {
          if (!tracker || !options.useGate) break;
          const message = event.data?.message;
          tracker.onToolResult(sessionId, {
            toolCallId: message?.toolCallId,
            text: messageText(message),
            isError: message?.isError === true || Boolean(event.data?.error),
          });
          break;
        }
        case 'compaction/summary':
          storeSummary(sessionId, session?.header?.cwd, event.data);
          break;
        default:
          break;
      }
    } catch (error) {
      // An observer that throws would be contained by DSH, but say what happened.
      log.warn(`session event ${event?.type} not observed: ${error?.message ?? error}`);
    }
  }

  function storeSummary(sessionId, cwd, data) {
    const text = summaryText(data?.summary);
    if (!text) {
      log.warn(`compaction summary in session ${sessionId} had no text; nothing stored`);
      return;
    }
    recovery.mark(sessionId);
    const args = { text: text.slice(0, MAX_TEXT_CHARS), compartment: 'context', tags: [...COMPACTION_TAGS], session_id: sessionId };
    if (typeof cwd === 'string' && cwd) args.workspace = cwd;
    const write = callTool('flymemory_remember', args, { timeoutMs: Math.max(options.hookTimeoutMs, 10_000) })
      .then((reply) => log.info(`stored compaction summary of session ${sessionId} (${text.length} chars): ${String(reply).split('\n')[0]}`))
      .catch((error) => {
        // Unavailable is not refused: kept like a typed prompt and stored once the engine answers
        // (a summary that did land after a timeout is found by the replay's dry run, not written twice).
        const kept = engineUnavailable(error) && spool
          ? spool({ text: args.text, session: sessionId, workspace: args.workspace ?? '', compartment: args.compartment, tags: args.tags })
          : null;
        if (kept?.kept) {
          log.warn(`compaction summary of session ${sessionId} was kept in the spool (${error?.message ?? error}); ` +
            'it is stored with its time once the engine answers');
        } else {
          log.warn(`compaction summary of session ${sessionId} not stored: ${error?.message ?? error}. ` +
            'The session goes on; check the engine with `flymemory doctor`.');
        }
      })
      .finally(() => storing.delete(write));
    storing.add(write);
  }

  return { observe, settled: () => Promise.all([...storing]) };
}
