// A stand-in FlyMemory engine for unit tests: /health plus a stateless
// JSON-RPC /mcp endpoint whose tool answers each test scripts.
// Run directly (`node fake-engine.mjs --port P ...`) it acts as a launchable engine.
import http from 'node:http';

export async function startFakeEngine({
  port = 0,
  health = { name: 'flymemory', version: '0.0.0-test', ready: true },
  healthStatus = 200,
  healthReply = null, // () => ({status, headers?, body?}) or null: answers /health instead of health/healthStatus
  onTool = () => ({ text: '' }),
  delayMs = 0,
  silentChallenge = false, // /health?challenge=… is never answered (a starved engine)
} = {}) {
  const calls = [];
  const healthCalls = [];
  const pendingDelays = new Set();
  // A delayed answer must not keep the test process alive after close().
  const delay = (ms) => new Promise((resolve) => {
    const timer = setTimeout(() => { pendingDelays.delete(timer); resolve(); }, ms);
    pendingDelays.add(timer);
  });
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => { raw += chunk; });
    req.on('end', async () => {
      if (silentChallenge && req.url.startsWith('/health?challenge=')) return;
      const custom = req.method === 'GET' && req.url.startsWith('/health') && healthReply?.();
      if (custom) {
        healthCalls.push(Date.now());
        res.writeHead(custom.status, { 'content-type': 'application/json', ...custom.headers });
        res.end(custom.body ?? JSON.stringify({ pid: process.pid, ...health }));
        return;
      }
      if (req.method === 'GET' && req.url === '/health') {
        res.writeHead(healthStatus, { 'content-type': 'application/json' });
        res.end(typeof health === 'string' ? health : JSON.stringify({ pid: process.pid, ...health }));
        return;
      }
      if (req.method === 'POST' && req.url.startsWith('/mcp')) {
        const message = JSON.parse(raw);
        calls.push({ url: req.url, headers: req.headers, message, at: Date.now() });
        if (delayMs) await delay(delayMs);
        if (res.destroyed) return;
        const answer = await onTool(message.params?.name, message.params?.arguments ?? {}, message);
        if (answer.destroy) { // the connection dies without an answer (undici: UND_ERR_SOCKET)
          res.socket?.destroy();
          return;
        }
        if (answer.httpStatus) {
          res.writeHead(answer.httpStatus, { 'content-type': 'text/plain', ...answer.headers });
          res.end(answer.text ?? '');
          return;
        }
        const reply = answer.rpcError
          ? { jsonrpc: '2.0', id: message.id, error: answer.rpcError }
          : { jsonrpc: '2.0', id: message.id, result: {
            content: [{ type: 'text', text: answer.text ?? '' }],
            isError: Boolean(answer.isError),
            ...(answer.data ? { structuredContent: answer.data } : {}),
          } };
        if (answer.sse) {
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          res.end(`event: message\ndata: ${JSON.stringify(reply)}\n\n`);
        } else {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify(reply));
        }
        return;
      }
      res.writeHead(404);
      res.end('not found');
    });
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    calls,
    healthCalls,
    close: () => new Promise((resolve) => {
      for (const timer of pendingDelays) clearTimeout(timer);
      pendingDelays.clear();
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

/** A loopback port that was free a moment ago. */
export async function freePort() {
  const server = http.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// Launched as `<fake python> -m flymemory --host H --port P --data-dir D`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const port = Number(args[args.indexOf('--port') + 1]);
  const engine = await startFakeEngine({ port, health: { name: 'flymemory', version: 'fake', ready: true },
    silentChallenge: process.env.FAKE_ENGINE_SILENT_CHALLENGE === '1' });
  process.on('SIGTERM', async () => { await engine.close(); process.exit(0); });
}
