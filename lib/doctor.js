// `flymemory doctor`: every check says what is wrong and the exact command
// that fixes it. Checks are independent; one failing never hides the others.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { runningSetup, SETUP_LOG } from './auto-setup.js';
import { inspectPidFile, probeEngine } from './engine.js';
import { readMute, describeRemaining } from './mute.js';
import { readState } from './options.js';

const ok = (name, detail) => ({ name, status: 'ok', detail });
const warn = (name, detail, fix) => ({ name, status: 'warn', detail, fix });
const fail = (name, detail, fix) => ({ name, status: 'fail', detail, fix });

/** Runs a python snippet; resolves {ok, output}. */
function pythonCheck(pythonExe, code, timeout = 60_000) {
  const result = spawnSync(pythonExe, ['-c', code], { encoding: 'utf8', timeout });
  if (result.error) return { ok: false, output: result.error.code === 'ENOENT' ? `${pythonExe} not found` : result.error.message };
  const output = `${result.stdout}${result.stderr}`.trim().split('\n').at(-1) ?? '';
  return { ok: result.status === 0, output };
}

/**
 * @param {object} options resolved options
 * @param {{python?: Function, probe?: Function}} [deps]
 * @returns {Promise<Array<{name: string, status: 'ok'|'warn'|'fail', detail: string, fix?: string}>>}
 */
export async function runDoctor(options, { python = pythonCheck, probe = probeEngine } = {}) {
  const checks = [];
  const nodeMajor = Number(process.versions.node.split('.')[0]);
  checks.push(nodeMajor >= 20 ? ok('node', `Node ${process.versions.node}`) : fail('node', `Node ${process.versions.node} is too old`, 'install Node 20 or newer'));

  try {
    fs.mkdirSync(options.dataDir, { recursive: true });
    fs.accessSync(options.dataDir, fs.constants.W_OK);
    checks.push(ok('data dir', `${options.dataDir} is writable`));
  } catch (error) {
    checks.push(fail('data dir', `${options.dataDir} is not writable (${error.code ?? error.message})`, `set FLYMEMORY_DATA_DIR to a writable directory or fix the permissions of ${options.dataDir}`));
  }

  const setup = runningSetup(options.dataDir);
  if (setup) checks.push(warn('setup', `the engine is being installed right now (pid ${setup.pid} since ${setup.startedAt})`, `wait, then check again; progress: ${path.join(options.dataDir, SETUP_LOG)}`));
  const engine = python(options.pythonExe, 'import flymemory, sys; print("Python " + sys.version.split()[0])');
  if (engine.ok) checks.push(ok('python engine', `${options.pythonExe}: flymemory imports (${engine.output})`));
  else {
    checks.push(fail('python engine', `${options.pythonExe} cannot run the engine: ${engine.output}`,
      'flymemory setup   (creates a venv under the data dir and installs the engine), or set FLYMEMORY_PYTHON to a python that has it'));
  }

  if (options.embedder.startsWith('sentence-transformers') && engine.ok) {
    const st = python(options.pythonExe, 'import torch, sentence_transformers; print("torch " + torch.__version__)');
    checks.push(st.ok ? ok('embedder', `${options.embedder}: ${st.output}`)
      : fail('embedder', `embedder ${options.embedder} needs torch and sentence-transformers: ${st.output}`, 'flymemory setup --embedder sentence-transformers'));
  } else {
    checks.push(ok('embedder', options.embedder ? options.embedder : 'engine default'));
  }

  const health = await probe({ host: options.host, port: options.port });
  if (health.state === 'ours') {
    checks.push(ok('engine', `running: pid ${health.health.pid}, version ${health.health.version ?? '?'} on ${options.host}:${options.port}`));
  } else if (health.state === 'foreign') {
    checks.push(fail('engine', `port ${options.port} is held by another program (${health.detail}); it is left alone and memory stays off`,
      `free the port, or pick another: export FLYMEMORY_MCP_PORT=<free port> (and restart DSH)`));
  } else if (options.autostart) {
    checks.push(warn('engine', `not running on ${options.host}:${options.port}; DSH will start it on the next session`, 'flymemory start   (to start it now)'));
  } else {
    checks.push(fail('engine', `not running on ${options.host}:${options.port} and autostart is off`, 'flymemory start'));
  }

  const pid = inspectPidFile(options.dataDir);
  if (pid.verdict === 'stale') checks.push(warn('pid file', pid.detail));
  else if (pid.record) checks.push(ok('pid file', `pid ${pid.record.pid} (${pid.verdict === 'match' ? 'identity verified' : pid.detail})`));

  const state = readState(options.dataDir);
  if (state?.engine?.status === 'crashed') {
    checks.push(fail('plugin', `DSH pid ${state.pid} gave up restarting the engine after repeated crashes at ${state.engine.gaveUpAt} (last: ${state.engine.last})`,
      `read ${path.join(options.dataDir, 'engine.out')}, fix the cause, then: flymemory start`));
  } else if (state) checks.push(ok('plugin', `last activated ${state.writtenAt} by DSH pid ${state.pid} (engine ${state.engine?.status ?? '?'})`));
  else {
    checks.push(warn('plugin', `DSH has not activated the plugin with this data dir yet (${path.join(options.dataDir, 'state.json')} missing)`,
      'dsh plugin --profile <profile> add dsh-flymemory   (then start a DSH session)'));
  }

  const mute = readMute(options.dataDir);
  if (mute) checks.push(warn('mute', `injection muted for ${describeRemaining(mute.remainingMs)}${mute.all ? ' (capture off too)' : ''}`, 'flymemory mute off'));
  return checks;
}
