// The shipped cordis.patch.yml in a real DSH, configured only through the
// environment as a user would: the plugin launches the engine itself on first
// use, later processes reuse it, `flymemory stop` ends it, and with no engine
// at all the turn still completes (fail open).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { probeEngine, readPidFile } from '../../lib/engine.js';
import { startMockLlm } from './mock-llm.mjs';
import {
  BUNDLE_PATCH, CLI, findPrerequisites, freePort, makeTempDir, messageText, runDshTurn, stopLaunchedEngine, writeModelOnlyOverlay,
} from './harness.mjs';

describe('the shipped bundle patch in a real DSH', { timeout: 600_000 }, () => {
  let prerequisites;
  let mock;
  let root;
  let modelOverlay;
  let port;
  let dataDir;
  const dshHome = () => path.join(root, 'dsh-home');

  // A setup failure (missing python/dsh) is reported by every test as a
  // failure with the reason, so a run without the tools can never pass quietly.
  let setupError;
  const requireSetup = () => { if (setupError) throw setupError; };

  before(async () => {
    try {
      prerequisites = findPrerequisites();
      root = makeTempDir('bundle');
      fs.mkdirSync(path.join(root, 'dsh-home'));
      fs.mkdirSync(path.join(root, 'workspace'));
      mock = await startMockLlm({ respond: () => ({ text: 'Mock answer.' }) });
      modelOverlay = writeModelOnlyOverlay({ dir: root, mockBaseURL: mock.baseURL });
      port = await freePort();
      dataDir = path.join(root, 'flymemory-data');
    } catch (error) {
      setupError = error;
    }
  });

  after(async () => {
    // Never leave a detached engine behind, even when a test failed midway.
    await stopLaunchedEngine({ dataDir, port });
    await mock?.close();
    if (root && !process.env.FLYMEMORY_E2E_KEEP) fs.rmSync(root, { recursive: true, force: true });
  });

  const turn = (prompt, env) => runDshTurn({
    dsh: prerequisites.dsh,
    dshHome: dshHome(),
    workspace: path.join(root, 'workspace'),
    patches: [modelOverlay, BUNDLE_PATCH],
    prompt,
    extraEnv: { FLYMEMORY_PYTHON: prerequisites.python, FLYMEMORY_MCP_PORT: String(port), FLYMEMORY_DATA_DIR: dataDir, ...env },
  });

  test('first use launches the engine detached and records its pid; that same session already has the memory tools', async () => {
    requireSetup();
    const before = mock.agentRequests().length;
    const result = await turn('Our staging database is called orca-staging.');
    assert.equal(result.code, 0, result.stderr);
    const [request] = mock.agentRequests().slice(before);
    assert.ok(request.body.tools.some((t) => t.function?.name === 'mcp__flymemory__flymemory_recall'),
      'DSH activates the MCP row alongside the plugin: its retry must land before activation ends');
    const probe = await probeEngine({ port });
    assert.equal(probe.state, 'ours', 'the engine launched by the plugin outlives the dsh process');
    assert.equal(readPidFile(dataDir)?.pid, probe.health.pid);
    const log = fs.readFileSync(path.join(dataDir, 'plugin.log'), 'utf8');
    assert.match(log, /launching FlyMemory engine/);
    assert.ok(fs.existsSync(path.join(dataDir, 'engine.out')));
  });

  test('the next DSH process reuses that engine and gets the memory injected', async () => {
    requireSetup();
    const before = mock.agentRequests().length;
    const result = await turn('What is the staging database called?');
    assert.equal(result.code, 0, result.stderr);
    const log = fs.readFileSync(path.join(dataDir, 'plugin.log'), 'utf8');
    assert.match(log, /reusing FlyMemory engine/);
    const [request] = mock.agentRequests().slice(before);
    const recall = request.body.messages.find((m) => messageText(m).includes('<flymemory-recall'));
    assert.match(messageText(recall ?? {}), /orca-staging/);
    assert.ok(request.body.tools.some((t) => t.function?.name === 'mcp__flymemory__flymemory_recall'),
      'the flymemory-mcp row connected to the engine at FLYMEMORY_MCP_PORT');
  });

  test('flymemory stop ends the engine it recorded', async () => {
    requireSetup();
    const { stdout } = await promisify(execFile)(process.execPath, [CLI, 'stop', '--port', String(port), '--data-dir', dataDir]);
    assert.match(stdout, /stopped FlyMemory engine pid \d+/);
    assert.equal((await probeEngine({ port })).state, 'down');
  });

  test('with no engine and autostart off, the turn completes without memories', async () => {
    requireSetup();
    const before = mock.agentRequests().length;
    const started = Date.now();
    const result = await turn('What is the staging database called?', { FLYMEMORY_AUTOSTART: '0' });
    assert.equal(result.code, 0, result.stderr);
    assert.equal(result.events.find((e) => e.type === 'final')?.text, 'Mock answer.');
    const [request] = mock.agentRequests().slice(before);
    assert.ok(!request.body.messages.some((m) => messageText(m).includes('<flymemory-recall')));
    assert.ok(Date.now() - started < 30_000, 'fail-open stays within budget');
    assert.match(fs.readFileSync(path.join(dataDir, 'plugin.log'), 'utf8'), /memory skipped for this step/);
  });
});
