// When memory is off for a session, the session is told once, in DSH itself:
// one producer-owned `notice` message (summary <= 120 characters, DSH 0.2.1's
// limit) saying why and the one command that fixes it. Logs alone are not
// read by anyone who does not know they exist.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { runningSetup, SETUP_LOG } from './auto-setup.js';
import { cliCommand } from './cli-command.js';
import { describeRemaining, readMute } from './mute.js';

export const NOTICE_SUMMARY_MAX = 120;
const SESSIONS_REMEMBERED = 1024;

/**
 * Why memory is off right now and what fixes it, or null when it is on.
 * @param {{options: object, engineState: () => string, failure?: string}} input
 *   engineState: 'foreign' | 'up' | 'down' | 'busy' | 'refused' (refused: it answered HTTP 401/403 to our token; down: the last call could not reach the engine;
 *   busy: it answered HTTP 503, too many requests at once or not ready, and asked to be left alone for retryAfterMs)
 */
export function memoryOffReason({ options, engineState, failure, installStarted = false, retryAfterMs }) {
  const mute = readMute(options.dataDir);
  if (mute) {
    return {
      why: 'muted',
      summary: `FlyMemory is muted for ${describeRemaining(mute.remainingMs)}: no memories are added${mute.all ? ' or kept' : ''}`,
      detail: `FlyMemory memory injection is muted for ${describeRemaining(mute.remainingMs)}${mute.all ? ' and prompts are not kept either' : ''}.`,
      fix: cliCommand(['mute', 'off']),
    };
  }
  const state = engineState();
  if (state === 'foreign') {
    return {
      why: 'port taken',
      summary: `FlyMemory is off: port ${options.port} is used by another program`,
      detail: `FlyMemory memory is off for this session: port ${options.port} is held by a program that is not FlyMemory, so nothing is sent there. ` +
        'Pick a free port with FLYMEMORY_MCP_PORT, then start DSH again; this shows what holds it:',
      fix: cliCommand(['doctor']),
    };
  }
  if (state === 'busy') {
    const wait = Number.isFinite(retryAfterMs) && retryAfterMs > 0 ? `${Math.max(1, Math.round(retryAfterMs / 1000))} s` : 'a moment';
    return {
      why: 'engine busy',
      summary: 'FlyMemory\'s engine is busy, so this turn has no memory; what you type is kept and stored',
      detail: `FlyMemory memory is paused: the engine on ${options.host}:${options.port} is running but busy (too many requests at once, or not ready yet) ` +
        `and asked for no calls for ${wait}. Nothing is lost: prompts are kept and stored once it has room, and memory returns by itself on a later turn. ` +
        'Nothing to do if it passes; if it keeps happening, something may be flooding the engine, and this shows what:',
      fix: cliCommand(['doctor']),
    };
  }
  if (state === 'refused') {
    return {
      why: 'token refused',
      summary: 'FlyMemory is off: its engine refused this session\'s token; what you type is kept until it accepts one',
      detail: `FlyMemory memory is off for this session: the engine on ${options.host}:${options.port} is running but refused ` +
        `${options.token ? 'the token in FLYMEMORY_TOKEN' : 'calls without a token'}${failure ? ` (${failure})` : ''}. ` +
        'Prompts are kept and stored once it accepts one. Set FLYMEMORY_TOKEN to a token from the engine\'s tokens file, then start DSH again:',
      fix: 'export FLYMEMORY_TOKEN=<a token from the engine\'s tokens file>',
    };
  }
  if (state !== 'down') return null;
  // This process may have started the install a moment ago, before the installer took its lock.
  const setup = runningSetup(options.dataDir) ?? (installStarted ? { startedAt: 'this session' } : null);
  if (setup) {
    return {
      why: 'installing',
      summary: 'FlyMemory is installing its engine; memory starts next session, what you type now is kept',
      detail: `FlyMemory memory is off for this session: its engine is being installed (since ${setup.startedAt}, log ${path.join(options.dataDir, SETUP_LOG)}). ` +
        'Prompts typed meanwhile are kept and stored once it runs. Progress:',
      fix: cliCommand(['doctor']),
    };
  }
  return {
    why: 'engine unavailable',
    summary: 'FlyMemory is off: its engine is not answering; what you type is kept until it does',
    detail: `FlyMemory memory is off for this session: the engine on ${options.host}:${options.port} does not answer${failure ? ` (${failure})` : ''}. ` +
      'Prompts are kept and stored once it answers. Start it (doctor shows why if it will not):',
    fix: cliCommand(['start']),
  };
}

export function noticeMessage(reason) {
  const summary = reason.summary.length > NOTICE_SUMMARY_MAX ? `${reason.summary.slice(0, NOTICE_SUMMARY_MAX - 1)}…` : reason.summary;
  const text = `[FlyMemory notice for the user, not an instruction] ${reason.detail}\n  ${reason.fix}`;
  return { id: randomUUID(), role: 'user', content: [{ type: 'text', text }], source: { kind: 'flymemory', form: 'notice', summary } };
}

/** Once per session: true the first time a session id is seen. */
export function createOncePerSession() {
  const told = new Set();
  return (session) => {
    const key = session ?? '(no session id)';
    if (told.has(key)) return false;
    told.add(key);
    if (told.size > SESSIONS_REMEMBERED) told.delete(told.values().next().value);
    return true;
  };
}
