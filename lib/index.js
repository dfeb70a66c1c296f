// FlyMemory's DSH (cordis) plugin: the composition root.
// On load it makes sure the local engine answers (reusing a running one or
// launching it) before the flymemory-mcp client row connects, records the
// settings in effect, then listens on `agent/pre-step` (capture + one injected
// message) and `session/event` (use ledger, compaction summaries).
import path from 'node:path';
import { shouldAutoSetup, startBackgroundSetup } from './auto-setup.js';
import { ensureEngine, probeEngine, proveIdentity, readPidFile, stopEngine } from './engine.js';
import { writeHooksFile } from './hooks-file.js';
import { createKeepAlive } from './keepalive.js';
import { createUseTracker } from './ledger.js';
import { createLogger } from './log.js';
import { createFileBusyGate } from './busy-pause.js';
import { createMcpClient, DEFAULT_RETRY_AFTER_MS, McpCallError, MAX_RETRY_AFTER_MS } from './mcp-client.js';
import { PACKAGE_ROOT, resolveOptions, writeState } from './options.js';
import { createPreStepListener } from './prestep.js';
import { seedFromUpstream } from './seed.js';
import { createRecoveryFlags, createSessionObserver } from './session-observer.js';
import { replaySpool, spoolPending, spoolPrompt } from './spool.js';

export const name = 'flymemory';
export const CLI_PATH = path.join(PACKAGE_ROOT, 'bin', 'flymemory.mjs');
// Storing spooled prompts is not on a step's clock: each call may take its time.
const REPLAY_CALL_TIMEOUT_MS = 30_000;
// At activation the spool is replayed before the first step (so its recall can see those
// prompts), but DSH's start never waits longer than this for it; the rest goes on in the background.
const REPLAY_AT_START_MS = 5_000;
// A replay at activation that could not reach the engine is tried once more after this pause.
const REPLAY_AT_START_RETRY_MS = 500;
// The first step after this process launched the engine may wait this long for its recall.
const FIRST_STEP_AFTER_LAUNCH_MS = 15_000;
// A spool replay after a 503 starts this long after the engine's Retry-After has passed.
const REPLAY_RETRY_SLACK_MS = 250;
// Longer than the MCP row's longest retry pause (cordis.patch.yml reconnect.maxDelayMs).
const MCP_ROW_RETRY_WAIT_MS = 1_500;

