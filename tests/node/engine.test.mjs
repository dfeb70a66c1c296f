import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ensureEngine, probeEngine, readPidFile, stopEngine, writePidFile } from '../../lib/engine.js';
import { freePort, startFakeEngine } from './fake-engine.mjs';

const FAKE_ENGINE = fileURLToPath(new URL('./fake-engine.mjs', import.meta.url));

function tempDir(t) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flymemory-engine-test-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function recordingLog() {
  const lines = [];
  return { lines, info: (m) => lines.push(`INFO ${m}`), warn: (m) => lines.push(`WARN ${m}`), error: (m) => lines.push(`ERROR ${m}`) };
}

// A "python" that runs the fake engine with whatever flags the plugin passes.
function fakePython(dir) {
  const exe = path.join(dir, 'fake-python');
  fs.writeFileSync(exe, `#!/bin/sh\nshift 2\nexec "${process.execPath}" "${FAKE_ENGINE}" "$@"\n`, { mode: 0o755 });
  return exe;
}

function optionsFor(port, dataDir, extra = {}) {
  return { host: '127.0.0.1', port, dataDir, autostart: true, readinessTimeoutMs: 10_000, pythonExe: 'python-that-is-never-run', ...extra };
}

test('probe recognises our engine by the name in /health', async (t) => {
  const engine = await startFakeEngine();
  t.after(engine.close);
  const probe = await probeEngine({ port: engine.port });
  assert.equal(probe.state, 'ours');
  assert.equal(probe.health.name, 'flymemory');
  assert.equal(probe.health.pid, process.pid);
});

test('probe calls a process with another name in /health foreign', async (t) => {
  const other = await startFakeEngine({ health: { name: 'someone-else' } });
  t.after(other.close);
  assert.equal((await probeEngine({ port: other.port })).state, 'foreign');
});

test('probe calls a server without a JSON /health foreign', async (t) => {
  const other = await startFakeEngine({ health: '<html>hi</html>', healthStatus: 404 });
  t.after(other.close);
  const probe = await probeEngine({ port: other.port });
  assert.equal(probe.state, 'foreign');
  assert.match(probe.detail, /HTTP 404/);
});

test('probe reports an unused port as down', async () => {
  assert.equal((await probeEngine({ port: await freePort() })).state, 'down');
});

test('a running engine of ours is reused, not relaunched', async (t) => {
  const engine = await startFakeEngine();
  t.after(engine.close);
  const log = recordingLog();
  const result = await ensureEngine(optionsFor(engine.port, tempDir(t)), log);
  assert.equal(result.status, 'reused');
  assert.match(log.lines.join('\n'), /reusing FlyMemory engine pid/);
});

test('a foreign process on the port is logged and left alone', async (t) => {
  const other = await startFakeEngine({ health: { name: 'not-flymemory' } });
  t.after(other.close);
  const log = recordingLog();
  const result = await ensureEngine(optionsFor(other.port, tempDir(t)), log);
  assert.equal(result.status, 'foreign');
  assert.match(log.lines.join('\n'), /ERROR port \d+ is held by something that is not FlyMemory/);
});

test('with autostart off, a missing engine is reported and not launched', async (t) => {
  const log = recordingLog();
  const result = await ensureEngine(optionsFor(await freePort(), tempDir(t), { autostart: false }), log);
  assert.equal(result.status, 'down');
  assert.match(log.lines.join('\n'), /autostart is off/);
});

test('a python without the engine fails fast with a hint, not a hang', async (t) => {
  const dataDir = tempDir(t);
  const log = recordingLog();
  const started = Date.now();
  const result = await ensureEngine(optionsFor(await freePort(), dataDir, { pythonExe: '/bin/false' }), log);
  assert.equal(result.status, 'failed');
  assert.ok(Date.now() - started < 5000);
  assert.match(log.lines.join('\n'), /did not become ready: engine process exited.*FLYMEMORY_PYTHON/);
});

test('a missing engine is launched detached, recorded in the pid file, and stopped by that record', async (t) => {
  const dataDir = tempDir(t);
  const port = await freePort();
  const options = optionsFor(port, dataDir, { pythonExe: fakePython(dataDir) });
  const log = recordingLog();

  const result = await ensureEngine(options, log);
  t.after(() => { try { process.kill(result.health.pid); } catch { /* already stopped */ } });

  assert.equal(result.status, 'launched', log.lines.join('\n'));
  assert.equal(readPidFile(dataDir).pid, result.health.pid);
  assert.ok(fs.existsSync(path.join(dataDir, 'engine.out')));

  const stopped = await stopEngine(options);
  assert.equal(stopped.stopped, true, stopped.detail);
  assert.equal((await probeEngine({ port })).state, 'down');
  assert.equal(readPidFile(dataDir), null);
});

