// A tiny MCP client for the engine's stateless streamable-HTTP endpoint:
// one JSON-RPC POST per tool call, no session handshake, bounded by a timeout.
// Kept dependency-free on purpose; it covers only what the plugin needs.
//
// An engine that is flooded or not ready answers HTTP 503 with Retry-After.
// The client then sends nothing more until that time has passed (the busy
// gate, shared by every client of one plugin): a call meanwhile fails at once
// with kind 'busy', so a turn never waits for a busy engine and the engine is
// not hammered while it asked for room.

export class McpCallError extends Error {
  constructor(message, { cause, kind, retryAfterMs } = {}) {
    super(message, { cause });
    this.name = 'McpCallError';
    this.kind = kind ?? 'protocol';
    if (retryAfterMs !== undefined) this.retryAfterMs = retryAfterMs;
  }
}

// A Retry-After longer than this is not honoured in full: memory comes back after a minute at most.
export const MAX_RETRY_AFTER_MS = 60_000;
// A 503 without a readable Retry-After: wait this long (what the engine itself sends).
export const DEFAULT_RETRY_AFTER_MS = 1_000;

/**
 * Milliseconds a Retry-After header asks for (delta-seconds or an HTTP date), or null when absent or unreadable.
 * @param {string|null|undefined} value
 */
export function parseRetryAfter(value, nowMs = Date.now()) {
  if (typeof value !== 'string' || !value.trim()) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isFinite(at) ? Math.max(0, at - nowMs) : null;
}

/**
 * When the engine last said "busy, come back at T": until T no call is sent.
 * @param {{now?: () => number, maxMs?: number}} [opts]
 */
export function createBusyGate({ now = Date.now, maxMs = MAX_RETRY_AFTER_MS } = {}) {
  let until = 0;
  return {
    /** Milliseconds left before the engine may be called again (0: open). */
    remainingMs: () => Math.max(0, until - now()),
    /** Closes the gate for `ms` (capped at maxMs); never shortens a longer wait already asked for. */
    close(ms) {
      until = Math.max(until, now() + Math.min(Math.max(0, ms), maxMs));
      return Math.max(0, until - now());
    },
  };
}

/**
 * @param {{url: string, timeoutMs?: number, token?: string, fetchImpl?: typeof fetch, gate?: ReturnType<typeof createBusyGate>}} opts
 */
export function createMcpClient({ url, timeoutMs = 3000, token = '', fetchImpl = fetch, gate = createBusyGate() }) {
  let nextId = 1;

  /**
   * Calls an MCP tool and returns the text of its content parts.
   * Rejects with McpCallError (kind: 'busy' | 'timeout' | 'network' | 'http' | 'rpc' | 'tool' | 'protocol');
   * a 'busy' error carries retryAfterMs.
   */
  async function callTool(name, args = {}, callOptions = {}) {
    return (await callToolResult(name, args, callOptions)).text;
  }

  /** Like callTool, but resolves with `{text, data}`: data is the tool's structuredContent (or null). */
  async function callToolResult(name, args = {}, { signal, timeoutMs: perCallTimeout } = {}) {
    const waitMs = gate.remainingMs();
    if (waitMs > 0) {
      throw new McpCallError(`${name} not sent: the engine at ${url} asked for no calls for ${Math.ceil(waitMs / 1000)} s more (HTTP 503 Retry-After)`,
        { kind: 'busy', retryAfterMs: waitMs });
    }
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
    if (response.status === 503) {
      const asked = parseRetryAfter(response.headers.get('retry-after'));
      const waitFor = gate.close(asked ?? DEFAULT_RETRY_AFTER_MS);
      throw new McpCallError(`the engine at ${url} is busy (HTTP 503, retry after ${asked === null ? 'not given' : `${Math.round(asked / 1000)} s`}; ` +
        `no calls for ${Math.ceil(waitFor / 1000)} s): ${bodyText.slice(0, 200)}`, { kind: 'busy', retryAfterMs: waitFor });
    }
    if (response.status === 401 || response.status === 403) {
      throw new McpCallError(`the engine at ${url} refused ${token ? 'the token in FLYMEMORY_TOKEN' : 'a call without a token'} ` +
        `(HTTP ${response.status}): ${bodyText.slice(0, 200)}`, { kind: 'auth' });
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

  return { url, gate, callTool, callToolResult };
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
