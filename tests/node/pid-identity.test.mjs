import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkIdentity, isAlive, processIdentity } from '../../lib/pid-identity.js';

test('a live process has a start time and command line on Linux', { skip: process.platform !== 'linux' }, () => {
  const identity = processIdentity(process.pid);
  assert.match(identity.startTime, /^\d+$/);
  assert.ok(identity.cmdline.includes(process.execPath) || identity.cmdline.includes('node'));
  assert.deepEqual(processIdentity(process.pid), identity, 'stable for the same process');
});

test('a pid that does not exist has no identity', () => {
  const kill = () => { throw Object.assign(new Error('ESRCH'), { code: 'ESRCH' }); };
  assert.equal(processIdentity(424242, { kill }), null);
  assert.equal(isAlive(424242, kill), false);
  assert.equal(isAlive(0), false);
});

test('a pid owned by another user still counts as alive', () => {
  const kill = () => { throw Object.assign(new Error('EPERM'), { code: 'EPERM' }); };
  assert.equal(isAlive(1, kill), true);
});

test('identity verdicts: match, gone, reused by a later process or another program, unverifiable', () => {
  const record = { pid: 7, startTime: '100', cmdline: 'python -m flymemory --port 8791' };
  assert.equal(checkIdentity(record, { startTime: '100', cmdline: record.cmdline }).verdict, 'match');
  assert.equal(checkIdentity(record, null).verdict, 'gone');
  assert.equal(checkIdentity(record, { startTime: '250', cmdline: record.cmdline }).verdict, 'reused');
  assert.equal(checkIdentity(record, { startTime: '100', cmdline: 'vim notes.txt' }).verdict, 'reused');
  assert.equal(checkIdentity({ pid: 7 }, { startTime: null, cmdline: null }).verdict, 'unverifiable');
});