export async function apply(ctx, config) {
  const { options, sources, warnings } = resolveOptions(config);
  const log = createLogger(options.dataDir);
  for (const warning of warnings) log.warn(warning);
  log.info(`plugin loading: engine ${options.host}:${options.port}, data ${options.dataDir}, autostart ${options.autostart}`);

  // Awaited on purpose: the MCP client row after this one lists tools on activation.
  const engine = await ensureEngine(options, log);
  log.info(`engine status at load: ${engine.status}${engine.detail ? ` (${engine.detail})` : ''}`);
  writeState(options, sources, { engine: { status: engine.status, pid: engine.health?.pid ?? engine.child?.pid ?? null } });
  if (options.nativeHooks) {
    const hooks = writeHooksFile({ cliPath: CLI_PATH, options });
    if (!hooks.ok) log.warn(`could not write ${hooks.file}: ${hooks.error}`);
  }

  let installStarted = false;
  if (engine.status === 'failed' && shouldAutoSetup(options, sources)) {
    installStarted = startBackgroundSetup({ options, cliPath: CLI_PATH, log }).started;
  }

  const engineState = {
    value: engine.status === 'reused' || engine.status === 'launched' ? 'up' : engine.status === 'busy' ? 'busy' : 'down',
    installStarted, retryAfterMs: engine.retryAfterMs,
  };
  if (engine.status === 'foreign') {
    // Never send prompts to a process we cannot identify as ours; the session is still told why.
    log.error('memory is off for this DSH process: the configured port belongs to another program.');
    engineState.value = 'foreign';
    const refuse = () => Promise.reject(Object.assign(new Error('port held by another program'), { kind: 'foreign' }));
    ctx.on('agent/pre-step', createPreStepListener({ callToolResult: refuse, options, log, engineState }));
    return;
  }

  // One busy gate for every call this plugin makes: a 503's Retry-After holds them all back. It is
  // kept in the data dir, so a pause a hook process was told holds this plugin back too, and back.
  const gate = createFileBusyGate({ dataDir: options.dataDir });
  if (engine.status === 'busy') gate.close(engine.retryAfterMs);
  // A busy engine at load was not identified yet: nothing is sent before it proves it is ours.
  const verify = engine.status === 'busy' ? createLazyVerification({ options, gate, engineState, log }) : null;
  // The check is bounded by the call's own budget (a step never waits longer than it would for the
  // engine); one that is not done goes on in the background and the next call waits for it.
  const guarded = (callToolResult) => (verify ? async (name, args, opts = {}) => {
    await withinBudget(verify(), opts.timeoutMs);
    return callToolResult(name, args, opts);
  } : callToolResult);
  const client = createMcpClient({ url: options.mcpUrl, timeoutMs: options.hookTimeoutMs, token: options.token, gate });
  const replayClient = createMcpClient({ url: options.mcpUrl, timeoutMs: REPLAY_CALL_TIMEOUT_MS, token: options.token, gate });
  const callToolResult = guarded(client.callToolResult);
  const callTool = async (...args) => (await callToolResult(...args)).text;
  const replayCall = guarded(replayClient.callToolResult);
  let replaying = null;
  const replayIfPending = () => {
    if (replaying || !spoolPending(options.dataDir)) return replaying;
    replaying = replaySpool({ dataDir: options.dataDir, callToolResult: replayCall, log })
      .then((result) => { if (result.remaining) retryReplayLater(); else retryDelayMs = 0; return result; })
      .finally(() => { replaying = null; });
    return replaying;
  };
  // Prompts kept while the engine was busy are stored once it has room, without waiting for
  // the next typed prompt: one replay after the pause it asked for, then backing off (at most
  // one attempt a minute) while it stays busy. Never more than one timer.
  let retryTimer = null;
  let retryDelayMs = 0;
  const retryReplayLater = () => {
    const wait = gate.remainingMs();
    if (retryTimer || wait <= 0) return;
    retryDelayMs = Math.min(MAX_RETRY_AFTER_MS, Math.max(wait, retryDelayMs * 2));
    retryTimer = setTimeout(() => { retryTimer = null; replayIfPending(); }, retryDelayMs + REPLAY_RETRY_SLACK_MS);
    retryTimer.unref?.();
  };
  if (engineState.value === 'up') {
    // The engine just answered /health, so a replay that cannot reach it met a passing fault (on a
    // starved machine: a kept-alive connection the engine had closed, UND_ERR_SOCKET): try once more.
    const replayAtStart = async () => {
      const first = await replayIfPending();
      if (!first?.remaining || gate.remainingMs() > 0) return;
      await new Promise((resolve) => setTimeout(resolve, REPLAY_AT_START_RETRY_MS));
      await replayIfPending();
    };
    await Promise.race([replayAtStart(), new Promise((resolve) => setTimeout(resolve, REPLAY_AT_START_MS).unref?.())]);
  }
  // Typed prompts (pre-step) and compaction summaries (session observer) share one spool and its replay.
  const spool = (item) => {
    const kept = spoolPrompt({ dataDir: options.dataDir, log, ...item });
    if (kept.kept && !item.compartment) log.info('the engine is unavailable, so the typed prompt was kept in the spool; it is stored with its time once the engine answers');
    if (kept.kept) retryReplayLater();
    return kept;
  };
  const tracker = createUseTracker({ dataDir: options.dataDir, log });
  const recovery = createRecoveryFlags({ dataDir: options.dataDir });
  const launchedHere = engine.status === 'launched';
  if (launchedHere) {
    // Warm the new engine's indexes while DSH finishes activating, so the first step is fast.
    replayCall('flymemory_recall_index', { query: 'warm up', k: 1 }).catch(() => {});
    // DSH 0.2.1 activates the flymemory-mcp row alongside this one: its first connection failed
    // before the engine was up, and a session lists only the tools registered when activation
    // ends. Its next retry (at most reconnect.maxDelayMs, 1 s in our patch) must land first.
    await new Promise((resolve) => setTimeout(resolve, MCP_ROW_RETRY_WAIT_MS));
  }
  ctx.on('agent/pre-step', createPreStepListener({
    callToolResult, options, log, tracker, recovery, spool, onEngineAnswered: replayIfPending, engineState,
    firstStepTimeoutMs: launchedHere ? FIRST_STEP_AFTER_LAUNCH_MS : null,
  }));
  const observer = createSessionObserver({ tracker, callTool, options, log, recovery, spool });
  ctx.on('session/event', observer.observe);

  if (options.seedFromUpstream) {
    // Not awaited: a large import must not delay DSH's start.
    seedFromUpstream({ options, callTool, log });
  }

  // DSH's cordis scopes cleanup with ctx.effect; plain cordis contexts have a 'dispose' event.
  const onDispose = (fn) => {
    if (typeof ctx.effect === 'function') ctx.effect(() => fn, 'flymemory.dispose');
    else ctx.on?.('dispose', fn);
  };
  const startedHere = engine.child && (engine.status === 'launched' || engine.status === 'launching');
  // The pid of the engine this process started last (keep-alive may replace it).
  let startedPid = startedHere ? engine.health?.pid ?? engine.child.pid : null;
  if (startedHere && options.keepAlive) {
    const relaunch = async () => {
      const result = await ensureEngine({ ...options, autostart: true }, log);
      if (result.child) startedPid = result.health?.pid ?? result.child.pid;
      return result;
    };
    // Recorded in state.json too, so `flymemory status` and `doctor` show it.
    const onGiveUp = (what) => writeState(options, sources, { engine: { status: 'crashed', gaveUpAt: new Date().toISOString(), last: what } });
    const keepAlive = createKeepAlive({ options, log, relaunch, onGiveUp });
    keepAlive.watch(engine.child);
    onDispose(() => keepAlive.dispose());
  }
  if (startedHere && options.shutdownOnDispose) {
    onDispose(async () => {
      // Only the engine this process started, and only while it is still the recorded one.
      if (readPidFile(options.dataDir)?.pid !== startedPid) return;
      const result = await stopEngine(options, { waitMs: 3000 });
      log.info(`shutdownOnDispose: ${result.detail}`);
    });
  }
}

