// `flymemory doctor`: every check says what is wrong and, where one command
// fixes it, that command, runnable exactly as printed from any folder
// (`node /abs/bin/flymemory.mjs …`: the `flymemory` name is not on PATH after
// a DSH plugin install). Checks are independent; one failing never hides the others.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { runningSetup, SETUP_LOG } from './auto-setup.js';
import { cliCommand } from './cli-command.js';
import { shellQuote } from './hooks-file.js';
import { inspectPidFile, probeEngine } from './engine.js';
import { readMute, describeRemaining } from './mute.js';
import { PACKAGE_ROOT, readState } from './options.js';
import { ensurePrivateDir } from './private-files.js';

// DSH's `plugin add` runs pnpm; this version is known to work with DSH 0.2.1.
export const PNPM_VERSION = '12.4.2';
export const PNPM_INSTALL = `npm install -g pnpm@${PNPM_VERSION}`;

const ok = (name, detail) => ({ name, status: 'ok', detail });
const warn = (name, detail, fix) => ({ name, status: 'warn', detail, ...(fix ? { fix } : {}) });
const fail = (name, detail, fix) => ({ name, status: 'fail', detail, ...(fix ? { fix } : {}) });

/** The install command for this very package (a checkout or an unpacked tarball). */
export function pluginAddCommand(profile = 'tui', packageRoot = PACKAGE_ROOT) {
  return `dsh plugin --profile ${profile} add ${shellQuote(`file:${packageRoot.replace(/\/$/, '')}`)}`;
}

function pnpmVersion() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', timeout: 30_000 });
  return probe.status === 0 ? probe.stdout.trim() : null;
}

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
export async function runDoctor(options, { python = pythonCheck, probe = probeEngine, pnpm = pnpmVersion } = {}) {
  const checks = [];
  const nodeMajor = Number(process.versions.node.split('.')[0]);
  checks.push(nodeMajor >= 20 ? ok('node', `Node ${process.versions.node}`) : fail('node', `Node ${process.versions.node} is too old: install Node 20 or newer (https://nodejs.org)`));

  try {
    ensurePrivateDir(options.dataDir);
    fs.accessSync(options.dataDir, fs.constants.W_OK);
    checks.push(ok('data dir', `${options.dataDir} is writable`));
  } catch (error) {
    checks.push(fail('data dir', `${options.dataDir} is not writable (${error.code ?? error.message}): set FLYMEMORY_DATA_DIR to a writable directory or fix its permissions`));
  }

  const setup = runningSetup(options.dataDir);
  const setupLog = path.join(options.dataDir, SETUP_LOG);
  if (setup) checks.push(warn('setup', `the engine is being installed right now (pid ${setup.pid} since ${setup.startedAt}); memory starts in the first DSH session after it finishes. Progress:`, `tail -n 20 ${shellQuote(setupLog)}`));
  const engine = python(options.pythonExe, 'import flymemory, sys; print("Python " + sys.version.split()[0])');
  if (engine.ok) checks.push(ok('python engine', `${options.pythonExe}: flymemory imports (${engine.output})`));
  else if (setup) checks.push(warn('python engine', `not installed yet: the install above is putting it in ${path.join(options.dataDir, 'venv')}`));
  else {
    checks.push(fail('python engine', `${options.pythonExe} cannot run the engine: ${engine.output}. Install it into a venv under the data dir ` +
      '(or set FLYMEMORY_PYTHON to a python that has it):', cliCommand(['setup'])));
  }

  if (options.embedder.startsWith('sentence-transformers') && engine.ok) {
    const st = python(options.pythonExe, 'import torch, sentence_transformers; print("torch " + torch.__version__)');
    checks.push(st.ok ? ok('embedder', `${options.embedder}: ${st.output}`)
      : fail('embedder', `embedder ${options.embedder} needs torch and sentence-transformers: ${st.output}`, cliCommand(['setup', '--embedder', 'sentence-transformers'])));
  } else {
    checks.push(ok('embedder', options.embedder ? options.embedder : 'engine default'));
  }

  const health = await probe({ host: options.host, port: options.port });
  if (health.state === 'ours') {
    checks.push(ok('engine', `running: pid ${health.health.pid}, version ${health.health.version ?? '?'} on ${options.host}:${options.port}`));
  } else if (health.state === 'busy') {
    checks.push(warn('engine', `busy on ${options.host}:${options.port}: it answers HTTP 503 (every connection taken, or not ready yet) and asks for ` +
      `${Math.max(1, Math.round(health.retryAfterMs / 1000))} s; prompts are kept meanwhile. If this lasts, a local program may be flooding the port ` +
      `(${path.join(options.dataDir, 'engine.log')} counts the connections it closed; \`lsof -i :${options.port}\` shows who holds them)`));
  } else if (health.state === 'foreign') {
    checks.push(fail('engine', `port ${options.port} is held by another program (${health.detail}); it is left alone and memory stays off. ` +
      'Free the port, or set FLYMEMORY_MCP_PORT to a free port and start DSH again'));
  } else if (setup) {
    checks.push(warn('engine', `not running yet on ${options.host}:${options.port}: it starts in the first DSH session after the install`));
  } else if (options.autostart) {
    checks.push(warn('engine', `not running on ${options.host}:${options.port}; DSH starts it on the next session. To start it now:`, cliCommand(['start'])));
  } else {
    checks.push(fail('engine', `not running on ${options.host}:${options.port} and autostart is off. Start it:`, cliCommand(['start'])));
  }

  const pid = inspectPidFile(options.dataDir);
  if (pid.verdict === 'stale') checks.push(warn('pid file', pid.detail));
  else if (pid.record) checks.push(ok('pid file', `pid ${pid.record.pid} (${pid.verdict === 'match' ? 'identity verified' : pid.detail})`));

  const state = readState(options.dataDir);
  if (state?.engine?.status === 'crashed') {
    checks.push(fail('plugin', `DSH pid ${state.pid} gave up restarting the engine after repeated crashes at ${state.engine.gaveUpAt} (last: ${state.engine.last}); ` +
      `read ${path.join(options.dataDir, 'engine.out')}, fix the cause, then start it:`, cliCommand(['start'])));
  } else if (state) checks.push(ok('plugin', `last activated ${state.writtenAt} by DSH pid ${state.pid} (engine ${state.engine?.status ?? '?'})`));
  else {
    // Not installed in DSH yet: DSH's `plugin add` needs pnpm, so check that first.
    const version = pnpm();
    if (!version) {
      checks.push(fail('pnpm', 'pnpm is not on PATH; DSH runs it to add any plugin (`dsh plugin add` fails with "pnpm was not found"). Install it:', PNPM_INSTALL));
    } else checks.push(ok('pnpm', `pnpm ${version}`));
    checks.push(warn('plugin', `DSH has not activated the plugin with this data dir yet (${path.join(options.dataDir, 'state.json')} missing). ` +
      'Add it to the DSH profile you use (tui is the interactive one), then start a DSH session:', pluginAddCommand()));
  }

  const mute = readMute(options.dataDir);
  if (mute) checks.push(warn('mute', `injection muted for ${describeRemaining(mute.remainingMs)}${mute.all ? ' (capture off too)' : ''}`, cliCommand(['mute', 'off'])));
  return checks;
}
