// Finds, starts and stops the local FlyMemory engine.
// The port is shared with whatever else runs on the machine, so the engine is
// identified by what its /health says (name "flymemory"), never by the port alone.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEFAULT_RETRY_AFTER_MS, MAX_RETRY_AFTER_MS, parseRetryAfter } from './mcp-client.js';
import { checkIdentity, isAlive, processIdentity } from './pid-identity.js';
import { ensurePrivateDir, openPrivate, writePrivateFile } from './private-files.js';

export const ENGINE_NAME = 'flymemory';
const PID_FILE = 'engine.pid';
// The longest DSH's start waits for a busy (HTTP 503) engine to take calls again.
const BUSY_AT_LOAD_MS = 2_000;
const OUT_FILE = 'engine.out';

/**
 * Asks http://host:port/health who is listening.
 * @returns {Promise<{state: 'ours', health: object} | {state: 'foreign', detail: string} | {state: 'down', detail: string}
 *   | {state: 'busy', retryAfterMs: number, detail: string}>}
 */
export async function probeEngine({ host = '127.0.0.1', port, timeoutMs = 1500, fetchImpl = fetch, retried = false }) {
  const url = `http://${host}:${port}/health`;
  let response;
  try {
    response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const code = error?.cause?.code ?? error?.code;
    if (code === 'ECONNREFUSED' || code === 'ECONNRESET') return { state: 'down', detail: `nothing listening on ${host}:${port}` };
    if (error?.name === 'TimeoutError' || error?.name === 'AbortError') {
      // On a loaded machine a busy event loop runs the timeout before it sees the refused
      // connection: make sure something listens at all before calling the port held.
      if (!(await somethingListens(host, port))) return { state: 'down', detail: `nothing listening on ${host}:${port}` };
      // The same stall can starve our own engine's answer: ask once more, with more patience.
      if (!retried) return probeEngine({ host, port, timeoutMs: Math.max(3000, timeoutMs * 2), fetchImpl, retried: true });
      // Something holds the port but does not answer like our engine does.
      return { state: 'foreign', hung: true, detail: `${url} did not answer within ${timeoutMs} ms` };
    }
    return { state: 'down', detail: `${url} unreachable: ${code ?? error?.message ?? error}` };
  }
  const text = await response.text().catch(() => '');
  if (response.status === 503) {
    // Flooded or not ready: something holds the port and asks to be called later. Not proof of
    // who it is (that waits until it answers), and not a reason to launch a second engine.
    const retryAfterMs = parseRetryAfter(response.headers.get('retry-after')) ?? DEFAULT_RETRY_AFTER_MS;
    return { state: 'busy', retryAfterMs, detail: `${url} answered HTTP 503 (busy, retry after ${Math.round(retryAfterMs / 1000)} s) ${text.slice(0, 120).replace(/\s+/g, ' ')}` };
  }
  let health;
  try { health = JSON.parse(text); } catch { /* not JSON: not ours */ }
  if (response.ok && health && health.name === ENGINE_NAME) return { state: 'ours', health };
  return { state: 'foreign', detail: `${url} answered HTTP ${response.status} ${text.slice(0, 120).replace(/\s+/g, ' ')}` };
}

