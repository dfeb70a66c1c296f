// Seeding from an upstream library: with `seedFromUpstream` on, the memories
// exported at `upstreamLibrary` (a `flymemory export` JSON Lines file, or the
// published dsh-flymemory's library) are imported once, on first activation.
// A marker in the data dir makes it once; it runs in the background so DSH
// starts at its usual speed.
import fs from 'node:fs';
import path from 'node:path';
import { ensurePrivateDir, writePrivateFile } from './private-files.js';

export const SEED_MARKER = 'upstream-seeded.json';

/** Why seeding should not run now, or null when it should. */
export function seedSkipReason(options) {
  if (!options.seedFromUpstream) return 'seedFromUpstream is off';
  if (!options.upstreamLibrary) return 'seedFromUpstream is on but upstreamLibrary is empty';
  if (!fs.existsSync(options.upstreamLibrary)) return `upstreamLibrary ${options.upstreamLibrary} does not exist`;
  const marker = path.join(options.dataDir, SEED_MARKER);
  if (fs.existsSync(marker)) return `already seeded (remove ${marker} to seed again)`;
  return null;
}

/** Imports the upstream library once; never throws. */
export async function seedFromUpstream({ options, callTool, log }) {
  const skip = seedSkipReason(options);
  if (skip) {
    if (options.seedFromUpstream) log.warn(`not seeding from upstream: ${skip}`);
    return { seeded: false, detail: skip };
  }
  const source = path.resolve(options.upstreamLibrary);
  try {
    const reply = await callTool('flymemory_import', { path: source }, { timeoutMs: 600_000 });
    ensurePrivateDir(options.dataDir);
    writePrivateFile(path.join(options.dataDir, SEED_MARKER), `${JSON.stringify({ source, at: new Date().toISOString(), reply: String(reply).slice(0, 500) })}\n`);
    log.info(`seeded from upstream library ${source}: ${String(reply).split('\n')[0]}`);
    return { seeded: true, detail: reply };
  } catch (error) {
    log.warn(`seeding from upstream library ${source} failed: ${error?.message ?? error}. ` +
      `It is retried on the next activation; \`flymemory import ${source}\` does it by hand.`);
    return { seeded: false, detail: error?.message ?? String(error) };
  }
}
