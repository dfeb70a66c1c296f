// Keep-alive for an engine this plugin started: when it dies, start it again
// after a growing pause; after too many crashes in a short time give up loudly
// instead of looping. A deliberate `flymemory stop` removes the pid file
// first, and an engine whose record is gone is not restarted.
import { readPidFile } from './engine.js';

export const RESTART_DELAYS_MS = Object.freeze([1_000, 2_000, 5_000, 10_000, 30_000]);

/**
 * @param {{
 *   options: object, log: object,
 *   relaunch: () => Promise<{status: string, child?: object, detail?: string}>,
 *   onGiveUp?: (what: string) => void,
 *   delaysMs?: number[], maxCrashes?: number, windowMs?: number, now?: () => number,
 * }} deps
 */
export function createKeepAlive({ options, log, relaunch, onGiveUp = () => {}, delaysMs = RESTART_DELAYS_MS, maxCrashes = 5, windowMs = 10 * 60_000, now = Date.now }) {
  const crashes = [];
  let timer = null;
  let disposed = false;
  let gaveUp = false;

  function watch(child) {
    if (!child || disposed) return;
    const pid = child.pid;
    child.once('exit', (code, signal) => onExit(pid, `exit code ${code}, signal ${signal}`));
  }

  function onExit(pid, how) {
    if (disposed || gaveUp) return;
    const record = readPidFile(options.dataDir);
    if (!record || record.pid !== pid) {
      log.info(`FlyMemory engine pid ${pid} ended (${how}) and is no longer recorded (stopped on purpose or replaced); not restarting`);
      return;
    }
    crashed(`pid ${pid}, ${how}`);
  }

  function crashed(what) {
    crashes.push(now());
    while (crashes.length && now() - crashes[0] > windowMs) crashes.shift();
    if (crashes.length > maxCrashes) {
      gaveUp = true;
      log.error(`FlyMemory engine crashed ${crashes.length} times within ${Math.round(windowMs / 60_000)} minutes (last: ${what}); ` +
        `giving up restarting it. Memory is off until you fix the cause: see ${options.dataDir}/engine.out, then run \`flymemory doctor\` and \`flymemory start\`.`);
      onGiveUp(what);
      return;
    }
    const delay = delaysMs[Math.min(crashes.length - 1, delaysMs.length - 1)];
    log.warn(`FlyMemory engine died (${what}); restarting in ${delay} ms (crash ${crashes.length} of at most ${maxCrashes})`);
    timer = setTimeout(restart, delay);
    timer.unref?.();
  }

  async function restart() {
    timer = null;
    if (disposed) return;
    let result;
    try {
      result = await relaunch();
    } catch (error) {
      result = { status: 'failed', detail: error?.message ?? String(error) };
    }
    if (disposed) return;
    if (result.child) {
      log.info(`FlyMemory engine restarted (${result.status})`);
      watch(result.child);
    } else if (result.status === 'reused') {
      log.info('another process restarted the FlyMemory engine first; using it');
    } else {
      // A relaunch that did not come up counts as one more crash.
      crashed(`restart failed: ${result.status}${result.detail ? ` (${result.detail})` : ''}`);
    }
  }

  return {
    watch,
    dispose() {
      disposed = true;
      if (timer) clearTimeout(timer);
    },
    get gaveUp() { return gaveUp; },
    get crashCount() { return crashes.length; },
  };
}
