// A stand-in for an OpenAI-compatible model server, so the end-to-end test runs
// offline and can inspect exactly what DSH sent to "the model".
// It speaks just enough of /v1/chat/completions streaming (SSE chunks, a usage
// chunk, then [DONE]) for DSH's openai-completions provider.
import http from 'node:http';

/**
 * Start the mock on an ephemeral loopback port.
 * `respond(body, index)` decides each answer: return `{text}` for a plain reply
 * or `{toolCalls: [{name, arguments}]}` to make the "model" call tools, or
 * `{httpError: {status, code, message}}` to fail the request.
 * Requests without tools (DSH's session-title or compaction request) go to
 * `respondWithoutTools`, by default a short title.
 */
export async function startMockLlm({ respond, respondWithoutTools }) {
  const requests = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => { raw += chunk; });
    req.on('end', () => {
      let body;
      try { body = JSON.parse(raw || '{}'); } catch { body = { unparsable: raw }; }
      requests.push({ method: req.method, url: req.url, body });
      if (req.method !== 'POST' || !req.url.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: `mock-llm does not serve ${req.method} ${req.url}` } }));
        return;
      }
      const withoutTools = !Array.isArray(body.tools) || body.tools.length === 0;
      const answer = withoutTools
        ? (respondWithoutTools?.(body, requests.length - 1) ?? { text: 'Mock session title' })
        : (respond(body, requests.length - 1) ?? { text: 'ok' });
      if (answer.httpError) {
        // e.g. {status: 400, code: 'context_length_exceeded', message: '...'}: what OpenAI sends on overflow.
        const { status = 400, code = null, message = 'mock error' } = answer.httpError;
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message, type: 'invalid_request_error', param: 'messages', code } }));
        return;
      }
      streamAnswer(res, body, answer);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    port,
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Model requests that carried tools, i.e. real agent steps (not title requests). */
    agentRequests: () => requests.filter((r) => Array.isArray(r.body.tools) && r.body.tools.length > 0),
    close: () => new Promise((resolve) => { server.closeAllConnections?.(); server.close(() => resolve()); }),
  };
}

function streamAnswer(res, body, answer) {
  const id = `chatcmpl-mock-${Date.now()}`;
  const created = Math.floor(Date.now() / 1000);
  const model = body.model ?? 'mock-model';
  const chunk = (choices, extra = {}) =>
    `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices, ...extra })}\n\n`;

  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  res.write(chunk([{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }]));
  let finish = 'stop';
  if (answer.toolCalls?.length) {
    finish = 'tool_calls';
    answer.toolCalls.forEach((call, index) => {
      res.write(chunk([{
        index: 0,
        delta: {
          tool_calls: [{
            index,
            id: call.id ?? `call_mock_${index}_${Date.now()}`,
            type: 'function',
            function: { name: call.name, arguments: JSON.stringify(call.arguments ?? {}) },
          }],
        },
        finish_reason: null,
      }]));
    });
  } else {
    res.write(chunk([{ index: 0, delta: { content: answer.text ?? '' }, finish_reason: null }]));
  }
  res.write(chunk([{ index: 0, delta: {}, finish_reason: finish }]));
  res.write(chunk([], { usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 } }));
  res.write('data: [DONE]\n\n');
  res.end();
}
