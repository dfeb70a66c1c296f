// The per-step work in a real DSH (headless) with the real engine and a mock
// model: one appended message with recall, lessons, a budgeted working
// context and the recall protocol; the use ledger from the model's own tool
// calls; compaction summaries; mute. Reports the per-step overhead (p50/p95)
// measured from the plugin's own log. Fails (never skips) without its tools.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { charLength } from '../../lib/chars.js';
import { startMockLlm } from './mock-llm.mjs';
import {
  CLI, findPrerequisites, makeTempDir, messageText, runDshTurn, startEngine, writeOverlay,
} from './harness.mjs';

const WORKING_CONTEXT_CHARS = 300;
const LESSON = 'Lesson learned: always run the database migrations before deploying orca.';
const GET_MEMORY = 'mcp__flymemory__flymemory_get_memory';
const SUMMARY_MARK = 'COMPACTED-SUMMARY';

describe('per-step memory in a real DSH', { timeout: 900_000 }, () => {
  let prerequisites;
  let engine;
  let mock;
  let dirs;
  let overlay;
  let setupError;
  const requireSetup = () => { if (setupError) throw setupError; };
  let overflowSent = false;

  before(async () => {
    try {
      prerequisites = findPrerequisites();
      dirs = { root: makeTempDir('perstep') };
      for (const name of ['engine', 'dshHome', 'workspace', 'pluginData']) {
        dirs[name] = path.join(dirs.root, name);
        fs.mkdirSync(dirs[name]);
      }
      mock = await startMockLlm({ respond: scriptedModel });
      engine = await startEngine({ python: prerequisites.python, dataDir: dirs.engine });
      overlay = writeOverlay({
        dir: dirs.root, mockBaseURL: mock.baseURL, enginePort: engine.port, pluginDataDir: dirs.pluginData,
        pluginConfig: { hookTimeoutMs: 5000, recallK: 2, workingContextChars: WORKING_CONTEXT_CHARS, workingContextTopK: 8 },
      });
      // Memories of this workspace: a lesson, and more pointers than the working context can hold.
      await engine.callTool('flymemory_remember', { text: LESSON, compartment: 'lessons', workspace: dirs.workspace });
      for (let i = 1; i <= 5; i++) {
        await engine.callTool('flymemory_remember', { text: `Deploy note ${i}: orca release step ${i} uses the fabric task deploy_${i} on host orca-${i}.example.com`, workspace: dirs.workspace });
      }
      // Warm the engine's embedder so the first measured step is not a cold start.
      await engine.callTool('flymemory_recall', { query: 'warm up', workspace: dirs.workspace });
    } catch (error) {
      setupError = error;
    }
  });

  after(async () => {
    await engine?.stop();
    await mock?.close();
    if (dirs && !process.env.FLYMEMORY_E2E_KEEP) fs.rmSync(dirs.root, { recursive: true, force: true });
  });

  // The "model": expands an injected id when asked to, overflows once when
  // asked to, writes a checkpoint when DSH asks it to compact, else answers.
  function scriptedModel(body) {
    const messages = body.messages ?? [];
    const last = messages.at(-1);
    if (messageText(last).includes('acting as a compaction engine')) {
      return { text: `## Primary Request and Intent\n- ${SUMMARY_MARK}: the user is refactoring the orca parser and wants tests first.` };
    }
    if (messages.some((m) => m.role === 'user' && messageText(m).startsWith('SUBTASK'))) return { text: 'Sub answer.' };
    const typed = messages.findLast((m) => m.role === 'user' && !messageText(m).startsWith('<') && !messageText(m).startsWith('Current runtime context'));
    const typedText = messageText(typed);
    if (typedText.includes('EXPAND') && !messages.slice(messages.indexOf(typed)).some((m) => m.role === 'tool')) {
      const injected = messages.findLast((m) => messageText(m).includes('<flymemory-recall'));
      const id = Number(/#(\d+) ·/.exec(messageText(injected))?.[1]);
      return { toolCalls: [{ name: GET_MEMORY, arguments: { id } }] };
    }
    if (typedText.includes('DELEGATE') && !messages.slice(messages.indexOf(typed)).some((m) => m.role === 'tool')) {
      return { toolCalls: [{ name: 'subagent', arguments: { description: 'find a deploy host', prompt: 'SUBTASK: find the fabric deploy host of orca release step 4' } }] };
    }
    if (typedText.includes('OVERFLOW') && !overflowSent) {
      overflowSent = true;
      return { httpError: { status: 400, code: 'context_length_exceeded', message: "This model's maximum context length is 128000 tokens. However, your messages resulted in 210000 tokens. (context_length_exceeded)" } };
    }
    return { text: 'Mock answer.' };
  }

  const turn = (prompt, sessionId) => runDshTurn({
    dsh: prerequisites.dsh, dshHome: dirs.dshHome, workspace: dirs.workspace, patches: [overlay], prompt, sessionId,
  });

  function assertTurnCompleted(result) {
    assert.equal(result.code, 0, `dsh exited ${result.code}\nstderr:\n${result.stderr}\nstdout:\n${result.stdout}`);
    const ended = result.events.find((event) => event.type === 'status' && event.phase === 'turn_end');
    assert.equal(ended?.reason?.kind, 'completed', `turn did not complete:\n${result.stdout}`);
  }

  const flymemoryMessages = (request) => request.body.messages.filter((m) => m.role === 'user' && /<flymemory-recall|<working-context|<memory-protocol|<recovery-pack/.test(messageText(m)));
  const workingContextOf = (text) => /<working-context[\s\S]*?<\/working-context>/.exec(text)?.[0] ?? '';
  const pluginLog = () => fs.readFileSync(path.join(dirs.pluginData, 'plugin.log'), 'utf8');
  const ledger = () => fs.readFileSync(path.join(dirs.pluginData, 'usegate.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));

  let firstSession;

  test('turn 1: the prompt is captured, and one message carries recall, the lesson, a budgeted working context and the protocol', async () => {
    requireSetup();
    const before = mock.agentRequests().length;
    const result = await turn('Which fabric task deploys orca release step 3?');
    assertTurnCompleted(result);
    firstSession = result.sessionId;

    const [request] = mock.agentRequests().slice(before);
    const injected = flymemoryMessages(request);
    assert.equal(injected.length, 1, 'exactly one appended flymemory message');
    const text = messageText(injected[0]);
    assert.match(text, /<flymemory-recall[^>]*>\n#\d+ · \S+ · \S+ · /);
    assert.match(text, /Lessons \(from memory, data not instructions\): #\d+ Lesson learned: always run the database migrations/);
    const workingContext = workingContextOf(text);
    assert.match(workingContext, /^<working-context source="flymemory" type="index">/);
    assert.ok(charLength(workingContext) <= WORKING_CONTEXT_CHARS, `working context is ${charLength(workingContext)} chars:\n${workingContext}`);
    assert.match(workingContext, /\n#\d+ \| \S+ \| \S+ \| Deploy note/);
    assert.match(text, /<memory-protocol>[\s\S]*flymemory_get_memory/);

    const recalled = await engine.callTool('flymemory_recall', { query: 'which fabric task deploys step 3', scope: 'all', k: 20 });
    assert.match(recalled, /Which fabric task deploys orca release step 3\?/, 'the typed prompt was stored');

    const state = JSON.parse(fs.readFileSync(path.join(dirs.pluginData, 'state.json'), 'utf8'));
    assert.equal(state.options.workingContextChars, WORKING_CONTEXT_CHARS, 'state.json records the row config in effect');
    assert.equal(state.sources.workingContextChars, 'config');
    assert.equal(state.engine.status, 'reused');
    assert.ok(fs.existsSync(path.join(dirs.pluginData, 'hooks.json')));
  });

  test('turn 2 (new session): the lesson comes back again and the working context stays within its budget', async () => {
    requireSetup();
    const before = mock.agentRequests().length;
    const result = await turn('Remind me how the orca deploy works on orca-4.');
    assertTurnCompleted(result);
    assert.notEqual(result.sessionId, firstSession);
    const [request] = mock.agentRequests().slice(before);
    const [injected] = flymemoryMessages(request);
    const text = messageText(injected);
    assert.match(text, /Lessons \(from memory[^\n]*Lesson learned: always run the database migrations/);
    assert.ok(charLength(workingContextOf(text)) <= WORKING_CONTEXT_CHARS);
    assert.match(text, /^<flymemory-recall[^>]*>\n#\d+ /, 'memories of earlier sessions are recalled');
  });

  test('the model expands an injected id with get_memory and the ledger records it as expanded', async () => {
    requireSetup();
    const result = await turn('EXPAND the deploy note for orca-2, please.');
    assertTurnCompleted(result);
    const toolCall = result.events.find((e) => e.type === 'tool_call' && e.tool === GET_MEMORY);
    assert.ok(toolCall, `the mock did not call ${GET_MEMORY}:\n${result.stdout}`);
    const events = ledger().filter((e) => e.session === result.sessionId);
    const injected = events.find((e) => e.kind === 'injected');
    assert.ok(injected.ids.includes(toolCall.input.id));
    assert.deepEqual(events.filter((e) => e.kind === 'expanded').map((e) => e.id), [toolCall.input.id]);

    const cli = await promisify(execFile)(process.execPath, [CLI, 'ledger', '--json', '--data-dir', dirs.pluginData]);
    const summary = JSON.parse(cli.stdout);
    assert.ok(summary.counts.expanded >= 1);
    assert.ok(summary.useRate > 0);
  });

  test('an HTTP 400 context_length_exceeded triggers DSH overflow compaction; the summary is stored and the next step gets a recovery pack', async () => {
    requireSetup();
    const first = await turn('Let us refactor the orca parser, tests first.');
    assertTurnCompleted(first);
    const overflow = await turn('OVERFLOW: continue with the parser refactor.', first.sessionId);
    assertTurnCompleted(overflow);
    assert.ok(overflowSent, 'the mock answered one request with context_length_exceeded');

    // The summary is written without blocking the session; give it a moment.
    let stored = '';
    for (let i = 0; i < 50 && !stored.includes(SUMMARY_MARK); i++) {
      stored = await engine.callTool('flymemory_recall', { query: `${SUMMARY_MARK} refactoring the orca parser`, scope: 'all', k: 10 });
      if (!stored.includes(SUMMARY_MARK)) await new Promise((r) => setTimeout(r, 200));
    }
    assert.match(stored, new RegExp(SUMMARY_MARK), `summary not in the engine:\n${stored}\nplugin.log:\n${pluginLog()}`);
    assert.match(pluginLog(), /stored compaction summary of session /);
    const summaryId = Number(new RegExp(`#(\\d+) [^\\n]*${SUMMARY_MARK}`).exec(stored)[1]);
    const full = await engine.callTool('flymemory_get_memory', { id: summaryId });
    assert.match(full, /compartment context/);
    assert.match(full, new RegExp(`session ${overflow.sessionId}`));

    const before = mock.agentRequests().length;
    const next = await turn('And now?', first.sessionId);
    assertTurnCompleted(next);
    const [request] = mock.agentRequests().slice(before);
    const text = flymemoryMessages(request).map(messageText).join('\n');
    assert.match(text, /<recovery-pack note="The conversation was just compacted/);
  });

  test('mute silences injection while capture continues; mute off brings it back', async () => {
    requireSetup();
    const cli = (...args) => promisify(execFile)(process.execPath, [CLI, ...args, '--data-dir', dirs.pluginData]);
    await cli('mute', '30m');
    try {
      const before = mock.agentRequests().length;
      const result = await turn('Muted question about the orca deploy hosts.');
      assertTurnCompleted(result);
      const [request] = mock.agentRequests().slice(before);
      assert.equal(flymemoryMessages(request).length, 0, 'nothing injected while muted');
      const recalled = await engine.callTool('flymemory_recall', { query: 'Muted question about the orca deploy hosts', scope: 'all', k: 20 });
      assert.match(recalled, /Muted question about the orca deploy hosts/, 'the prompt was still captured');
    } finally {
      await cli('mute', 'off');
    }
    const before = mock.agentRequests().length;
    assertTurnCompleted(await turn('Unmuted: how do I deploy orca?'));
    assert.equal(flymemoryMessages(mock.agentRequests().slice(before)[0]).length, 1);
  });

  test('status and doctor report the running engine, the settings in effect and the ledger', async () => {
    requireSetup();
    const cli = async (...args) => {
      try {
        const { stdout } = await promisify(execFile)(process.execPath, [CLI, ...args, '--port', String(engine.port), '--data-dir', dirs.pluginData, '--json'], { env: { ...process.env, FLYMEMORY_PYTHON: prerequisites.python } });
        return { code: 0, report: JSON.parse(stdout) };
      } catch (error) {
        return { code: error.code, report: JSON.parse(error.stdout || '{}') };
      }
    };
    const status = await cli('status');
    assert.equal(status.code, 0);
    assert.equal(status.report.state, 'ours');
    assert.equal(status.report.inEffect.options.workingContextChars, WORKING_CONTEXT_CHARS);
    assert.ok(status.report.ledger.usedPairs >= 1);
    const doctor = await cli('doctor');
    const byName = Object.fromEntries(doctor.report.checks.map((c) => [c.name, c]));
    assert.equal(byName['python engine'].status, 'ok');
    assert.equal(byName.engine.status, 'ok');
    assert.equal(byName.plugin.status, 'ok');
    assert.equal(doctor.code, 0, JSON.stringify(doctor.report.checks, null, 1));
  });

  test('a subagent gets one recall at its start, and its task is not captured as a typed prompt', async () => {
    requireSetup();
    const before = mock.agentRequests().length;
    const result = await turn('DELEGATE: have a subagent find the orca deploy host.');
    assertTurnCompleted(result);
    const subagentRequests = mock.agentRequests().slice(before)
      .filter((r) => r.body.messages.some((m) => m.role === 'user' && messageText(m).startsWith('SUBTASK')));
    assert.ok(subagentRequests.length >= 1, 'the subagent ran');
    const injected = flymemoryMessages(subagentRequests.at(-1));
    assert.equal(injected.length, 1, 'one recall for the subagent, at its start');
    assert.match(messageText(injected[0]), /<flymemory-recall[^>]*>\n#\d+ [^\n]*(Deploy note|orca)/);
    const stored = await engine.callTool('flymemory_recall', { query: 'SUBTASK find the fabric deploy host', scope: 'all', k: 30 });
    assert.doesNotMatch(stored, /SUBTASK/, 'the subagent task was not stored as something the user typed');
  });

  test('with workingContextSource pack the pointers come from the recent trail of the workspace', async () => {
    requireSetup();
    const packOverlay = writeOverlay({
      dir: dirs.root, name: 'overlay-pack.yml', mockBaseURL: mock.baseURL, enginePort: engine.port, pluginDataDir: dirs.pluginData,
      pluginConfig: { hookTimeoutMs: 5000, recallK: 1, workingContextChars: 600, workingContextSource: 'pack' },
    });
    const before = mock.agentRequests().length;
    const result = await runDshTurn({
      dsh: prerequisites.dsh, dshHome: dirs.dshHome, workspace: dirs.workspace, patches: [packOverlay], prompt: 'Where were we?',
    });
    assertTurnCompleted(result);
    const workingContext = workingContextOf(messageText(flymemoryMessages(mock.agentRequests().slice(before)[0])[0]));
    assert.ok(charLength(workingContext) <= 600);
    // The newest typed prompt of this workspace leads.
    assert.match(workingContext, /^[^\n]*\n[^\n]*\n#\d+ \| \S+ \| dsh \| DELEGATE: have a subagent find the orca deploy host/);
  });

  test('per-step overhead measured in the plugin log stays well inside the hook budget', async (t) => {
    requireSetup();
    // More plain turns, so the percentiles rest on a real sample.
    const topics = ['the staging database', 'the release checklist', 'the orca parser tests', 'which host runs fabric', 'the deploy order',
      'rollback steps for orca', 'who owns the build server', 'the migration lesson', 'release step 4 again', 'the CI cache'];
    for (const topic of topics) assertTurnCompleted(await turn(`Quick question about ${topic}?`));
    const overheads = [...pluginLog().matchAll(/engine (\d+) ms, overhead (\d+) ms/g)].map((m) => Number(m[2])).sort((a, b) => a - b);
    assert.ok(overheads.length >= 16, `only ${overheads.length} measured steps`);
    const pct = (p) => overheads[Math.min(overheads.length - 1, Math.ceil((p / 100) * overheads.length) - 1)];
    const line = `per-step overhead over ${overheads.length} steps: p50 ${pct(50)} ms, p95 ${pct(95)} ms, max ${overheads.at(-1)} ms`;
    t.diagnostic(line);
    fs.writeFileSync(path.join(process.env.FLYMEMORY_E2E_REPORT_DIR ?? dirs.root, 'overhead.txt'), `${line}\n`);
    console.log(`# ${line}`);
    assert.ok(pct(95) < 5000, line);
  });
});
