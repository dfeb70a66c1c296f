// A tiny MCP client for the engine's stateless streamable-HTTP endpoint:
// one JSON-RPC POST per tool call, no session handshake, bounded by a timeout.
// Kept dependency-free on purpose; it covers only what the plugin needs.

export class McpCallError extends Error {
  constructor(message, { cause, kind } = {}) {
    super(message, { cause });
    this.name = 'McpCallError';
    this.kind = kind ?? 'protocol';
  }
}

/**
 * @param {{url: string, timeoutMs?: number, token?: string, fetchImpl?: typeof fetch}} opts
 */
export function createMcpClient({ url, timeoutMs = 3000, token = '', fetchImpl = fetch }) {
  let nextId = 1;

  /**
   * Calls an MCP tool and returns the text of its content parts.
   * Rejects with McpCallError (kind: 'timeout' | 'network' | 'http' | 'rpc' | 'tool' | 'protocol').
   */
  async function callTool(name, args = {}, callOptions = {}) {
    return (await callToolResult(name, args, callOptions)).text;
  }

  /** Like callTool, but resolves with `{text, data}`: data is the tool's structuredContent (or null). */
  async function callToolResult(name, args = {}, { signal, timeoutMs: perCallTimeout } = {}) {
    const budget = perCallTimeout ?? timeoutMs;
    const timeoutSignal = AbortSignal.timeout(budget);
    const combined = signal ? AbortSignal.any([signal, timeoutSignal]) : timeoutSignal;
    const id = nextId++;

    let response;
    try {
      response = await fetchImpl(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } }),
        signal: combined,
      });
    } catch (error) {
      throw describeFetchFailure(error, { url, budget, timeoutSignal });
    }

    let bodyText;
    try {
      bodyText = await response.text();
    } catch (error) {
      throw describeFetchFailure(error, { url, budget, timeoutSignal });
    }
    if (!response.ok) {
      throw new McpCallError(`HTTP ${response.status} from ${url}: ${bodyText.slice(0, 200)}`, { kind: 'http' });
    }

    const message = parseRpcBody(bodyText, response.headers.get('content-type') ?? '', id);
    if (message.error) {
      throw new McpCallError(`${name} failed: JSON-RPC error ${message.error.code}: ${message.error.message}`, { kind: 'rpc' });
    }
    const result = message.result ?? {};
    const text = (Array.isArray(result.content) ? result.content : [])
      .filter((part) => part && part.type === 'text' && typeof part.text === 'string')
      .map((part) => part.text)
      .join('\n');
    if (result.isError) {
      throw new McpCallError(`${name} reported an error: ${text.slice(0, 300)}`, { kind: 'tool' });
    }
    const data = result.structuredContent && typeof result.structuredContent === 'object' ? result.structuredContent : null;
    return { text, data };
  }

  return { url, callTool, callToolResult };
}

// In JSON mode the reply is one JSON-RPC object; a server may still choose SSE,
// in which case the answer is the `data:` event whose id matches ours.
function parseRpcBody(bodyText, contentType, id) {
  const candidates = contentType.includes('text/event-stream')
    ? bodyText.split(/\r?\n/).filter((line) => line.startsWith('data:')).map((line) => line.slice(5).trim())
    : [bodyText];
  for (const candidate of candidates) {
    let parsed;
    try { parsed = JSON.parse(candidate); } catch { continue; }
    for (const message of Array.isArray(parsed) ? parsed : [parsed]) {
      if (message && message.id === id && ('result' in message || 'error' in message)) return message;
    }
  }
  throw new McpCallError(`no JSON-RPC reply with id ${id} in the response: ${bodyText.slice(0, 200)}`, { kind: 'protocol' });
}

function describeFetchFailure(error, { url, budget, timeoutSignal }) {
  if (timeoutSignal.aborted) {
    return new McpCallError(`no answer from ${url} within ${budget} ms`, { cause: error, kind: 'timeout' });
  }
  if (error?.name === 'AbortError') {
    return new McpCallError(`call to ${url} was cancelled`, { cause: error, kind: 'timeout' });
  }
  const code = error?.cause?.code ?? error?.code;
  return new McpCallError(`cannot reach ${url}${code ? ` (${code})` : ''}: ${error?.message ?? error}`, { cause: error, kind: 'network' });
}
