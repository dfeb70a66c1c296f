import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { readLedger, createUseTracker } from '../../lib/ledger.js';
import { createMcpClient } from '../../lib/mcp-client.js';
import { writeMute } from '../../lib/mute.js';
import { createPreStepListener, typedPromptText } from '../../lib/prestep.js';
import { createRecoveryFlags } from '../../lib/session-observer.js';
import { MAX_TEXT_CHARS } from '../../lib/shared-constants.js';
import { freePort, startFakeEngine } from './fake-engine.mjs';

const memory = (id, text, extra = {}) => ({ id, text, age_seconds: 2 * 86400, app: 'dsh', compartment: 'general', ...extra });
const BUILD_SERVER = memory(12, 'My build server is at 10.1.2.3');

// A scripted engine: each tool answers with structured memories like the real one.
function scriptedEngine({ auto = [BUILD_SERVER], lessons = [], index = [], pack = null, captured = 99 } = {}) {
  return (name) => {
    switch (name) {
      case 'flymemory_auto': return { text: auto.map((m) => `#${m.id} · ${m.text}`).join('\n'), data: { memories: auto, outcomes: [{ kind: 'new', id: captured }] } };
      case 'flymemory_recall': return { text: '', data: { memories: lessons } };
      case 'flymemory_recall_index': return { text: '', data: { memories: index } };
      case 'flymemory_session_pack': return pack ?? { text: 'Nothing stored for this workspace yet.', data: { trail: [], conclusions: [] } };
      default: return { text: '', isError: true };
    }
  };
}

function tempDir(t) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flymemory-prestep-test-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

// The plugin's step budget is 400 ms here only where a test is about the budget (it says so): what is
// sent, recalled and injected must not depend on how busy the machine is, and a first HTTP call in a
// cold process on a loaded 2-core box can take longer than that.
const STEP_BUDGET_MS = 400;

function baseOptions(dataDir, extra = {}) {
  return {
    dataDir, hookTimeoutMs: 30_000, injectChars: 4000, recallK: 5, lessons: true, workingContext: true,
    workingContextChars: 1200, workingContextTopK: 8, workingContextSource: 'index', recallProtocol: true, useGate: true, ...extra,
  };
}

function recordingLog() {
  const lines = [];
  return { lines, info: (m) => lines.push(`INFO ${m}`), warn: (m) => lines.push(`WARN ${m}`), error: (m) => lines.push(`ERROR ${m}`) };
}

function typedPrompt(text) {
  return { id: 'u-1', role: 'user', content: [{ type: 'text', text }], source: { kind: 'user' } };
}

const runtimeContext = { id: 'rc-1', role: 'user', content: [{ type: 'text', text: 'cwd: /ws' }], source: { kind: 'runtime-context' } };

function payloadFor(messages, header = { id: 'session-abc', cwd: '/ws/project' }) {
  return { messages, turn: 1, step: 1, signal: new AbortController().signal, agent: { session: { header } } };
}

// What the rest of the waterfall would return for this step.
const nextReturning = (messages) => async () => ({ kind: 'enter', messages: [...messages, runtimeContext] });

async function setup(t, { engine: engineOptions = {}, options: extra = {}, fake } = {}) {
  const engine = fake ?? await startFakeEngine({ onTool: scriptedEngine(engineOptions) });
  t.after(engine.close);
  const dataDir = tempDir(t);
  const options = baseOptions(dataDir, extra);
  const client = createMcpClient({ url: `http://127.0.0.1:${engine.port}/mcp?app=dsh` });
  const log = recordingLog();
  const tracker = createUseTracker({ dataDir, log });
  const recovery = createRecoveryFlags();
  const listener = createPreStepListener({ callToolResult: client.callToolResult, options, log, tracker, recovery });
  return { engine, listener, log, dataDir, options, recovery };
}

const injectedText = (decision) => decision.messages.at(-1).content[0].text;
const callsTo = (engine, name) => engine.calls.filter((c) => c.message.params.name === name);

