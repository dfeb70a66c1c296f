// Finds, starts and stops the local FlyMemory engine.
// The port is shared with whatever else runs on the machine, so the engine is
// identified by what its /health says (name "flymemory"), never by the port alone.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const ENGINE_NAME = 'flymemory';
const PID_FILE = 'engine.pid';
const OUT_FILE = 'engine.out';

/**
 * Asks http://host:port/health who is listening.
 * @returns {Promise<{state: 'ours', health: object} | {state: 'foreign', detail: string} | {state: 'down', detail: string}>}
 */
export async function probeEngine({ host = '127.0.0.1', port, timeoutMs = 1500, fetchImpl = fetch }) {
  const url = `http://${host}:${port}/health`;
  let response;
  try {
    response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const code = error?.cause?.code ?? error?.code;
    if (code === 'ECONNREFUSED' || code === 'ECONNRESET') return { state: 'down', detail: `nothing listening on ${host}:${port}` };
    if (error?.name === 'TimeoutError' || error?.name === 'AbortError') {
      // Something holds the port but does not answer like our engine does.
      return { state: 'foreign', detail: `${url} did not answer within ${timeoutMs} ms` };
    }
    return { state: 'down', detail: `${url} unreachable: ${code ?? error?.message ?? error}` };
  }
  const text = await response.text().catch(() => '');
  let health;
  try { health = JSON.parse(text); } catch { /* not JSON: not ours */ }
  if (response.ok && health && health.name === ENGINE_NAME) return { state: 'ours', health };
  return { state: 'foreign', detail: `${url} answered HTTP ${response.status} ${text.slice(0, 120).replace(/\s+/g, ' ')}` };
}

/** Polls /health until our engine answers, the child dies, or the deadline passes. */
// A child that exits may have lost the port to an engine another DSH process
// launched at the same moment; that one gets this long to answer instead.
const EXIT_GRACE_MS = 2000;

export async function waitForEngine({ host, port, timeoutMs, child, intervalMs = 200 }) {
  const deadline = Date.now() + timeoutMs;
  let exited = null;
  child?.once('exit', (code, signal) => { exited = { code, signal, at: Date.now() }; });
  let last = { state: 'down', detail: 'not probed yet' };
  while (Date.now() < deadline) {
    last = await probeEngine({ host, port, timeoutMs: Math.min(1500, Math.max(100, deadline - Date.now())) });
    if (last.state === 'ours') return last;
    if (exited && Date.now() - exited.at >= EXIT_GRACE_MS) return { state: 'exited', detail: `engine process exited (code ${exited.code}, signal ${exited.signal})`, last };
    await sleep(intervalMs);
  }
  return { state: 'timeout', detail: `engine did not answer /health within ${timeoutMs} ms (last: ${last.detail})`, last };
}

/** Starts `<python> -m flymemory` detached, so it outlives this DSH process and other sessions can share it. */
export function launchEngine({ pythonExe, host, port, dataDir, spawnImpl = spawn }) {
  fs.mkdirSync(dataDir, { recursive: true });
  const outPath = path.join(dataDir, OUT_FILE);
  const out = fs.openSync(outPath, 'a');
  try {
    const args = ['-m', 'flymemory', '--host', host, '--port', String(port), '--data-dir', dataDir];
    const child = spawnImpl(pythonExe, args, {
      detached: true,
      stdio: ['ignore', out, out],
      env: { ...process.env, PYTHONUNBUFFERED: '1' },
      windowsHide: true,
    });
    child.on('error', () => { /* reported through waitForEngine's exit/timeout */ });
    child.unref();
    return { child, outPath, command: `${pythonExe} ${args.join(' ')}` };
  } finally {
    fs.closeSync(out);
  }
}

export function pidFilePath(dataDir) {
  return path.join(dataDir, PID_FILE);
}

export function writePidFile(dataDir, record) {
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(pidFilePath(dataDir), `${JSON.stringify(record)}\n`);
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
 * @returns {Promise<{status: 'reused'|'launched'|'foreign'|'down'|'failed', health?: object, detail?: string}>}
 */
export async function ensureEngine(options, log) {
  const { host, port, dataDir } = options;
  const probe = await probeEngine({ host, port });
  if (probe.state === 'ours') {
    log.info(`reusing FlyMemory engine pid ${probe.health.pid} on ${host}:${port} (store ${probe.health.store ?? '?'})`);
    return { status: 'reused', health: probe.health };
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
  const ready = await waitForEngine({ host, port, timeoutMs: options.readinessTimeoutMs, child: launched.child });
  if (ready.state !== 'ours') {
    log.error(`FlyMemory engine did not become ready: ${ready.detail}. See ${launched.outPath} and ${path.join(dataDir, 'engine.log')}; ` +
      `check that \`${options.pythonExe} -m flymemory --help\` works (FLYMEMORY_PYTHON selects the interpreter).`);
    return { status: 'failed', detail: ready.detail };
  }
  // Record the pid the engine reports: if a concurrent launcher won the port,
  // that is the process actually serving, not necessarily our child.
  writePidFile(dataDir, { pid: ready.health.pid, port, startedAt: new Date().toISOString() });
  log.info(`FlyMemory engine ready: pid ${ready.health.pid} on ${host}:${port}`);
  return { status: 'launched', health: ready.health };
}

/**
 * Stops the engine only if it is provably the one we recorded: the pid file's
 * pid must equal the pid that our engine's /health reports on this port.
 * @returns {Promise<{stopped: boolean, detail: string}>}
 */
export async function stopEngine(options, { waitMs = 10_000, kill = process.kill.bind(process) } = {}) {
  const { host, port, dataDir } = options;
  const record = readPidFile(dataDir);
  if (!record) return { stopped: false, detail: `no pid file at ${pidFilePath(dataDir)}; nothing recorded to stop` };
  const probe = await probeEngine({ host, port });
  if (probe.state !== 'ours') {
    return { stopped: false, detail: `recorded pid ${record.pid}, but ${host}:${port} is ${probe.state} (${probe.detail ?? ''}); not killing anything` };
  }
  if (probe.health.pid !== record.pid) {
    return { stopped: false, detail: `engine on ${host}:${port} reports pid ${probe.health.pid}, not the recorded ${record.pid}; not killing it` };
  }
  kill(record.pid, 'SIGTERM');
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    if ((await probeEngine({ host, port, timeoutMs: 500 })).state === 'down') {
      fs.rmSync(pidFilePath(dataDir), { force: true });
      return { stopped: true, detail: `stopped FlyMemory engine pid ${record.pid}` };
    }
    await sleep(100);
  }
  return { stopped: false, detail: `sent SIGTERM to pid ${record.pid} but ${host}:${port} still answers after ${waitMs} ms` };
}
