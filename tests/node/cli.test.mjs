import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { main } from '../../lib/cli.js';
import { writePidFile } from '../../lib/engine.js';
import { freePort, startFakeEngine } from './fake-engine.mjs';

const CLI = fileURLToPath(new URL('../../bin/flymemory.mjs', import.meta.url));

async function cli(args, env = {}) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [CLI, ...args], { env: { ...process.env, ...env } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    return { code: error.code, stdout: error.stdout, stderr: error.stderr };
  }
}

// In-process: the same entry point the binary calls, without a node start-up per case.
async function run(args, { stdin = '' } = {}) {
  let stdout = '';
  let stderr = '';
  const io = { out: (s) => { stdout += `${s}\n`; }, err: (s) => { stderr += `${s}\n`; }, stdin: async () => stdin };
  const code = await main(args, io);
  return { code, stdout, stderr };
}

function tempDir(t) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flymemory-cli-test-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

test('status reports our running engine', async (t) => {
  const engine = await startFakeEngine();
  t.after(engine.close);
  const result = await cli(['status', '--port', String(engine.port), '--data-dir', tempDir(t), '--json']);
  assert.equal(result.code, 0);
  const report = JSON.parse(result.stdout);
  assert.equal(report.state, 'ours');
  assert.equal(report.health.name, 'flymemory');
});

test('status exits 1 when nothing answers', async (t) => {
  const result = await run(['status', '--port', String(await freePort()), '--data-dir', tempDir(t)]);
  assert.equal(result.code, 1);
  assert.match(result.stderr, /not running .*down/);
});

test('stop will not kill a pid that the engine on the port does not report', async (t) => {
  const engine = await startFakeEngine();
  t.after(engine.close);
  const dataDir = tempDir(t);
  writePidFile(dataDir, { pid: process.ppid, port: engine.port });
  const result = await run(['stop', '--port', String(engine.port), '--data-dir', dataDir]);
  assert.equal(result.code, 1);
  assert.match(result.stderr, /not killing it/);
  assert.ok(fs.existsSync(path.join(dataDir, 'engine.pid')), 'a live, identified record is kept');
});

test('an unknown command prints the usage and exits 2', async () => {
  const result = await cli(['explode']);
  assert.equal(result.code, 2);
  assert.match(result.stderr, /Usage: flymemory <command>/);
});

test('every command has its own --help', async () => {
  for (const command of ['start', 'stop', 'status', 'doctor', 'log', 'mute', 'ledger', 'version', 'setup', 'export', 'import']) {
    const result = await run([command, '--help']);
    assert.equal(result.code, 0, command);
    assert.match(result.stdout, new RegExp(`^Usage: flymemory ${command}`), command);
  }
});

test('mute sets a mute that status shows, and mute off clears it', async (t) => {
  const dataDir = tempDir(t);
  const port = String(await freePort());
  const muted = await run(['mute', '30m', '--data-dir', dataDir, '--json']);
  assert.equal(muted.code, 0);
  assert.equal(JSON.parse(muted.stdout).muted, true);
  const status = await run(['status', '--port', port, '--data-dir', dataDir]);
  assert.match(status.stderr, /mute: injection muted for 30m .*capture continues/);
  assert.equal((await run(['mute', 'off', '--data-dir', dataDir])).code, 0);
  assert.match((await run(['status', '--port', port, '--data-dir', dataDir])).stderr, /mute: off/);
});

test('mute with a bad duration is a usage error', async (t) => {
  const result = await run(['mute', 'soon', '--data-dir', tempDir(t)]);
  assert.equal(result.code, 2);
  assert.match(result.stderr, /"soon" is not a duration/);
});