test('an engine we launched that is too starved to prove itself is still recorded, so stop can end it', async (t) => {
  const dataDir = tempDir(t);
  fs.writeFileSync(path.join(dataDir, 'engine.secret'), 'a-secret-only-the-real-engine-knows\n', { mode: 0o600 });
  const port = await freePort();
  const options = optionsFor(port, dataDir, { pythonExe: fakePython(dataDir), identityWait: { timeoutMs: 100, patientMs: 200 } });
  process.env.FAKE_ENGINE_SILENT_CHALLENGE = '1';
  t.after(() => { delete process.env.FAKE_ENGINE_SILENT_CHALLENGE; });
  const log = recordingLog();

  const result = await ensureEngine(options, log);
  t.after(() => { try { process.kill(result.child.pid); } catch { /* already stopped */ } });

  assert.equal(result.status, 'busy', log.lines.join('\n'));
  assert.equal(readPidFile(dataDir)?.pid, result.child.pid);
  const stopped = await stopEngine(options);
  assert.equal(stopped.stopped, true, stopped.detail);
  assert.equal((await probeEngine({ port })).state, 'down');
});

test('stop refuses when the engine on the port reports a different pid than recorded', async (t) => {
  const engine = await startFakeEngine();
  t.after(engine.close);
  const dataDir = tempDir(t);
  // A live process recorded with its identity, but not the one serving the port.
  writePidFile(dataDir, { pid: process.ppid, port: engine.port });
  const kills = [];
  const result = await stopEngine(optionsFor(engine.port, dataDir), { kill: (pid, signal) => { if (signal !== 0) kills.push([pid, signal]); } });
  assert.equal(result.stopped, false);
  assert.match(result.detail, new RegExp(`reports pid \\d+, not the recorded ${process.ppid}`));
  assert.deepEqual(kills, []);
});

test('a stale pid file (process gone) is removed, not acted on', async (t) => {
  const engine = await startFakeEngine();
  t.after(engine.close);
  const dataDir = tempDir(t);
  writePidFile(dataDir, { pid: 999_999, port: engine.port });
  const kills = [];
  const result = await stopEngine(optionsFor(engine.port, dataDir), { kill: (pid, signal) => { if (signal !== 0) kills.push([pid, signal]); else throw Object.assign(new Error('no such process'), { code: 'ESRCH' }); } });
  assert.equal(result.stopped, false);
  assert.equal(result.stale, true);
  assert.match(result.detail, /removed stale pid file: pid 999999 is not running/);
  assert.equal(readPidFile(dataDir), null);
  assert.deepEqual(kills, []);
});

test('a pid reused by another program (different start time) is never killed', async (t) => {
  const dataDir = tempDir(t);
  writePidFile(dataDir, { pid: process.pid, port: 1, startTime: '1', cmdline: 'python -m flymemory' });
  const kills = [];
  const result = await stopEngine(optionsFor(await freePort(), dataDir), { kill: (pid, signal) => { if (signal !== 0) kills.push([pid, signal]); } });
  assert.equal(result.stale, true);
  assert.match(result.detail, /now belongs to a process started later/);
  assert.deepEqual(kills, []);
});

test('stop refuses when the port is held by something foreign', async (t) => {
  const other = await startFakeEngine({ health: { name: 'other' } });
  t.after(other.close);
  const dataDir = tempDir(t);
  writePidFile(dataDir, { pid: process.pid, port: other.port });
  const kills = [];
  const result = await stopEngine(optionsFor(other.port, dataDir), { kill: (pid, signal) => { if (signal !== 0) kills.push([pid, signal]); } });
  assert.equal(result.stopped, false);
  assert.deepEqual(kills, []);
});

test('stop without a pid file does nothing', async (t) => {
  const result = await stopEngine(optionsFor(await freePort(), tempDir(t)));
  assert.equal(result.stopped, false);
  assert.match(result.detail, /no pid file/);
});

test('when two launchers race, the one whose child lost the port adopts the winner', async (t) => {
  const dataDir = tempDir(t);
  const port = await freePort();
  // This "python" exits at once, as an engine does when the port is taken;
  // meanwhile another launcher's engine comes up on that port.
  const loser = path.join(dataDir, 'losing-python');
  fs.writeFileSync(loser, '#!/bin/sh\nexit 1\n', { mode: 0o755 });
  setTimeout(async () => {
    const winner = await startFakeEngine({ port });
    t.after(winner.close);
  }, 500);

  const result = await ensureEngine(optionsFor(port, dataDir, { pythonExe: loser }), recordingLog());

  assert.equal(result.status, 'launched');
  assert.equal(readPidFile(dataDir).pid, result.health.pid, 'the pid file names the engine that actually serves');
});

