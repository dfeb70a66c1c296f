import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { clearMute, describeRemaining, parseMuteDuration, readMute, writeMute } from '../../lib/mute.js';

test('mute durations: 30m, 2h, 90s, 1d, combined, and off', () => {
  assert.deepEqual(parseMuteDuration('30m'), { ms: 30 * 60_000 });
  assert.deepEqual(parseMuteDuration('2h'), { ms: 2 * 3_600_000 });
  assert.deepEqual(parseMuteDuration('90s'), { ms: 90_000 });
  assert.deepEqual(parseMuteDuration('1d'), { ms: 86_400_000 });
  assert.deepEqual(parseMuteDuration('1h30m'), { ms: 90 * 60_000 });
  assert.deepEqual(parseMuteDuration(' OFF '), { off: true });
});

test('nonsense, zero and absurdly long mutes are refused', () => {
  for (const bad of ['', 'soon', '30', '-5m', '0m', '2w', '40d', 'm30']) assert.equal(parseMuteDuration(bad), null, bad);
});

test('a mute is read back until it expires, then it is as if none was set', (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flymemory-mute-test-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const now = Date.parse('2026-01-01T00:00:00Z');
  writeMute(dir, { ms: 30 * 60_000, all: true, now });
  assert.deepEqual(readMute(dir, now + 60_000), { until: '2026-01-01T00:30:00.000Z', all: true, remainingMs: 29 * 60_000 });
  assert.equal(readMute(dir, now + 30 * 60_000), null);
  writeMute(dir, { ms: 60_000, now: Date.now() });
  clearMute(dir);
  assert.equal(readMute(dir), null);
  fs.writeFileSync(path.join(dir, 'mute.json'), 'garbage');
  assert.equal(readMute(dir), null);
});

test('remaining time reads like the command that set it', () => {
  assert.equal(describeRemaining(29 * 60_000 + 1), '30m');
  assert.equal(describeRemaining(2 * 3_600_000), '2h');
  assert.equal(describeRemaining(90 * 60_000), '1h30m');
});