test('ledger summarises usegate.jsonl as text and as JSON', async (t) => {
  const dataDir = tempDir(t);
  fs.writeFileSync(path.join(dataDir, 'usegate.jsonl'), [
    { kind: 'injected', session: 's', ids: [4, 5] },
    { kind: 'expanded', session: 's', id: 4 },
  ].map((e) => JSON.stringify(e)).join('\n') + '\n');
  const text = await run(['ledger', '--data-dir', dataDir]);
  assert.equal(text.code, 0);
  assert.match(text.stdout, /1 of 2 injected memories were used in their session \(50\.0%\)/);
  assert.match(text.stdout, /#4 {2}1 \/ 1/);
  const json = JSON.parse((await run(['ledger', '--json', '--data-dir', dataDir])).stdout);
  assert.equal(json.useRate, 0.5);
  assert.deepEqual(json.counts, { injected: 1, expanded: 1, recalled: 0, superseded: 0 });
});

test('log prints the last N lines of the plugin log', async (t) => {
  const dataDir = tempDir(t);
  fs.writeFileSync(path.join(dataDir, 'plugin.log'), 'one\ntwo\nthree\n');
  const result = await run(['log', '-n', '2', '--data-dir', dataDir]);
  assert.equal(result.stdout, 'two\nthree\n');
  assert.equal((await run(['log', '--data-dir', tempDir(t)])).code, 1);
});

test('doctor names what is missing and the command that fixes it', async (t) => {
  const dataDir = tempDir(t);
  const result = await run(['doctor', '--json', '--port', String(await freePort()), '--data-dir', dataDir, '--python', '/nonexistent/python']);
  assert.equal(result.code, 1);
  const { checks } = JSON.parse(result.stdout);
  const python = checks.find((c) => c.name === 'python engine');
  assert.equal(python.status, 'fail');
  assert.match(python.fix, /^node \S+\/bin\/flymemory\.mjs setup$/);
  assert.equal(checks.find((c) => c.name === 'data dir').status, 'ok');
});

test('setup --dry-run shows the venv under the data dir and the CPU torch build', async (t) => {
  const dataDir = tempDir(t);
  const result = await run(['setup', '--dry-run', '--embedder', 'sentence-transformers', '--base-python', 'python3', '--data-dir', dataDir]);
  assert.equal(result.code, 0, result.stderr);
  assert.match(result.stdout, new RegExp(`python3 -m venv ${path.join(dataDir, 'venv').replace(/[/\\]/g, '.')}`));
  assert.match(result.stdout, /pip install torch --index-url https:\/\/download\.pytorch\.org\/whl\/cpu/);
  assert.match(result.stdout, /sentence-transformers/);
});

test('export without a running engine exits 3 and says how to start it', async (t) => {
  const result = await run(['export', '--port', String(await freePort()), '--data-dir', tempDir(t)]);
  assert.equal(result.code, 3);
  assert.match(result.stderr, /flymemory start/);
});

test('version prints the package version', async (t) => {
  const result = await run(['version', '--json', '--port', String(await freePort()), '--data-dir', tempDir(t)]);
  assert.equal(result.code, 0);
  assert.match(JSON.parse(result.stdout).plugin, /^\d+\.\d+\.\d+/);
});

test('hook prompt fails open: no engine, no output, exit 0', async (t) => {
  const result = await run(['hook', 'prompt', '--port', String(await freePort()), '--data-dir', tempDir(t)], { stdin: JSON.stringify({ prompt: 'hello', session_id: 's', cwd: '/ws' }) });
  assert.equal(result.code, 0);
  assert.equal(result.stdout, '');
});

test('hook prompt prints the memory context as hook JSON', async (t) => {
  const engine = await startFakeEngine({ onTool: (name) => (name === 'flymemory_auto' ? { text: '', data: { memories: [{ id: 3, text: 'deploys use fabric', age_seconds: 60, app: 'dsh' }] } } : { text: '', data: { memories: [] } }) });
  t.after(engine.close);
  const result = await run(['hook', 'prompt', '--port', String(engine.port), '--data-dir', tempDir(t)], { stdin: JSON.stringify({ prompt: 'how do I deploy?', session_id: 's', cwd: '/ws' }) });
  assert.equal(result.code, 0);
  const output = JSON.parse(result.stdout);
  assert.equal(output.hookSpecificOutput.hookEventName, 'UserPromptSubmit');
  assert.match(output.hookSpecificOutput.additionalContext, /#3 · 1m · dsh · deploys use fabric/);
});