test('a python that does not exist fails at once with a hint, not after the readiness timeout', async (t) => {
  const log = recordingLog();
  const started = Date.now();
  const result = await ensureEngine(optionsFor(await freePort(), tempDir(t), { pythonExe: '/nonexistent/python3', readinessTimeoutMs: 20_000 }), log);
  assert.equal(result.status, 'failed');
  assert.ok(Date.now() - started < 3000, `took ${Date.now() - started} ms`);
  assert.match(log.lines.join('\n'), /could not start the engine's python \(ENOENT\).*FLYMEMORY_PYTHON/);
});

test('an engine FlyMemory started that hangs (SIGSTOP) is replaced; a hung process it did not start is left alone', { skip: process.platform === 'win32' }, async (t) => {
  const dataDir = tempDir(t);
  const port = await freePort();
  const options = optionsFor(port, dataDir, { pythonExe: fakePython(dataDir) });
  const first = await ensureEngine(options, recordingLog());
  assert.equal(first.status, 'launched');
  const hungPid = first.health.pid;
  const started = [hungPid];
  t.after(() => { for (const pid of started) try { process.kill(pid, 'SIGKILL'); } catch { /* gone */ } });
  process.kill(hungPid, 'SIGSTOP');

  const log = recordingLog();
  const second = await ensureEngine(options, log);
  if (second.health?.pid) started.push(second.health.pid);

  assert.equal(second.status, 'launched', log.lines.join('\n'));
  assert.notEqual(second.health.pid, hungPid);
  assert.match(log.lines.join('\n'), new RegExp(`WARN FlyMemory engine pid ${hungPid} .*identity verified.*killing it`));
  assert.equal(readPidFile(dataDir).pid, second.health.pid);
});

test('a hung process on the port without our pid record is reported, not killed', async (t) => {
  const dataDir = tempDir(t);
  const port = await freePort();
  // Not ours (no pid file), and it accepts connections but never answers: a hang.
  const sockets = new Set();
  const silent = net.createServer((socket) => { sockets.add(socket); });
  await new Promise((resolve) => silent.listen(port, '127.0.0.1', resolve));
  t.after(() => new Promise((resolve) => { for (const socket of sockets) socket.destroy(); silent.close(resolve); }));
  const log = recordingLog();
  const result = await ensureEngine(optionsFor(port, dataDir), log);
  assert.equal(result.status, 'foreign');
  assert.match(log.lines.join('\n'), /does not answer \/health.*leaving it alone/);
  assert.ok(silent.listening);
});

test('a /health timeout on a port nobody listens on is "down", not a held port (a busy event loop sees its timer first)', async () => {
  const port = await freePort();
  const timedOut = async () => { throw Object.assign(new Error('timed out'), { name: 'TimeoutError' }); };
  assert.equal((await probeEngine({ port, fetchImpl: timedOut })).state, 'down');
  const silent = net.createServer(() => { /* accepts, never answers */ });
  await new Promise((resolve) => silent.listen(0, '127.0.0.1', resolve));
  try {
    const held = await probeEngine({ port: silent.address().port, fetchImpl: timedOut });
    assert.equal(held.state, 'foreign');
    assert.equal(held.hung, true);
  } finally {
    silent.close();
  }
});

// Port trust (#16): a process that answers /health as "flymemory" is reused only if it proves
// it knows <dataDir>/engine.secret, by an HMAC of a fresh nonce; the secret itself never travels.
async function challengeAnsweringEngine(secret) {
  const { createHmac } = await import('node:crypto');
  const http = await import('node:http');
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    const nonce = url.searchParams.get('challenge');
    const proof = nonce && secret ? createHmac('sha256', secret).update(`flymemory-health:${nonce}`).digest('hex') : undefined;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ name: 'flymemory', pid: process.pid, ready: true, proof }));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: server.address().port, close: () => new Promise((resolve) => server.close(resolve)) };
}

test('a stranger answering as flymemory on our port is reported and sent nothing', async (t) => {
  const dataDir = tempDir(t);
  fs.writeFileSync(path.join(dataDir, 'engine.secret'), 'a'.repeat(64) + '\n', { mode: 0o600 });
  const impostor = await challengeAnsweringEngine('not-our-secret');
  t.after(impostor.close);
  const log = recordingLog();
  const result = await ensureEngine(optionsFor(impostor.port, dataDir), log);
  assert.equal(result.status, 'foreign');
  assert.match(log.lines.join('\n'), /ERROR .*cannot prove it serves this data directory.*no prompt is sent/);
});

test('our engine proves itself with the data dir secret and is reused', async (t) => {
  const dataDir = tempDir(t);
  const secret = 'b'.repeat(64);
  fs.writeFileSync(path.join(dataDir, 'engine.secret'), `${secret}\n`, { mode: 0o600 });
  const engine = await challengeAnsweringEngine(secret);
  t.after(engine.close);
  const result = await ensureEngine(optionsFor(engine.port, dataDir), recordingLog());
  assert.equal(result.status, 'reused');
});
