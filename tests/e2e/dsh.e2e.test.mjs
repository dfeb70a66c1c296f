// FlyMemory inside a real DeepSeek Harness: the real Python engine on an
// ephemeral port, real `dsh --profile headless`, and a mock model server that
// records what DSH sends to the model. Fails (never skips) without its tools.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { openToOthers } from '../node/file-modes.mjs';
import { startMockLlm } from './mock-llm.mjs';
import {
  findPrerequisites, makeTempDir, messageText, runDshTurn, startEngine, writeOverlay,
} from './harness.mjs';

const FACT_PROMPT = 'My build server is at 10.1.2.3 and I deploy with fabric.';
const QUESTION_PROMPT = 'Where is my build server?';
const TOOL_PROMPT = 'Use the memory tool to look up how I deploy.';
const RECALL_TOOL = 'mcp__flymemory__flymemory_recall';

describe('FlyMemory in a real DSH (headless)', { timeout: 600_000 }, () => {
  let prerequisites;
  let engine;
  let mock;
  let dirs;
  let overlay;
  let questionSessionId;

  // A setup failure (missing python/dsh) is reported by every test as a
  // failure with the reason, so a run without the tools can never pass quietly.
  let setupError;
  const requireSetup = () => { if (setupError) throw setupError; };

  before(async () => {
    try {
      prerequisites = findPrerequisites();
      dirs = {
        root: makeTempDir('run'),
      };
      for (const name of ['engine', 'dshHome', 'workspace', 'pluginData']) {
        dirs[name] = path.join(dirs.root, name);
        fs.mkdirSync(dirs[name]);
      }
      mock = await startMockLlm({ respond: scriptedModel });
      engine = await startEngine({ python: prerequisites.python, dataDir: dirs.engine });
      overlay = writeOverlay({ dir: dirs.root, mockBaseURL: mock.baseURL, enginePort: engine.port, pluginDataDir: dirs.pluginData, workspace: dirs.workspace });
    } catch (error) {
      setupError = error;
    }
  });

  after(async () => {
    await engine?.stop();
    await mock?.close();
    if (dirs && !process.env.FLYMEMORY_E2E_KEEP) fs.rmSync(dirs.root, { recursive: true, force: true });
  });

  // The "model": calls the recall tool when asked to, otherwise answers plainly.
  function scriptedModel(body) {
    const messages = body.messages ?? [];
    const askedAt = messages.findLastIndex((m) => m.role === 'user' && messageText(m).includes(TOOL_PROMPT));
    if (askedAt >= 0 && !messages.slice(askedAt).some((m) => m.role === 'tool')) {
      return { toolCalls: [{ name: RECALL_TOOL, arguments: { query: 'how do I deploy' } }] };
    }
    return { text: 'Mock answer.' };
  }

  const turn = (prompt, sessionId) => runDshTurn({
    dsh: prerequisites.dsh,
    dshHome: dirs.dshHome,
    workspace: dirs.workspace,
    patches: [overlay],
    prompt,
    sessionId,
  });

  function assertTurnCompleted(result) {
    const ended = result.events.find((event) => event.type === 'status' && event.phase === 'turn_end');
    assert.equal(result.code, 0, `dsh exited ${result.code}\nstderr:\n${result.stderr}\nstdout:\n${result.stdout}`);
    assert.equal(ended?.reason?.kind, 'completed', `turn did not complete:\n${result.stdout}`);
    assert.match(result.sessionId ?? '', /\S/, 'dsh --json printed a session event with a sessionId');
  }

  test('turn 1: the typed prompt is stored by the engine', async () => {
    requireSetup();
    const result = await turn(FACT_PROMPT);
    assertTurnCompleted(result);

    const recalled = await engine.callTool('flymemory_recall', { query: 'build server address', workspace: dirs.workspace });
    assert.match(recalled, /10\.1\.2\.3/, `engine recall after turn 1:\n${recalled}`);
    const pluginLog = fs.readFileSync(path.join(dirs.pluginData, 'plugin.log'), 'utf8');
    assert.match(pluginLog, /reusing FlyMemory engine/);
  });

  test('turn 2 (new session): the model request carries the recalled memory', async () => {
    requireSetup();
    const before = mock.agentRequests().length;
    const result = await turn(QUESTION_PROMPT);
    assertTurnCompleted(result);
    questionSessionId = result.sessionId;

    const requests = mock.agentRequests().slice(before);
    assert.equal(requests.length, 1, 'one model step for a plain answer');
    const messages = requests[0].body.messages;
    assert.ok(!messages.some((m) => messageText(m) === FACT_PROMPT), 'turn 1 is not in this new session\'s history');
    const recallMessage = messages.find((m) => m.role === 'user' && messageText(m).includes('<flymemory-recall'));
    assert.ok(recallMessage, `no <flymemory-recall> message in the model request:\n${JSON.stringify(messages, null, 1)}`);
    assert.match(messageText(recallMessage), /10\.1\.2\.3/);
    const lastTyped = messages.findLastIndex((m) => messageText(m) === QUESTION_PROMPT);
    assert.ok(messages.indexOf(recallMessage) > lastTyped, 'memories follow the typed prompt');
    assert.equal(result.events.find((e) => e.type === 'final')?.text, 'Mock answer.');
  });

  test('on a busy machine (a CPU hog per core) a new session still gets its recall within the default 3 s budget', async () => {
    requireSetup();
    const busyOverlay = writeOverlay({ dir: dirs.root, mockBaseURL: mock.baseURL, enginePort: engine.port, pluginDataDir: dirs.pluginData,
      workspace: dirs.workspace, pluginConfig: { hookTimeoutMs: 3000 }, name: 'overlay-busy.yml' });
    const hogs = os.cpus().map(() => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
    try {
      const before = mock.agentRequests().length;
      const result = await runDshTurn({ dsh: prerequisites.dsh, dshHome: dirs.dshHome, workspace: dirs.workspace, patches: [busyOverlay], prompt: QUESTION_PROMPT });
      assertTurnCompleted(result);
      const [request] = mock.agentRequests().slice(before);
      const recallMessage = request.body.messages.find((m) => m.role === 'user' && messageText(m).includes('<flymemory-recall'));
      assert.match(messageText(recallMessage ?? {}), /10\.1\.2\.3/, 'the recall arrived despite the hogs');
    } finally {
      for (const hog of hogs) hog.kill('SIGKILL');
    }
  });

  test('turn 3 (continued session): the model calls the recall tool and receives the fact', async () => {
    requireSetup();
    assert.ok(questionSessionId, 'turn 2 produced a session id');
    const before = mock.agentRequests().length;
    const result = await turn(TOOL_PROMPT, questionSessionId);
    assertTurnCompleted(result);
    assert.equal(result.sessionId, questionSessionId, 'dsh continued the same session');

    const requests = mock.agentRequests().slice(before);
    assert.ok(requests[0].body.tools.some((tool) => tool.function?.name === RECALL_TOOL),
      `the model was not offered ${RECALL_TOOL}; tools: ${requests[0].body.tools.map((t) => t.function?.name).join(', ')}`);
    const afterTool = requests.find((r) => r.body.messages.some((m) => m.role === 'tool'));
    assert.ok(afterTool, `the mock never received a tool result; requests this turn: ${requests.length}\n${result.stdout}`);
    const toolResult = afterTool.body.messages.findLast((m) => m.role === 'tool');
    assert.match(messageText(toolResult), /fabric/, `tool result:\n${messageText(toolResult)}`);
    assert.match(messageText(toolResult), /10\.1\.2\.3/);
  });

  test('after these sessions every file the plugin and the engine keep is readable by its owner only', () => {
    requireSetup();
    // Both folders were made by this test with the default umask; the plugin and the engine tighten them.
    assert.deepEqual({ plugin: openToOthers(dirs.pluginData), engine: openToOthers(dirs.engine) }, { plugin: {}, engine: {} });
    assert.ok(fs.existsSync(path.join(dirs.pluginData, 'plugin.log')) && fs.existsSync(path.join(dirs.engine, 'flymemory.db')));
  });
});
