// When DSH finds no python with the engine and the user did not choose one,
// the plugin installs the managed engine venv in the background
// (`flymemory setup`, output in <dataDir>/setup.log). The session goes on
// without memory meanwhile; the next session finds the venv and uses it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { isAlive } from './pid-identity.js';
import { managedVenvDir, venvPython } from './options.js';

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
  fs.mkdirSync(dataDir, { recursive: true });
  if (runningSetup(dataDir)) return null;
  try {
    fs.writeFileSync(setupLockPath(dataDir), `${JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() })}\n`, { flag: 'wx' });
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

/** Starts `flymemory setup` detached; never throws. */
export function startBackgroundSetup({ options, cliPath, log, spawnImpl = spawn }) {
  const running = runningSetup(options.dataDir);
  if (running) {
    log.info(`the engine is being installed (setup pid ${running.pid} since ${running.startedAt}); progress in ${path.join(options.dataDir, SETUP_LOG)}`);
    return { started: false, running };
  }
  const logPath = path.join(options.dataDir, SETUP_LOG);
  try {
    fs.mkdirSync(options.dataDir, { recursive: true });
    const out = fs.openSync(logPath, 'a');
    const args = [cliPath, 'setup', '--data-dir', options.dataDir];
    if (options.embedder.startsWith('sentence-transformers')) args.push('--embedder', 'sentence-transformers');
    const child = spawnImpl(process.execPath, args, { detached: true, stdio: ['ignore', out, out], windowsHide: true });
    fs.closeSync(out);
    child.on('error', (error) => log.error(`could not start \`flymemory setup\`: ${error.message}`));
    child.unref();
    log.warn(`no python with the FlyMemory engine was found, so it is being installed now in ${managedVenvDir(options.dataDir)} ` +
      `(progress in ${logPath}). Memory is off for this session and on from the next one; \`flymemory doctor\` shows the state.`);
    return { started: true, pid: child.pid };
  } catch (error) {
    log.error(`could not start the background engine install: ${error.message}. Run \`flymemory setup\` by hand.`);
    return { started: false };
  }
}
