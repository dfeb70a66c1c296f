import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { writePidFile } from '../../lib/engine.js';
import { freePort, startFakeEngine } from './fake-engine.mjs';

const CLI = fileURLToPath(new URL('../../bin/flymemory.mjs', import.meta.url));

async function cli(args) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [CLI, ...args]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    return { code: error.code, stdout: error.stdout, stderr: error.stderr };
  }
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
  const result = await cli(['status', '--port', String(await freePort()), '--data-dir', tempDir(t)]);
  assert.equal(result.code, 1);
  assert.match(result.stderr, /not running .*down/);
});

test('stop will not kill a pid that the engine on the port does not report', async (t) => {
  const engine = await startFakeEngine();
  t.after(engine.close);
  const dataDir = tempDir(t);
  writePidFile(dataDir, { pid: process.ppid, port: engine.port });
  const result = await cli(['stop', '--port', String(engine.port), '--data-dir', dataDir]);
  assert.equal(result.code, 1);
  assert.match(result.stderr, /not killing it/);
  assert.ok(fs.existsSync(path.join(dataDir, 'engine.pid')), 'a live, identified record is kept');
});

test('an unknown command prints the usage and exits 2', async () => {
  const result = await cli(['explode']);
  assert.equal(result.code, 2);
  assert.match(result.stderr, /Usage: flymemory <start\|stop\|status>/);
});