/** True when a TCP connection to host:port is accepted (a refusal is waited for, not timed out). */
export function somethingListens(host, port, giveUpMs = 5000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (answer) => { socket.destroy(); clearTimeout(timer); resolve(answer); };
    // Only a connection that neither opens nor fails for this long counts as held (a black hole).
    const timer = setTimeout(() => done(socket.connecting ? true : false), giveUpMs);
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Polls /health until our engine answers, the child dies, or the deadline passes. */
// A child that exits may have lost the port to an engine another DSH process
// launched at the same moment; that one gets this long to answer instead.
const EXIT_GRACE_MS = 2000;

export async function waitForEngine({ host, port, timeoutMs, child, intervalMs = 200 }) {
  const deadline = Date.now() + timeoutMs;
  let exited = null;
  child?.once('exit', (code, signal) => { exited = { code, signal, at: Date.now() }; });
  // A python that cannot be started (ENOENT, EACCES) emits only 'error': no grace, nothing will serve.
  let spawnError = null;
  child?.once('error', (error) => { spawnError = error; });
  let last = { state: 'down', detail: 'not probed yet' };
  while (Date.now() < deadline) {
    last = await probeEngine({ host, port, timeoutMs: Math.min(1500, Math.max(100, deadline - Date.now())) });
    if (last.state === 'ours') return last;
    if (spawnError) return { state: 'exited', detail: `could not start the engine's python (${spawnError.code ?? spawnError.message})`, last };
    if (exited && Date.now() - exited.at >= EXIT_GRACE_MS) return { state: 'exited', detail: `engine process exited (code ${exited.code}, signal ${exited.signal})`, last };
    // A busy engine asked for a pause: honour it (within the deadline) instead of polling it.
    const pause = last.state === 'busy' ? Math.min(last.retryAfterMs, MAX_RETRY_AFTER_MS) : intervalMs;
    await sleep(Math.max(intervalMs, Math.min(pause, deadline - Date.now())));
  }
  return { state: 'timeout', detail: `engine did not answer /health within ${timeoutMs} ms (last: ${last.detail})`, last };
}

/** Starts `<python> -m flymemory` detached, so it outlives this DSH process and other sessions can share it. */
export function launchEngine({ pythonExe, host, port, dataDir, embedder, token, spawnImpl = spawn }) {
  ensurePrivateDir(dataDir);
  const outPath = path.join(dataDir, OUT_FILE);
  const out = openPrivate(outPath, 'a');
  try {
    const args = ['-m', 'flymemory', '--host', host, '--port', String(port), '--data-dir', dataDir];
    const child = spawnImpl(pythonExe, args, {
      detached: true,
      stdio: ['ignore', out, out],
      env: engineEnv({ embedder, token }),
      windowsHide: true,
    });
    child.on('error', () => { /* reported through waitForEngine's exit/timeout */ });
    child.unref();
    return { child, outPath, command: `${pythonExe} ${args.join(' ')}` };
  } finally {
    fs.closeSync(out);
  }
}

// The engine reads its embedder choice and token from the environment.
function engineEnv({ embedder, token }) {
  const env = { ...process.env, PYTHONUNBUFFERED: '1' };
  if (embedder) env.FLYMEMORY_EMBEDDER = embedder;
  if (token) env.FLYMEMORY_TOKEN = token;
  return env;
}

export function pidFilePath(dataDir) {
  return path.join(dataDir, PID_FILE);
}

/** Records the pid with its identity (start time, command line) so a reused pid is never mistaken for ours. */
export function writePidFile(dataDir, record, identify = processIdentity) {
  ensurePrivateDir(dataDir);
  const identity = record.startTime === undefined ? identify(record.pid) : null;
  const full = { ...record, startTime: identity?.startTime ?? record.startTime ?? null, cmdline: identity?.cmdline ?? record.cmdline ?? null };
  writePrivateFile(pidFilePath(dataDir), `${JSON.stringify(full)}\n`);
  return full;
}

/**
 * The pid file's record, checked against the live process. A stale file (the
 * process is gone, or its pid now belongs to another program) is removed.
 * @returns {{record: object|null, verdict: 'none'|'match'|'unverifiable'|'stale', detail: string}}
 */
export function inspectPidFile(dataDir, identify = processIdentity) {
  const record = readPidFile(dataDir);
  if (!record) return { record: null, verdict: 'none', detail: `no pid file at ${pidFilePath(dataDir)}` };
  const check = checkIdentity(record, identify(record.pid));
  if (check.verdict === 'gone' || check.verdict === 'reused') {
    fs.rmSync(pidFilePath(dataDir), { force: true });
    return { record, verdict: 'stale', detail: `removed stale pid file: ${check.detail}` };
  }
  return { record, verdict: check.verdict, detail: check.detail };
}

export function readPidFile(dataDir) {
  try {
    const record = JSON.parse(fs.readFileSync(pidFilePath(dataDir), 'utf8'));
    return Number.isInteger(record?.pid) ? record : null;
  } catch {
    return null;
  }
}

/**
 * Makes sure our engine answers on options.port: reuse it, or launch it when
 * autostart is on. Never throws; the caller keeps going whatever happens.
 * @returns {Promise<{status: 'reused'|'launched'|'launching'|'busy'|'foreign'|'down'|'failed', health?: object, child?: object, detail?: string}>}
 */
export async function ensureEngine(options, log) {
  const { host, port, dataDir } = options;
  let probe = await probeEngine({ host, port });
  if (probe.state === 'busy') {
    // Flooded or not ready: one more look after the pause it asked for (DSH's start waits at most BUSY_AT_LOAD_MS).
    await sleep(Math.min(probe.retryAfterMs, BUSY_AT_LOAD_MS));
    probe = await probeEngine({ host, port });
    if (probe.state === 'busy') {
      log.warn(`the process on ${host}:${port} is busy (${probe.detail}); no second engine is launched. ` +
        'It is checked to be FlyMemory before the first prompt is sent; prompts are kept meanwhile.');
      return { status: 'busy', retryAfterMs: probe.retryAfterMs, detail: probe.detail };
    }
  }
  const proof = probe.state === 'ours' ? await proveIdentity(dataDir, host, port) : null;
  if (proof === 'refuted') return stranger(port, log);
  if (proof === 'silent') return unproven(probe.health, host, port, log);
  if (probe.state === 'ours') {
    log.info(`reusing FlyMemory engine pid ${probe.health.pid} on ${host}:${port} (store ${probe.health.store ?? '?'})`);
    return { status: 'reused', health: probe.health };
  }
  if (probe.state === 'foreign' && probe.hung && options.autostart) {
    const replaced = await replaceOurHungEngine(options, log);
    if (replaced) return replaced;
  }
  if (probe.state === 'foreign' && probe.hung) {
    log.error(`port ${port} is held by a process that does not answer /health (${probe.detail}); leaving it alone. ` +
      'If it is a hung FlyMemory engine, `flymemory stop` ends one that FlyMemory started (`flymemory doctor` shows the pid); ' +
      'memory stays off for this session.');
    return { status: 'foreign', detail: probe.detail };
  }
  if (probe.state === 'foreign') {
    log.error(`port ${port} is held by something that is not FlyMemory (${probe.detail}); leaving it alone. ` +
      'Memory stays off for this session: free the port or set FLYMEMORY_MCP_PORT (and the flymemory-mcp row url) to another port.');
    return { status: 'foreign', detail: probe.detail };
  }
  if (!options.autostart) {
    log.warn(`no FlyMemory engine on ${host}:${port} and autostart is off; start it with \`flymemory start\`. Memory stays off until it answers.`);
    return { status: 'down', detail: probe.detail };
  }

  let launched;
  try {
    launched = launchEngine(options);
  } catch (error) {
    log.error(`could not launch the engine with ${options.pythonExe}: ${error.message}. Set FLYMEMORY_PYTHON to a python that has flymemory installed.`);
    return { status: 'failed', detail: error.message };
  }
  log.info(`launching FlyMemory engine: ${launched.command} (output in ${launched.outPath})`);
  if (options.readinessTimeoutMs === 0) {
    // Asked not to wait: record the child and let the first steps fail open until it answers.
    if (Number.isInteger(launched.child.pid)) writePidFile(dataDir, { pid: launched.child.pid, port, startedAt: new Date().toISOString() });
    return { status: 'launching', child: launched.child, detail: 'not waiting for readiness (readinessTimeoutMs 0)' };
  }
  const ready = await waitForEngine({ host, port, timeoutMs: options.readinessTimeoutMs, child: launched.child });
  if (ready.state !== 'ours') {
    log.error(`FlyMemory engine did not become ready: ${ready.detail}. See ${launched.outPath} and ${path.join(dataDir, 'engine.log')}; ` +
      `check that \`${options.pythonExe} -m flymemory --help\` works (FLYMEMORY_PYTHON selects the interpreter).`);
    return { status: 'failed', detail: ready.detail };
  }
  const launchedProof = await proveIdentity(dataDir, host, port, options.identityWait);
  if (launchedProof === 'refuted') return stranger(port, log);
  if (launchedProof === 'silent') {
    const ownChild = ready.health.pid === launched.child.pid;
    // Our own child, too starved to answer yet: record it, so `flymemory stop` can still end it.
    if (ownChild) writePidFile(dataDir, { pid: launched.child.pid, port, startedAt: new Date().toISOString() });
    return { ...unproven(ready.health, host, port, log), child: ownChild ? launched.child : null };
  }
  // Record the pid the engine reports: if a concurrent launcher won the port,
  // that is the process actually serving, not necessarily our child.
  writePidFile(dataDir, { pid: ready.health.pid, port, startedAt: new Date().toISOString() });
  log.info(`FlyMemory engine ready: pid ${ready.health.pid} on ${host}:${port}`);
  const child = ready.health.pid === launched.child.pid ? launched.child : null;
  return { status: 'launched', health: ready.health, child };
}

const SECRET_FILE = 'engine.secret';

/**
 * Anyone can answer /health with name "flymemory". Our engine also knows the secret in
 * <dataDir>/engine.secret (0600, written by the engine): it answers a fresh nonce with
 * HMAC-SHA256(secret, "flymemory-health:" + nonce). Without that file (no engine ever ran
 * on this data dir, or an older one) there is nothing to check and the engine is trusted as before.
 */
export async function provesItServes(dataDir, host, port, options = {}) {
  return (await proveIdentity(dataDir, host, port, options)) === 'proved';
}

/**
 * The challenge's verdict: 'proved', 'refuted' (a wrong or missing proof: not our engine), or
 * 'silent' (no answer in time, asked twice, the second time with patience). On a machine whose
 * CPU is taken by other work our own engine can be that slow; silence proves nothing either way,
 * so the caller sends no prompt yet but does not call it a stranger.
 * @returns {Promise<'proved'|'refuted'|'silent'>}
 */
export async function proveIdentity(dataDir, host, port, { fetchImpl = fetch, timeoutMs = 3000, patientMs = 10_000 } = {}) {
  let secret;
  try { secret = fs.readFileSync(path.join(dataDir, SECRET_FILE), 'utf8').split('\n')[0].trim(); } catch { return 'proved'; }
  if (!secret) return 'proved';
  for (const budget of [timeoutMs, patientMs]) {
    const nonce = crypto.randomBytes(16).toString('hex');
    const timeout = AbortSignal.timeout(budget);
    let health;
    try {
      const response = await fetchImpl(`http://${host}:${port}/health?challenge=${nonce}`, { signal: timeout });
      health = await response.json();
    } catch {
      if (timeout.aborted) continue; // slow, not wrong: ask again, with patience
      return 'refuted';
    }
    const expected = crypto.createHmac('sha256', secret).update(`flymemory-health:${nonce}`).digest('hex');
    return typeof health?.proof === 'string' && health.proof.length === expected.length &&
      crypto.timingSafeEqual(Buffer.from(health.proof), Buffer.from(expected)) ? 'proved' : 'refuted';
  }
  return 'silent';
}

/** Our engine's /health answered, but not the identity challenge in time: no prompt until it does. */
function unproven(health, host, port, log) {
  const detail = `the engine on ${host}:${port} (pid ${health?.pid ?? '?'}) did not answer the identity challenge in time (a starved machine?)`;
  log.warn(`${detail}; it is asked again before the first prompt is sent, and prompts are kept meanwhile`);
  return { status: 'busy', retryAfterMs: DEFAULT_RETRY_AFTER_MS, detail };
}

function stranger(port, log) {
  const detail = `the process on port ${port} says it is FlyMemory but cannot prove it serves this data directory ` +
    '(no valid answer to the engine.secret challenge)';
  log.error(`${detail}; no prompt is sent to it. Another local user or program may have taken the port: find it ` +
    `(\`lsof -i :${port}\`), or set FLYMEMORY_MCP_PORT to another port. Memory stays off for this session.`);
  return { status: 'foreign', detail };
}

/**
 * The port is held but /health does not answer. If the holder is provably the
 * engine FlyMemory started (pid file identity: same pid, start time and
 * command line) and it stays silent for a second, longer probe, it is hung:
 * kill it and launch a fresh one. Anything else is left alone (returns null).
 */
async function replaceOurHungEngine(options, log, { kill = process.kill.bind(process), identify = processIdentity } = {}) {
  const { host, port, dataDir } = options;
  const inspected = inspectPidFile(dataDir, identify);
  if (inspected.verdict !== 'match' || inspected.record.port !== port) return null;
  const second = await probeEngine({ host, port, timeoutMs: 3000 });
  if (second.state === 'ours') return { status: 'reused', health: second.health };
  if (!(second.state === 'foreign' && second.hung)) return null;
  const { pid } = inspected.record;
  log.warn(`FlyMemory engine pid ${pid} (started by FlyMemory, identity verified) holds port ${port} but has not answered /health for 4.5 s; killing it and starting a fresh one`);
  fs.rmSync(pidFilePath(dataDir), { force: true });
  try { kill(pid, 'SIGKILL'); } catch { /* already gone */ }
  const deadline = Date.now() + 5000;
  while (isAlive(pid, kill) && Date.now() < deadline) await sleep(50);
  const result = await ensureEngine(options, log);
  return result.status === 'foreign' ? null : result;
}

/**
 * Stops the engine only if it is provably the one we recorded: the pid file's
 * process must still be the one we started (same start time and engine
 * command line), and when that cannot be checked, our engine's /health on this
 * port must report that very pid. A stale pid file is removed, never acted on.
 * @returns {Promise<{stopped: boolean, detail: string, stale?: boolean}>}
 */
export async function stopEngine(options, { waitMs = 10_000, kill = process.kill.bind(process), identify = processIdentity } = {}) {
  const { host, port, dataDir } = options;
  const inspected = inspectPidFile(dataDir, identify);
  if (inspected.verdict === 'none') return { stopped: false, detail: `${inspected.detail}; nothing recorded to stop` };
  if (inspected.verdict === 'stale') return { stopped: false, stale: true, detail: `${inspected.detail}; nothing to stop` };
  const { record } = inspected;
  const probe = await probeEngine({ host, port });
  if (inspected.verdict === 'unverifiable') {
    if (probe.state !== 'ours') {
      return { stopped: false, detail: `recorded pid ${record.pid}, but ${host}:${port} is ${probe.state} (${probe.detail ?? ''}); not killing anything` };
    }
    if (probe.health.pid !== record.pid) {
      return { stopped: false, detail: `engine on ${host}:${port} reports pid ${probe.health.pid}, not the recorded ${record.pid}; not killing it` };
    }
  } else if (probe.state === 'ours' && probe.health.pid !== record.pid) {
    return { stopped: false, detail: `engine on ${host}:${port} reports pid ${probe.health.pid}, not the recorded ${record.pid}; not killing it` };
  } else if (probe.state === 'foreign' && !probe.hung) {
    // Our recorded process runs, but another program answers on the port: too unclear to act on.
    return { stopped: false, detail: `recorded pid ${record.pid} runs, but ${host}:${port} is answered by something else (${probe.detail}); not killing anything` };
  }
  // Remove the record first: a DSH keep-alive watching this engine then knows the stop was deliberate.
  fs.rmSync(pidFilePath(dataDir), { force: true });
  kill(record.pid, 'SIGTERM');
  try { kill(record.pid, 'SIGCONT'); } catch { /* a stopped (SIGSTOP) engine must wake to handle SIGTERM */ }
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    if (!isAlive(record.pid, kill)) return { stopped: true, detail: `stopped FlyMemory engine pid ${record.pid}` };
    await sleep(100);
  }
  try { kill(record.pid, 'SIGKILL'); } catch { /* already gone */ }
  return { stopped: true, detail: `FlyMemory engine pid ${record.pid} ignored SIGTERM for ${waitMs} ms; sent SIGKILL` };
}