/**
 * For an engine that was busy (HTTP 503) when DSH started: before the first call is sent, its
 * /health must say it is FlyMemory and prove it serves this data dir, as at load. Until then
 * every call fails at once (kind 'busy' while the gate is closed or it is still busy, 'foreign'
 * if it turns out to be another program), so the step goes on and the prompt is kept.
 */
function createLazyVerification({ options, gate, engineState, log }) {
  let verified = false;
  let pending = null;
  const check = async () => {
    const probe = await probeEngine({ host: options.host, port: options.port });
    const proof = probe.state === 'ours' ? await proveIdentity(options.dataDir, options.host, options.port) : null;
    if (proof === 'proved') {
      log.info(`the busy engine on ${options.host}:${options.port} answers now: pid ${probe.health.pid}`);
      verified = true;
      return;
    }
    if (probe.state === 'busy' || proof === 'silent') {
      const retryAfterMs = probe.state === 'busy' ? probe.retryAfterMs : DEFAULT_RETRY_AFTER_MS;
      const waitMs = gate.close(retryAfterMs);
      engineState.value = 'busy';
      engineState.retryAfterMs = waitMs;
      throw new McpCallError(`the engine is still busy: ${probe.detail}`, { kind: 'busy', retryAfterMs: waitMs });
    }
    if (probe.state === 'down') throw new McpCallError(`the engine does not answer: ${probe.detail}`, { kind: 'network' });
    engineState.value = 'foreign';
    log.error(`the process on port ${options.port} is not a FlyMemory engine that serves ${options.dataDir} (${probe.detail ?? probe.state}); nothing is sent to it`);
    throw new McpCallError('port held by another program', { kind: 'foreign' });
  };
  return async function verify() {
    if (verified) return;
    if (engineState.value === 'foreign') throw new McpCallError('port held by another program', { kind: 'foreign' });
    const waitMs = gate.remainingMs();
    if (waitMs > 0) throw new McpCallError(`not sent: the engine asked for no calls for ${Math.ceil(waitMs / 1000)} s more`, { kind: 'busy', retryAfterMs: waitMs });
    pending ??= check().finally(() => { pending = null; });
    await pending;
  };
}

function withinBudget(promise, timeoutMs) {
  if (!Number.isFinite(timeoutMs)) return promise;
  let timer;
  const late = new Promise((resolve, reject) => {
    timer = setTimeout(() => reject(new McpCallError(`the engine was not confirmed as ours within ${timeoutMs} ms`, { kind: 'timeout' })), timeoutMs);
    timer.unref?.();
  });
  promise.catch(() => {}); // settled later, in the background
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
