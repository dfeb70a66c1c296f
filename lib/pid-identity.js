// A pid alone is not an identity: after the engine dies the number can be
// reused by any program. So the pid file also records the process's start time
// and command line, and a pid only counts as "ours" while both still match.
import fs from 'node:fs';

/**
 * What the OS says about a running pid: `{startTime, cmdline}`, or null when
 * no such process exists. startTime is null where /proc is unavailable.
 */
export function processIdentity(pid, { procRoot = '/proc', kill = process.kill.bind(process) } = {}) {
  if (!isAlive(pid, kill)) return null;
  let startTime = null;
  let cmdline = null;
  try {
    const stat = fs.readFileSync(`${procRoot}/${pid}/stat`, 'utf8');
    // Field 22 (starttime); fields are counted after the ")" that ends the command name.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    startTime = fields[19] ?? null;
  } catch { /* not Linux, or the process just exited */ }
  try {
    cmdline = fs.readFileSync(`${procRoot}/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch { /* as above */ }
  return { startTime, cmdline };
}

export function isAlive(pid, kill = process.kill.bind(process), procRoot = '/proc') {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    kill(pid, 0);
  } catch (error) {
    return error?.code === 'EPERM'; // exists, but belongs to someone else
  }
  // An exited child its parent has not reaped yet still answers signal 0.
  try {
    const stat = fs.readFileSync(`${procRoot}/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
  }
}

/**
 * Compares a pid-file record against the live process.
 * @returns {{verdict: 'match'|'gone'|'reused'|'unverifiable', detail: string}}
 */
export function checkIdentity(record, identity) {
  if (!identity) return { verdict: 'gone', detail: `pid ${record.pid} is not running` };
  if (record.startTime && identity.startTime) {
    if (record.startTime !== identity.startTime) {
      return { verdict: 'reused', detail: `pid ${record.pid} now belongs to a process started later (${identity.cmdline ?? 'unknown command'})` };
    }
    if (record.cmdline && identity.cmdline !== null && record.cmdline !== identity.cmdline) {
      return { verdict: 'reused', detail: `pid ${record.pid} runs "${identity.cmdline}", not the recorded "${record.cmdline}"` };
    }
    return { verdict: 'match', detail: `pid ${record.pid} started at tick ${identity.startTime} as recorded` };
  }
  return { verdict: 'unverifiable', detail: `no start time to compare for pid ${record.pid} on this platform` };
}
