import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { writePidFile } from '../../lib/engine.js';
import { createKeepAlive } from '../../lib/keepalive.js';

function tempDir(t) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flymemory-keepalive-test-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function recordingLog() {
  const lines = [];
  return { lines, info: (m) => lines.push(`INFO ${m}`), warn: (m) => lines.push(`WARN ${m}`), error: (m) => lines.push(`ERROR ${m}`) };
}

let nextPid = 40_000;
// A stand-in child process recorded in the pid file, as ensureEngine leaves it.
function fakeChild(dataDir) {
  const child = Object.assign(new EventEmitter(), { pid: nextPid++ });
  writePidFile(dataDir, { pid: child.pid, port: 1, startTime: 'x', cmdline: 'fake' });
  return child;
}

/** Resolves once `predicate()` holds; a hang guard, never a measure of speed. */
async function until(predicate, what, guardMs = 10_000) {
  const guard = performance.now() + guardMs;
  while (!predicate()) {
    assert.ok(performance.now() < guard, `still waiting after ${guardMs} ms: ${what}`);
    await sleep(2);
  }
}

test('an engine this plugin started is restarted after it dies, with a growing pause', async (t) => {
  const dataDir = tempDir(t);
  const log = recordingLog();
  const children = [];
  const relaunchedAt = [];
  const keepAlive = createKeepAlive({
    options: { dataDir }, log, delaysMs: [10, 40],
    relaunch: async () => {
      relaunchedAt.push(performance.now());
      const child = fakeChild(dataDir);
      children.push(child);
      return { status: 'launched', child };
    },
  });
  t.after(() => keepAlive.dispose());
  const child = fakeChild(dataDir);
  keepAlive.watch(child);

  // A timer never fires early, only late: the pauses are bounded from below, which load cannot break.
  const firstDied = performance.now();
  child.emit('exit', 1, null);
  await until(() => children.length === 1, 'the first restart');
  const secondDied = performance.now();
  children[0].emit('exit', null, 'SIGKILL');
  await until(() => children.length === 2, 'the second restart');
  assert.ok(relaunchedAt[0] - firstDied >= 9, `first pause ${relaunchedAt[0] - firstDied} ms, set to 10 ms`);
  assert.ok(relaunchedAt[1] - secondDied >= 39, `second pause ${relaunchedAt[1] - secondDied} ms, set to 40 ms`);
  assert.match(log.lines.join('\n'), /WARN FlyMemory engine died \(pid \d+, exit code 1, signal null\); restarting in 10 ms/);
  assert.match(log.lines.join('\n'), /restarting in 40 ms \(crash 2/);
});

test('after too many crashes it gives up loudly', async (t) => {
  const dataDir = tempDir(t);
  const log = recordingLog();
  let relaunches = 0;
  const gaveUp = [];
  const keepAlive = createKeepAlive({
    options: { dataDir }, log, delaysMs: [1], maxCrashes: 2, onGiveUp: (what) => gaveUp.push(what),
    relaunch: async () => { relaunches++; const child = fakeChild(dataDir); setImmediate(() => child.emit('exit', 1, null)); return { status: 'launched', child }; },
  });
  t.after(() => keepAlive.dispose());
  const child = fakeChild(dataDir);
  keepAlive.watch(child);
  child.emit('exit', 1, null);
  await until(() => keepAlive.gaveUp, 'giving up after the third crash');
  await sleep(20); // a keep-alive that went on after giving up would relaunch within its 1 ms pause
  assert.equal(relaunches, 2);
  assert.equal(gaveUp.length, 1, 'told once, so status and doctor can show it');
  assert.match(log.lines.join('\n'), /ERROR FlyMemory engine crashed 3 times .*giving up restarting it.*flymemory doctor/);
});

test('an engine stopped on purpose (pid file removed) is not restarted', async (t) => {
  const dataDir = tempDir(t);
  const log = recordingLog();
  let relaunches = 0;
  const keepAlive = createKeepAlive({ options: { dataDir }, log, delaysMs: [1], relaunch: async () => { relaunches++; return { status: 'failed' }; } });
  t.after(() => keepAlive.dispose());
  const child = fakeChild(dataDir);
  keepAlive.watch(child);
  fs.rmSync(path.join(dataDir, 'engine.pid'));
  child.emit('exit', 0, 'SIGTERM');
  await sleep(20);
  assert.equal(relaunches, 0);
  assert.match(log.lines.join('\n'), /no longer recorded .*not restarting/);
});

test('after dispose nothing is restarted', async (t) => {
  const dataDir = tempDir(t);
  let relaunches = 0;
  const keepAlive = createKeepAlive({ options: { dataDir }, log: recordingLog(), delaysMs: [1], relaunch: async () => { relaunches++; return { status: 'failed' }; } });
  const child = fakeChild(dataDir);
  keepAlive.watch(child);
  keepAlive.dispose();
  child.emit('exit', 1, null);
  await sleep(20);
  assert.equal(relaunches, 0);
});
