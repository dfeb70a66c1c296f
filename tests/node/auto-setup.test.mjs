import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { spawnSync } from 'node:child_process';
import { acquireSetupLock, runningSetup, SETUP_DRIVER, shouldAutoSetup, startBackgroundSetup } from '../../lib/auto-setup.js';

function tempDir(t) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flymemory-autosetup-test-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function recordingLog() {
  const lines = [];
  return { lines, info: (m) => lines.push(`INFO ${m}`), warn: (m) => lines.push(`WARN ${m}`), error: (m) => lines.push(`ERROR ${m}`) };
}

test('the plugin installs the engine itself only for the default python, with autostart, and only once', () => {
  const options = { dataDir: '/data', autostart: true, embedder: '' };
  assert.equal(shouldAutoSetup(options, { pythonExe: 'default' }, () => false), true);
  assert.equal(shouldAutoSetup(options, { pythonExe: 'env' }, () => false), false, 'a python the user chose is not second-guessed');
  assert.equal(shouldAutoSetup({ ...options, autostart: false }, { pythonExe: 'default' }, () => false), false);
  assert.equal(shouldAutoSetup(options, { pythonExe: 'default' }, () => true), false, 'the managed venv exists already');
});

test('the background setup runs `flymemory setup` detached with its output in setup.log', (t) => {
  const dataDir = tempDir(t);
  const spawned = [];
  const spawnImpl = (cmd, args, opts) => {
    spawned.push({ cmd, args, opts });
    return Object.assign(new EventEmitter(), { pid: 4242, unref() {} });
  };
  const log = recordingLog();
  const result = startBackgroundSetup({ options: { dataDir, embedder: 'sentence-transformers:all-MiniLM-L6-v2' }, cliPath: '/pkg/bin/flymemory.mjs', log, spawnImpl, nodeExe: '/usr/bin/node' });
  assert.equal(result.started, true);
  assert.equal(spawned[0].cmd, '/usr/bin/node', 'a real node, never DSH\'s own binary');
  assert.deepEqual(spawned[0].args, ['/pkg/bin/flymemory.mjs', 'setup', '--data-dir', dataDir, '--embedder', 'sentence-transformers']);
  assert.equal(spawned[0].opts.detached, true);
  assert.match(log.lines.join('\n'), /being installed now .*setup\.log.*kept and stored/);
});

test('one setup at a time: the lock is held while it runs and a dead holder does not block', (t) => {
  const dataDir = tempDir(t);
  const release = acquireSetupLock(dataDir);
  assert.equal(typeof release, 'function');
  assert.equal(acquireSetupLock(dataDir), null);
  assert.equal(runningSetup(dataDir).pid, process.pid);
  const log = recordingLog();
  assert.equal(startBackgroundSetup({ options: { dataDir, embedder: '' }, cliPath: 'x', log, spawnImpl: () => assert.fail('must not spawn') }).started, false);
  release();
  fs.writeFileSync(path.join(dataDir, 'setup.lock'), JSON.stringify({ pid: 999_999, startedAt: 'then' }));
  assert.equal(runningSetup(dataDir), null, 'a lock left by a dead process is cleared');
});

test('without any node the plugin drives the install itself through the base python, detached', (t) => {
  const dataDir = tempDir(t);
  const spawned = [];
  const spawnImpl = (cmd, args, opts) => {
    spawned.push({ cmd, args, opts });
    return Object.assign(new EventEmitter(), { pid: 4343, unref() {} });
  };
  const log = recordingLog();
  const result = startBackgroundSetup({ options: { dataDir, embedder: '' }, cliPath: '/pkg/bin/flymemory.mjs', log, spawnImpl,
    nodeExe: null, basePython: () => ({ command: 'python3.11', version: '3.11' }) });
  assert.equal(result.started, true);
  assert.equal(result.inProcess, true);
  assert.equal(spawned[0].cmd, 'python3.11');
  assert.equal(spawned[0].args[0], '-c');
  const job = JSON.parse(spawned[0].args[2]);
  assert.equal(job.lock, path.join(dataDir, 'setup.lock'));
  assert.deepEqual(job.plan[0].args, ['-m', 'venv', path.join(dataDir, 'venv')]);
  assert.match(log.lines.join('\n'), /no node on PATH/);
});

test('without node and without python: a clear error, nothing started', (t) => {
  const dataDir = tempDir(t);
  const log = recordingLog();
  const result = startBackgroundSetup({ options: { dataDir, embedder: '' }, cliPath: 'x', log, spawnImpl: () => assert.fail('must not spawn'),
    nodeExe: null, basePython: () => null });
  assert.equal(result.started, false);
  assert.match(log.lines.join('\n'), /no node and no Python 3\.10\+/);
});

test('the python-driven install runs each step in order under the setup lock, logs it, and stops at a failing step', (t) => {
  const dataDir = tempDir(t);
  const lock = path.join(dataDir, 'setup.lock');
  const python = process.env.FLYMEMORY_PYTHON || 'python3';
  const job = (plan) => JSON.stringify({ plan, lock });
  const ok = spawnSync(python, ['-c', SETUP_DRIVER, job([
    { title: 'first step', command: python, args: ['-c', 'import os, sys; print("lock held:", os.path.exists(sys.argv[1]))', lock] },
    { title: 'second step', command: python, args: ['-c', 'print(42)'] },
  ])], { encoding: 'utf8' });
  assert.equal(ok.status, 0, ok.stderr);
  assert.match(ok.stdout, /\[1\/2\] first step\nlock held: True\n\[2\/2\] second step\n42\nFlyMemory engine installed\n/);
  assert.equal(fs.existsSync(lock), false, 'the lock is released');

  const failing = spawnSync(python, ['-c', SETUP_DRIVER, job([
    { title: 'breaks', command: python, args: ['-c', 'raise SystemExit(3)'] },
    { title: 'never', command: python, args: ['-c', 'print("not reached")'] },
  ])], { encoding: 'utf8' });
  assert.equal(failing.status, 3);
  assert.match(failing.stdout, /setup stopped at step 1 \(exit 3\)/);
  assert.doesNotMatch(failing.stdout, /not reached/);
  assert.equal(fs.existsSync(lock), false);
});