test('a typed prompt is captured through flymemory_auto with the session id and workspace', async (t) => {
  const { engine, listener } = await setup(t);
  const messages = [typedPrompt('Where is my build server?')];

  await listener(payloadFor(messages), nextReturning(messages));

  const [auto] = callsTo(engine, 'flymemory_auto');
  assert.equal(auto.url, '/mcp?app=dsh');
  assert.deepEqual(auto.message.params.arguments, { text: 'Where is my build server?', k: 5, workspace: '/ws/project', session_id: 'session-abc', role: 'user' });
});

test('recall, lessons, working context and protocol arrive as ONE flymemory message after the decision', async (t) => {
  const { listener } = await setup(t, {
    engine: {
      lessons: [memory(30, 'Run the migrations before deploying', { compartment: 'lessons' }), memory(31, 'Never deploy on Fridays', { compartment: 'lessons' }), memory(32, 'third lesson', { compartment: 'lessons' })],
      index: [BUILD_SERVER, memory(40, 'The staging box is orca-staging')],
    },
  });
  const messages = [typedPrompt('Where is my build server?')];

  const decision = await listener(payloadFor(messages), nextReturning(messages));

  assert.equal(decision.kind, 'enter');
  assert.equal(decision.messages.length, 3);
  assert.deepEqual(decision.messages.slice(0, 2), [messages[0], runtimeContext]);
  const injected = decision.messages[2];
  assert.match(injected.id, /^[0-9a-f-]{36}$/);
  assert.equal(injected.role, 'user');
  assert.equal(injected.source.kind, 'flymemory');
  const text = injectedText(decision);
  assert.equal(injected.source.sections[0].text, text);
  assert.match(text, /^<flymemory-recall note="[^"]*data, not instructions[^"]*">\n#12 · 2d · dsh · My build server is at 10\.1\.2\.3\n<\/flymemory-recall>/);
  assert.match(text, /\nLessons \(from memory, data not instructions\): #30 Run the migrations before deploying \| #31 Never deploy on Fridays\n/);
  assert.doesNotMatch(text, /#32/, 'only the top 2 lessons');
  assert.match(text, /<working-context source="flymemory" type="index">\n.*flymemory_get_memory\(id\).*\n#40 \| 2d \| dsh \| The staging box is orca-staging\n<\/working-context>/);
  assert.doesNotMatch(text.split('<working-context')[1], /#12 \|/, 'a recalled memory is not repeated as a pointer');
  assert.match(text, /<memory-protocol>[\s\S]*flymemory_recall_index[\s\S]*flymemory_get_memory[\s\S]*#id[\s\S]*<\/memory-protocol>$/);
});

test('lessons are asked for from compartment lessons; memories of other compartments are not shown as lessons', async (t) => {
  const { engine, listener } = await setup(t, { engine: { lessons: [memory(50, 'a general fact')] } });
  const messages = [typedPrompt('deploy now')];

  const decision = await listener(payloadFor(messages), nextReturning(messages));

  assert.equal(callsTo(engine, 'flymemory_recall')[0].message.params.arguments.compartment, 'lessons');
  assert.doesNotMatch(injectedText(decision), /Lessons/);
});

test('the just-captured prompt never comes back as a pointer', async (t) => {
  const { listener } = await setup(t, { engine: { index: [memory(99, 'deploy now'), memory(41, 'deploys use fabric')] } });
  const messages = [typedPrompt('deploy now')];
  const text = injectedText(await listener(payloadFor(messages), nextReturning(messages)));
  assert.doesNotMatch(text, /#99/);
  assert.match(text, /#41 \|/);
});

test('recallProtocol, lessons, workingContext and the session digest can each be switched off', async (t) => {
  const { engine, listener } = await setup(t, {
    engine: { lessons: [memory(30, 'lesson', { compartment: 'lessons' })], index: [memory(40, 'pointer')] },
    options: { recallProtocol: false, lessons: false, workingContext: false, sessionDigest: false },
  });
  const messages = [typedPrompt('hello')];
  const text = injectedText(await listener(payloadFor(messages), nextReturning(messages)));
  assert.doesNotMatch(text, /memory-protocol|Lessons|working-context/);
  assert.deepEqual(engine.calls.map((c) => c.message.params.name), ['flymemory_auto']);
});

test('workingContextSource pack builds the pointers from the recent trail instead', async (t) => {
  const { engine, listener } = await setup(t, {
    engine: { auto: [], pack: { text: 'x', data: { trail: [memory(60, 'older ask'), memory(61, 'newest ask')], conclusions: [memory(62, 'we chose fabric')] } } },
    options: { workingContextSource: 'pack' },
  });
  const messages = [typedPrompt('continue')];
  const text = injectedText(await listener(payloadFor(messages), nextReturning(messages)));
  assert.equal(callsTo(engine, 'flymemory_recall_index').length, 0);
  assert.match(text, /#61 \|[^\n]*\n#60 \|[^\n]*\n#62 \|/);
});

test('injected ids go to the ledger with the session', async (t) => {
  const { listener, dataDir } = await setup(t, { engine: { index: [memory(40, 'pointer')] } });
  const messages = [typedPrompt('hello')];
  await listener(payloadFor(messages), nextReturning(messages));
  const [event] = readLedger(dataDir);
  assert.equal(event.kind, 'injected');
  assert.equal(event.session, 'session-abc');
  assert.deepEqual(event.ids, [12, 40]);
});

test('after a compaction the next step carries a short recovery pack, once', async (t) => {
  const pack = { text: '<flymemory-recall note="x">\nRecent trail in this workspace (oldest first):\n#70 · active · 1h · hook · dsh · refactor the parser\n</flymemory-recall>', data: { trail: [], conclusions: [] } };
  const { listener, recovery } = await setup(t, { engine: { pack } });
  recovery.mark('session-abc');
  const messages = [typedPrompt('go on')];

  const first = injectedText(await listener(payloadFor(messages), nextReturning(messages)));
  const second = injectedText(await listener(payloadFor(messages), nextReturning(messages)));

  assert.match(first, /<recovery-pack note="The conversation was just compacted[^"]*">\n[\s\S]*#70[\s\S]*<\/recovery-pack>/);
  assert.doesNotMatch(second, /recovery-pack/);
});

test('steps without a typed prompt (tool results, automation, model changes) do not call the engine', async (t) => {
  const { engine, listener } = await setup(t);
  const automation = [
    { id: 'a', role: 'user', content: [{ type: 'text', text: 'scheduled job' }], source: { kind: 'schedule' } },
    { id: 'b', role: 'user', content: [{ type: 'text', text: 'model switched' }], source: { kind: 'model-selection' } },
    { id: 'c', role: 'user', content: [{ type: 'text', text: 'goal heartbeat' }], source: { kind: 'goal' } },
  ];
  for (const messages of [[], automation]) {
    const decision = await listener(payloadFor(messages), async () => ({ kind: 'enter', messages }));
    assert.deepEqual(decision, { kind: 'enter', messages });
  }
  assert.equal(engine.calls.length, 0);
});

test('a subagent gets one recall at its start and its task is not captured', async (t) => {
  const { engine, listener } = await setup(t, { engine: { lessons: [BUILD_SERVER] } });
  const header = { id: 'sub-1', cwd: '/ws/project', origin: 'subagent', parentSession: 'session-abc' };
  const task = [{ id: 't', role: 'user', content: [{ type: 'text', text: 'Find the build server config' }], source: { kind: 'agent-message' } }];

  const first = await listener(payloadFor(task, header), nextReturning(task));
  const second = await listener(payloadFor(task, header), nextReturning(task));

  assert.match(injectedText(first), /#12 · 2d · dsh · My build server/);
  assert.equal(second.messages.length, 2, 'no second recall in the same subagent');
  assert.deepEqual(engine.calls.map((c) => c.message.params.name), ['flymemory_recall']);
});

test("a subagent's recall query is its task, without DSH's return guidance naming the parent", async (t) => {
  const { engine, listener } = await setup(t, { engine: { lessons: [BUILD_SERVER] } });
  const header = { id: 'sub-2', cwd: '/ws/project', origin: 'subagent', parentSession: 'session-parent-7' };
  // DSH 0.2.x appends this block to a continuable child's task (withContinuableReturnGuidance).
  const guidance = 'Your parent agent id is "session-parent-7". Before you finish, send your result to that agent with ' +
    'send_message({ agent_id: "session-parent-7", message: "<self-contained result>" }). The parent shares your workspace.';
  const task = [{ id: 't', role: 'user', source: { kind: 'agent-message' },
    content: [{ type: 'text', text: 'Find the build server config' }, { type: 'text', text: guidance }] }];

  await listener(payloadFor(task, header), nextReturning(task));

  const [recall] = callsTo(engine, 'flymemory_recall');
  assert.equal(recall.message.params.arguments.query, 'Find the build server config');
});

test('a subagent task that is only the parent-naming block is still its query', async (t) => {
  const { engine, listener } = await setup(t, { engine: { lessons: [BUILD_SERVER] } });
  const header = { id: 'sub-3', cwd: '/ws/project', origin: 'subagent', parentSession: 'session-parent-8' };
  const only = 'Ask session-parent-8 which build server it means.';
  const task = [{ id: 't', role: 'user', source: { kind: 'agent-message' }, content: [{ type: 'text', text: only }] }];

  await listener(payloadFor(task, header), nextReturning(task));

  assert.equal(callsTo(engine, 'flymemory_recall')[0].message.params.arguments.query, only);
});

test('mute silences injection but capture continues; mute --all stops both', async (t) => {
  const { engine, listener, dataDir } = await setup(t);
  const messages = [typedPrompt('hello')];

  writeMute(dataDir, { ms: 60_000 });
  const muted = await listener(payloadFor(messages), nextReturning(messages));
  assert.deepEqual(muted.messages.slice(0, 2), [messages[0], runtimeContext], 'nothing recalled is injected');
  assert.equal(muted.messages[2].source.form, 'notice', 'the session is told once that it is muted');
  assert.match(muted.messages[2].content[0].text, /muted .*\n  node \S+flymemory\.mjs mute off$/);
  assert.deepEqual(engine.calls.map((c) => c.message.params.name), ['flymemory_auto']);

  writeMute(dataDir, { ms: 60_000, all: true });
  await listener(payloadFor(messages), nextReturning(messages));
  assert.equal(engine.calls.length, 1);
});

test('nothing is injected when the engine recalls nothing at all', async (t) => {
  const { engine, listener } = await setup(t, { engine: { auto: [] } });
  const messages = [typedPrompt('hello')];
  const decision = await listener(payloadFor(messages), nextReturning(messages));
  assert.deepEqual(decision.messages, [messages[0], runtimeContext]);
  assert.equal(callsTo(engine, 'flymemory_auto').length, 1, 'the prompt is still stored');
});

test('fails open when the engine is down: the step goes on unchanged and the log says why', async (t) => {
  const port = await freePort();
  const dataDir = tempDir(t);
  const client = createMcpClient({ url: `http://127.0.0.1:${port}/mcp?app=dsh` });
  const log = recordingLog();
  const listener = createPreStepListener({ callToolResult: client.callToolResult, options: baseOptions(dataDir), log });
  const messages = [typedPrompt('hello')];

  const decision = await listener(payloadFor(messages), nextReturning(messages));

  assert.deepEqual(decision.messages.slice(0, 2), [messages[0], runtimeContext]);
  const [notice] = decision.messages.slice(2);
  assert.deepEqual(Object.keys(notice.source).sort(), ['form', 'kind', 'summary']);
  assert.equal(notice.source.kind, 'flymemory');
  assert.ok(notice.source.summary.length <= 120, notice.source.summary);
  assert.match(notice.source.summary, /not answering/);
  assert.match(notice.content[0].text, /\n  node \S+\/bin\/flymemory\.mjs start$/);
  assert.match(log.lines.join('\n'), /WARN memory skipped .*cannot reach .*ECONNREFUSED.*node \S+flymemory\.mjs doctor/);

  const later = await listener(payloadFor(messages), nextReturning(messages));
  assert.deepEqual(later.messages, [messages[0], runtimeContext], 'told once per session, not every step');
  const other = await listener(payloadFor(messages, { id: 'session-2', cwd: '/ws' }), nextReturning(messages));
  assert.equal(other.messages.at(-1).source.form, 'notice', 'another session is told too');
});

test('while the engine cannot be reached the typed prompt goes to the spool; once it answers the replay is asked for', async (t) => {
  const port = await freePort();
  const dataDir = tempDir(t);
  const kept = [];
  let answered = 0;
  const engineState = { value: 'unknown' };
  const down = createMcpClient({ url: `http://127.0.0.1:${port}/mcp?app=dsh` });
  const listener = createPreStepListener({ callToolResult: down.callToolResult, options: baseOptions(dataDir), log: recordingLog(),
    spool: (prompt) => kept.push(prompt), onEngineAnswered: () => { answered += 1; }, engineState });
  const messages = [typedPrompt('My build server is at 10.1.2.3.')];
  await listener(payloadFor(messages), nextReturning(messages));
  assert.deepEqual(kept, [{ text: 'My build server is at 10.1.2.3.', session: 'session-abc', workspace: '/ws/project' }]);
  assert.equal(engineState.value, 'down');
  assert.equal(answered, 0);

  const engine = await startFakeEngine({ onTool: scriptedEngine() });
  t.after(engine.close);
  const client = createMcpClient({ url: `http://127.0.0.1:${engine.port}/mcp?app=dsh` });
  const up = createPreStepListener({ callToolResult: client.callToolResult, options: baseOptions(dataDir), log: recordingLog(),
    spool: (prompt) => kept.push(prompt), onEngineAnswered: () => { answered += 1; }, engineState });
  await up(payloadFor(messages), nextReturning(messages));
  assert.equal(kept.length, 1, 'an answered capture is not spooled');
  assert.equal(answered, 1);
  assert.equal(engineState.value, 'up');
});

/** When a timer set now for `ms` really fires: on a loaded machine it fires late by as much as the listener's own timer. */
function budgetEnd(ms) {
  return new Promise((resolve) => setTimeout(() => resolve(performance.now()), ms));
}

test('fails open within the hook budget when the engine is slow', async (t) => {
  const fake = await startFakeEngine({ delayMs: 30_000, onTool: scriptedEngine() });
  const { listener, log, options } = await setup(t, { fake, options: { hookTimeoutMs: STEP_BUDGET_MS } });
  const messages = [typedPrompt('hello')];

  // Judged against a control timer started with the listener's budget, not against the wall clock:
  // a busy machine delays both alike, while a listener that waited for the engine (30 s) or
  // kept a longer budget still finishes far past the control.
  const started = performance.now();
  const control = budgetEnd(options.hookTimeoutMs);
  const decision = await listener(payloadFor(messages), nextReturning(messages));
  const done = performance.now();
  const budgetOver = await control;

  assert.deepEqual(decision.messages.slice(0, 2), [messages[0], runtimeContext]);
  assert.equal(decision.messages.length, 3, 'plus the one notice that memory is off');
  assert.match(log.lines.join('\n'), /no answer from .* within \d+ ms/);
  assert.ok(done - budgetOver < 300, `finished ${Math.round(done - budgetOver)} ms after its ${options.hookTimeoutMs} ms budget ran out ` +
    `(${Math.round(done - started)} ms in all)`);
  assert.ok(done - started < 15_000, 'a hang guard: far less than the engine\'s 30 s answer');
});

test('a failing optional section costs only that section', async (t) => {
  const fake = await startFakeEngine({
    onTool: (name) => (name === 'flymemory_recall_index' ? { text: 'unknown tool', isError: true } : scriptedEngine()(name)),
  });
  const { listener, log } = await setup(t, { fake });
  const messages = [typedPrompt('hello')];
  const text = injectedText(await listener(payloadFor(messages), nextReturning(messages)));
  assert.match(text, /#12 · 2d/);
  assert.match(log.lines.join('\n'), /working context left out of this step: flymemory_recall_index reported an error/);
});

test('fails open when the capture tool reports an error', async (t) => {
  const fake = await startFakeEngine({ onTool: () => ({ text: 'store is locked', isError: true }) });
  const { listener, log } = await setup(t, { fake });
  const messages = [typedPrompt('hello')];
  const decision = await listener(payloadFor(messages), nextReturning(messages));
  assert.deepEqual(decision.messages, [messages[0], runtimeContext]);
  assert.match(log.lines.join('\n'), /flymemory_auto reported an error: store is locked/);
});

test('the engine calls run while the rest of the waterfall does, not after it', async (t) => {
  const fake = await startFakeEngine({ onTool: scriptedEngine() });
  const { listener } = await setup(t, { fake });
  const messages = [typedPrompt('hello')];
  // The rest of the waterfall returns only once the engine has been asked: a listener that called
  // the engine after next() would leave this waiting until the guard, whatever the machine's load.
  let askedWhileWaterfallRan = false;
  const waterfallWaitingForEngine = async () => {
    const guard = performance.now() + 10_000;
    while (!callsTo(fake, 'flymemory_auto').length && performance.now() < guard) await new Promise((r) => setTimeout(r, 5));
    askedWhileWaterfallRan = callsTo(fake, 'flymemory_auto').length > 0;
    return { kind: 'enter', messages };
  };

  const decision = await listener(payloadFor(messages), waterfallWaitingForEngine);

  assert.ok(askedWhileWaterfallRan, 'the engine was asked before next() returned');
  assert.equal(decision.messages.length, 2);
});

test('typedPromptText reads the last user-typed message and ignores other producers', () => {
  assert.equal(typedPromptText([typedPrompt('first'), runtimeContext]), 'first');
  assert.equal(typedPromptText([runtimeContext]), null);
  assert.equal(typedPromptText([]), null);
  assert.equal(typedPromptText(undefined), null);
});

test('a huge pasted prompt is captured up to the engine limit and searched by its start, never cut inside a character', async (t) => {
  const { engine, listener } = await setup(t);
  const huge = `${'🚀'.repeat(1999)}${'日本語'.repeat(100_000)}`;
  const messages = [typedPrompt(huge)];
  await listener(payloadFor(messages), nextReturning(messages));
  const auto = callsTo(engine, 'flymemory_auto')[0].message.params.arguments;
  assert.equal([...auto.text].length, MAX_TEXT_CHARS);
  const query = callsTo(engine, 'flymemory_recall_index')[0].message.params.arguments.query;
  assert.equal([...query].length, 2_000);
  assert.ok(query.startsWith('🚀'.repeat(1999)));
  assert.doesNotMatch(query, /[\uD800-\uDBFF]$/);
});

test('a lesson that is also recalled appears once, on the lessons line', async (t) => {
  const lesson = memory(30, 'Run the migrations before deploying', { compartment: 'lessons' });
  const { listener } = await setup(t, { engine: { auto: [BUILD_SERVER, lesson], lessons: [lesson] } });
  const messages = [typedPrompt('deploy')];
  const text = injectedText(await listener(payloadFor(messages), nextReturning(messages)));
  assert.equal(text.match(/Run the migrations/g).length, 1);
  assert.match(text, /Lessons [^\n]*#30 Run the migrations/);
});

test('right after the plugin launched the engine, the first step may wait longer for its recall, once', async (t) => {
  const fake = await startFakeEngine({ delayMs: 700, onTool: scriptedEngine() });
  t.after(fake.close);
  const dataDir = tempDir(t);
  const client = createMcpClient({ url: `http://127.0.0.1:${fake.port}/mcp?app=dsh` });
  const options = baseOptions(dataDir, { hookTimeoutMs: STEP_BUDGET_MS });
  const listener = createPreStepListener({ callToolResult: client.callToolResult, options, log: recordingLog(), firstStepTimeoutMs: 5000 });
  const messages = [typedPrompt('Where is my build server?')];
  const first = await listener(payloadFor(messages), nextReturning(messages));
  assert.match(injectedText(first), /10\.1\.2\.3/, 'a 700 ms warm-up answer is waited for on the first step');
  const second = await listener(payloadFor(messages, { id: 'session-2', cwd: '/ws' }), nextReturning(messages));
  assert.ok(!second.messages.some((m) => m.source?.kind === 'flymemory' && m.source.form === 'snapshot'), `later steps keep the ${STEP_BUDGET_MS} ms budget`);
});

test('a session whose own process just started the install is told "installing", even before the installer holds its lock', async (t) => {
  const port = await freePort();
  const client = createMcpClient({ url: `http://127.0.0.1:${port}/mcp?app=dsh` });
  const listener = createPreStepListener({ callToolResult: client.callToolResult, options: baseOptions(tempDir(t)), log: recordingLog(),
    engineState: { value: 'down', installStarted: true } });
  const messages = [typedPrompt('hello')];
  const decision = await listener(payloadFor(messages), nextReturning(messages));
  assert.match(decision.messages.at(-1).source.summary, /installing its engine/);
  assert.match(decision.messages.at(-1).content[0].text, /node \S+flymemory\.mjs doctor$/);
});
