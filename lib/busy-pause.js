// A busy engine's pause (HTTP 503 Retry-After) that outlives the process that
// was told: the hook CLI runs one process per prompt, so the pause is kept in
// <dataDir>/engine-busy-until.json (owner-only) and every later hook process
// sends nothing until it has passed. Same contract as mcp-client's busy gate.
import fs from 'node:fs';
import path from 'node:path';
import { createBusyGate, MAX_RETRY_AFTER_MS } from './mcp-client.js';
import { ensurePrivateDir, replacePrivateFile } from './private-files.js';

export const PAUSE_FILE = 'engine-busy-until.json';

/**
 * @param {{dataDir: string, now?: () => number, maxMs?: number}} opts
 * @returns {ReturnType<typeof createBusyGate>}
 */
export function createFileBusyGate({ dataDir, now = Date.now, maxMs = MAX_RETRY_AFTER_MS }) {
  const file = path.join(dataDir, PAUSE_FILE);
  const inProcess = createBusyGate({ now, maxMs });
  // The time the file asks to wait until; never more than maxMs from now (a clock change or a damaged file).
  const keptUntil = () => {
    try {
      const until = JSON.parse(fs.readFileSync(file, 'utf8'))?.until;
      return Number.isFinite(until) ? Math.min(until, now() + maxMs) : 0;
    } catch {
      return 0; // none, or unreadable: no pause
    }
  };
  const remainingMs = () => Math.max(inProcess.remainingMs(), keptUntil() - now());
  return {
    remainingMs,
    close(ms) {
      const wait = inProcess.close(ms);
      const until = now() + wait;
      if (until > keptUntil()) {
        try {
          ensurePrivateDir(dataDir);
          replacePrivateFile(file, `${JSON.stringify({ until, at: new Date(now()).toISOString() })}\n`);
        } catch { /* the data dir cannot be written: this process still pauses */ }
      }
      return remainingMs();
    },
  };
}
