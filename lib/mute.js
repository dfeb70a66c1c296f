// `flymemory mute 30m | 2h | off`: a file in the data dir that the plugin
// re-reads on every step, so muting works without restarting DSH.
// Muted: no injection, capture goes on; muted with `all`: no engine calls at all.
import fs from 'node:fs';
import path from 'node:path';
import { ensurePrivateDir, writePrivateFile } from './private-files.js';

export const MUTE_FILE = 'mute.json';
const UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/**
 * Parses `30m`, `2h`, `90s`, `1d`, `1h30m`, or `off`.
 * @returns {{off: true} | {ms: number} | null} null when the text is not a duration
 */
export function parseMuteDuration(text) {
  const value = String(text ?? '').trim().toLowerCase();
  if (['off', '0', 'none', 'unmute'].includes(value)) return { off: true };
  if (!/^(\d+\s*[smhd]\s*)+$/.test(value)) return null;
  let ms = 0;
  for (const [, amount, unit] of value.matchAll(/(\d+)\s*([smhd])/g)) ms += Number(amount) * UNIT_MS[unit];
  // A mute longer than a month is almost certainly a typo.
  return ms > 0 && ms <= 31 * UNIT_MS.d ? { ms } : null;
}

export function mutePath(dataDir) {
  return path.join(dataDir, MUTE_FILE);
}

export function writeMute(dataDir, { ms, all = false, now = Date.now() }) {
  ensurePrivateDir(dataDir);
  const record = { until: new Date(now + ms).toISOString(), all: Boolean(all), setAt: new Date(now).toISOString() };
  writePrivateFile(mutePath(dataDir), `${JSON.stringify(record)}\n`);
  return record;
}

export function clearMute(dataDir) {
  fs.rmSync(mutePath(dataDir), { force: true });
}

/**
 * The mute in effect now, or null. An expired or unreadable file means not muted.
 * @returns {{until: string, all: boolean, remainingMs: number} | null}
 */
export function readMute(dataDir, now = Date.now()) {
  let record;
  try {
    record = JSON.parse(fs.readFileSync(mutePath(dataDir), 'utf8'));
  } catch {
    return null;
  }
  const until = Date.parse(record?.until);
  if (!Number.isFinite(until) || until <= now) return null;
  return { until: record.until, all: record.all === true, remainingMs: until - now };
}

export function describeRemaining(ms) {
  const minutes = Math.ceil(ms / 60_000);
  if (minutes < 60) return `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 ? `${hours}h${minutes % 60}m` : `${hours}h`;
}
