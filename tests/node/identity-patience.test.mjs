// Before reusing an engine the plugin asks it to prove (HMAC over engine.secret) that it serves
// this data dir. On a machine whose CPU is taken by other work our own engine may answer late:
// late is asked again with patience and, if still silent, is neither trusted nor called a
// stranger; only a wrong proof is.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { proveIdentity } from '../../lib/engine.js';

async function challengeServer(t, { delays, secret }) {
  let n = 0;
  const server = http.createServer((req, res) => {
    const nonce = new URL(req.url, 'http://x').searchParams.get('challenge');
    const delay = delays[Math.min(n++, delays.length - 1)];
    const answer = () => {
      const proof = crypto.createHmac('sha256', secret).update(`flymemory-health:${nonce}`).digest('hex');
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ name: 'flymemory', proof }));
    };
    if (delay === Infinity) return; // never answers
    setTimeout(answer, delay);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => { server.closeAllConnections(); server.close(); });
  return server.address().port;
}

function dataDirWithSecret(t, secret) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flymemory-identity-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  fs.writeFileSync(path.join(dir, 'engine.secret'), `${secret}\n`, { mode: 0o600 });
  return dir;
}

test('an engine that answers the challenge late is asked again with patience and proves itself', async (t) => {
  const secret = 'a'.repeat(64);
  const port = await challengeServer(t, { delays: [600, 50], secret });
  assert.equal(await proveIdentity(dataDirWithSecret(t, secret), '127.0.0.1', port, { timeoutMs: 200, patientMs: 2000 }), 'proved');
});

test('an engine silent both times is "silent", not a stranger; a wrong proof is refuted', async (t) => {
  const secret = 'b'.repeat(64);
  const silent = await challengeServer(t, { delays: [Infinity], secret });
  assert.equal(await proveIdentity(dataDirWithSecret(t, secret), '127.0.0.1', silent, { timeoutMs: 100, patientMs: 200 }), 'silent');
  const impostor = await challengeServer(t, { delays: [0], secret: 'c'.repeat(64) });
  assert.equal(await proveIdentity(dataDirWithSecret(t, secret), '127.0.0.1', impostor, { timeoutMs: 500, patientMs: 500 }), 'refuted');
});
