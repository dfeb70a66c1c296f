// When DSH finds no python with the engine and the user did not choose one,
// the plugin installs the managed engine venv in the background
// (`flymemory setup`, output in <dataDir>/setup.log). The session goes on
// without memory meanwhile; the next session finds the venv and uses it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findNode } from './node-exe.js';
import { isAlive } from './pid-identity.js';
import { managedVenvDir, venvPython } from './options.js';
import { ensurePrivateDir, openPrivate, writePrivateFile } from './private-files.js';
import { findBasePython, setupPlan } from './setup.js';

export const SETUP_LOCK = 'setup.lock';
export const SETUP_LOG = 'setup.log';

export function setupLockPath(dataDir) {
  return path.join(dataDir, SETUP_LOCK);
}

/** The running setup's lock record, or null (a lock left by a dead process is removed). */
export function runningSetup(dataDir) {
  let record;
  try {
    record = JSON.parse(fs.readFileSync(setupLockPath(dataDir), 'utf8'));
  } catch {
    return null;
  }
  if (isAlive(record?.pid)) return record;
  fs.rmSync(setupLockPath(dataDir), { force: true });
  return null;
}

/** Held by `flymemory setup` while it runs; returns a release function, or null when another setup runs. */
export function acquireSetupLock(dataDir) {
  ensurePrivateDir(dataDir);
  if (runningSetup(dataDir)) return null;
  try {
    writePrivateFile(setupLockPath(dataDir), `${JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() })}\n`, { flag: 'wx' });
  } catch {
    return null;
  }
  return () => fs.rmSync(setupLockPath(dataDir), { force: true });
}

/** Should the plugin install the engine itself? Only for the default python, and only once. */
export function shouldAutoSetup(options, sources, fileExists = fs.existsSync) {
  if (!options.autostart) return false;
  if (sources?.pythonExe !== 'default') return false; // the user chose a python: do not second-guess it
  return !fileExists(venvPython(managedVenvDir(options.dataDir)));
}

/**
 * Starts the engine install detached; never throws. With a real node it runs
 * `node bin/flymemory.mjs setup`; without one (DSH's own binary cannot run our
 * script) the plugin drives the same steps itself through the base python.
 */
export function startBackgroundSetup({ options, cliPath, log, spawnImpl = spawn, nodeExe = findNode(), basePython = findBasePython }) {
  const running = runningSetup(options.dataDir);
  if (running) {
    log.info(`the engine is being installed (setup pid ${running.pid} since ${running.startedAt}); progress in ${path.join(options.dataDir, SETUP_LOG)}`);
    return { started: false, running };
  }
  const logPath = path.join(options.dataDir, SETUP_LOG);
  const embedder = options.embedder.startsWith('sentence-transformers') ? 'sentence-transformers' : 'default';
  try {
    ensurePrivateDir(options.dataDir);
    const launch = nodeExe
      ? { command: nodeExe, args: [cliPath, 'setup', '--data-dir', options.dataDir, ...(embedder === 'default' ? [] : ['--embedder', embedder])], how: 'flymemory setup' }
      : inProcessLaunch({ options, embedder, basePython, log });
    if (!launch) return { started: false };
    const out = openPrivate(logPath, 'a');
    const child = spawnImpl(launch.command, launch.args, { detached: true, stdio: ['ignore', out, out], windowsHide: true });
    fs.closeSync(out);
    child.on('error', (error) => log.error(`could not start the engine install (${launch.command}): ${error.message}`));
    child.unref();
    log.warn(`no python with the FlyMemory engine was found, so it is being installed now in ${managedVenvDir(options.dataDir)} ` +
      `(${launch.how}; progress in ${logPath}). Memory is off for this session and on from the next one; ` +
      'prompts typed meanwhile are kept and stored once it runs.');
    return { started: true, pid: child.pid, inProcess: !nodeExe };
  } catch (error) {
    log.error(`could not start the background engine install: ${error.message}. Run it by hand: node ${cliPath} setup`);
    return { started: false };
  }
}

/**
 * No node to run our CLI: the same plan runs under the base python itself
 * (a tiny driver, no node child), detached so it outlives a one-turn DSH.
 * The driver holds the setup lock under its own pid.
 */
function inProcessLaunch({ options, embedder, basePython, log }) {
  const base = basePython();
  if (!base) {
    log.error('no node and no Python 3.10+ on PATH, so the engine cannot be installed. Install Python 3.10 or newer, then start DSH again.');
    return null;
  }
  const plan = setupPlan({ dataDir: options.dataDir, basePython: base.command, embedder, venvExists: fs.existsSync(venvPython(managedVenvDir(options.dataDir))) });
  const payload = JSON.stringify({ plan, lock: setupLockPath(options.dataDir) });
  return { command: base.command, args: ['-c', SETUP_DRIVER, payload], how: `installed by ${base.command} directly: no node on PATH` };
}

// Runs the plan's steps in order; each command's output goes to setup.log.
export const SETUP_DRIVER = String.raw`
import datetime, json, os, subprocess, sys
job = json.loads(sys.argv[1])
lock = job["lock"]
try:
    fd = os.open(lock, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
except FileExistsError:
    print("another FlyMemory setup holds " + lock + "; leaving it to finish", flush=True)
    sys.exit(0)
os.write(fd, json.dumps({"pid": os.getpid(), "startedAt": datetime.datetime.now(datetime.timezone.utc).isoformat()}).encode() + b"\n")
os.close(fd)
code = 0
try:
    steps = job["plan"]
    for i, step in enumerate(steps, 1):
        print("[%d/%d] %s" % (i, len(steps), step["title"]), flush=True)
        code = subprocess.call([step["command"]] + step["args"], stdin=subprocess.DEVNULL)
        if code:
            print("setup stopped at step %d (exit %d); run it by hand to see why" % (i, code), flush=True)
            break
    else:
        print("FlyMemory engine installed", flush=True)
finally:
    os.remove(lock)
sys.exit(code)
`;
