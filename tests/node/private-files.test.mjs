// "Data files are readable by their owner only": every file and folder the
// plugin and the CLI write in the data dir, walked after a session that touches
// each writer, under a permissive umask, and again over files an earlier
// version left readable by everyone.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { acquireSetupLock, startBackgroundSetup } from '../../lib/auto-setup.js';
import { launchEngine, writePidFile } from '../../lib/engine.js';
import * as plugin from '../../lib/index.js';
import { appendLedger } from '../../lib/ledger.js';
import { writeMute } from '../../lib/mute.js';
import { seedFromUpstream } from '../../lib/seed.js';
import { replaySpool, spoolPrompt } from '../../lib/spool.js';
import { freePort, startFakeEngine } from './fake-engine.mjs';
import { openToOthers } from './file-modes.mjs';

const CLI = fileURLToPath(new URL('../../bin/flymemory.mjs', import.meta.url));
const silent = { info() {}, warn() {}, error() {} };

// Everything the writers below leave behind; the walk must find each, so it is never vacuous.
const EXPECTED = ['plugin.log', 'state.json', 'hooks.json', 'usegate.jsonl', 'usegate.1.jsonl', 'recovery-pending.json',
  'mute.json', 'engine.pid', 'engine.out', 'setup.log', 'upstream-seeded.json', 'spool.replaying.jsonl',
  'spool.replayed-ids', 'spool.rejected.jsonl', 'spool.jsonl', 'hook.log'];

function tempDir(t) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flymemory-private-test-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function withUmask(t, mask) {
  const before = process.umask(mask);
  t.after(() => process.umask(before));
}

function fakeChild() {
  const child = new EventEmitter();
  child.pid = 999_999;
  child.unref = () => {};
  return child;
}

async function cliUnderUmask(mask, args, stdin = '') {
  const command = `umask ${mask.toString(8).padStart(3, '0')}; exec "$0" "$@"`;
  const child = promisify(execFile)('/bin/sh', ['-c', command, process.execPath, CLI, ...args]);
  child.child.stdin.end(stdin);
  return child;
}

/** One session's worth of every writer: plugin activation and a step, the observer, spool and replay, CLI commands. */
async function exerciseEveryWriter(t, dataDir, mask, scratch) {
  const engine = await startFakeEngine({ onTool: () => ({ text: '#7 · 1h · dsh · deploys use fabric' }) });
  t.after(engine.close);
  const ctx = { listeners: new Map(), on(event, listener) { this.listeners.set(event, listener); } };
  await plugin.apply(ctx, { port: engine.port, dataDir, autostart: false, nativeHooks: true });
  const prompt = { id: 'u', role: 'user', content: [{ type: 'text', text: 'how do I deploy?' }], source: { kind: 'user' } };
  const session = { header: { id: 's1', cwd: '/w' } };
  await ctx.listeners.get('agent/pre-step')({ messages: [prompt], turn: 1, step: 1, agent: { session } }, async () => ({ kind: 'enter', messages: [prompt] }));
  ctx.listeners.get('session/event')(session, { type: 'compaction/summary', data: { summary: [{ type: 'text', text: 'we chose fabric' }] } });

  appendLedger(dataDir, { kind: 'injected', session: 's2', ids: [1] }, { rotateBytes: 1 }); // rotates to usegate.1.jsonl
  writeMute(dataDir, { ms: 60_000 });
  writePidFile(dataDir, { pid: process.pid, port: engine.port }, () => ({ startTime: 1, cmdline: 'node' }));
  launchEngine({ pythonExe: 'python3', host: '127.0.0.1', port: engine.port, dataDir, spawnImpl: fakeChild });
  startBackgroundSetup({ options: { dataDir, embedder: 'default' }, cliPath: CLI, log: silent, spawnImpl: fakeChild, nodeExe: process.execPath });
  acquireSetupLock(dataDir); // left held: a setup.lock is a file in the data dir like any other
  const library = path.join(scratch, 'library.jsonl'); // the user's file, outside the data dir
  fs.writeFileSync(library, '{}\n');
  await seedFromUpstream({ options: { dataDir, seedFromUpstream: true, upstreamLibrary: library }, callTool: async () => 'imported 0', log: silent });

  // Two prompts spooled, one corrupt line; the replay stores the first and stops at the second.
  spoolPrompt({ dataDir, text: 'first prompt', log: silent });
  spoolPrompt({ dataDir, text: 'second prompt', log: silent });
  fs.appendFileSync(path.join(dataDir, 'spool.jsonl'), 'not json\n');
  let autoCalls = 0;
  const callToolResult = async (tool) => {
    if (tool === 'flymemory_auto' && ++autoCalls > 1) throw new Error('engine went away');
    return { text: 'ok', data: { plan: ['store as new'] } };
  };
  await replaySpool({ dataDir, callToolResult, log: silent });
  spoolPrompt({ dataDir, text: 'third prompt', log: silent }); // a new spool.jsonl beside the one being replayed

  // The CLI as a user runs it, in its own process under the same umask.
  await cliUnderUmask(mask, ['mute', '30m', '--data-dir', dataDir]);
  await cliUnderUmask(mask, ['hook', 'prompt', '--port', String(await freePort()), '--data-dir', dataDir], JSON.stringify({ prompt: 'typed while down' }));
}

for (const mask of [0o022, 0o000]) {
  test(`every file the plugin and CLI write is owner-only under umask ${mask.toString(8).padStart(3, '0')}`, { skip: process.platform === 'win32' }, async (t) => {
    withUmask(t, mask);
    const root = tempDir(t);
    const dataDir = path.join(root, 'home', '.dsh', 'flymemory-data'); // created by the plugin, parents included
    await exerciseEveryWriter(t, dataDir, mask, root);
    const present = EXPECTED.filter((name) => fs.existsSync(path.join(dataDir, name)));
    assert.deepEqual(present, EXPECTED, 'every writer left its file');
    assert.deepEqual(openToOthers(path.join(root, 'home')), {});
  });
}

test('files and folders an earlier version left readable by others are tightened when next written', { skip: process.platform === 'win32' }, async (t) => {
  withUmask(t, 0o022);
  const root = tempDir(t);
  const dataDir = path.join(root, 'flymemory-data');
  fs.mkdirSync(dataDir, { mode: 0o755 });
  fs.chmodSync(dataDir, 0o755);
  // Not the replay file (the replay would take that empty file first) nor the seed marker (it means: do not seed).
  const rewritten = EXPECTED.filter((name) => !['spool.replaying.jsonl', 'upstream-seeded.json'].includes(name));
  for (const name of rewritten) fs.writeFileSync(path.join(dataDir, name), '', { mode: 0o644 });
  await exerciseEveryWriter(t, dataDir, 0o022, root);
  assert.deepEqual(openToOthers(dataDir), {});
});
