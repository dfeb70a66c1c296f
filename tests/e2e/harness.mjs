// Shared plumbing for the end-to-end test: find the real engine and DSH,
// start the engine on an ephemeral port, write the DSH overlay, run turns.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { probeEngine, readPidFile } from '../../lib/engine.js';
import { createMcpClient } from '../../lib/mcp-client.js';
import { freePort } from '../node/fake-engine.mjs';

export { freePort }; // one helper for both suites: a loopback port that was free a moment ago

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const PLUGIN_ENTRY = path.join(REPO_ROOT, 'lib', 'index.js');
export const BUNDLE_PATCH = path.join(REPO_ROOT, 'cordis.patch.yml');
export const CLI = path.join(REPO_ROOT, 'bin', 'flymemory.mjs');
export const MOCK_KEY_ENV = 'FLYMEMORY_E2E_MOCK_KEY';

/**
 * Locates python-with-flymemory and dsh. Throws an error saying what is
 * missing and how to provide it: the e2e test must fail, not skip.
 */
export function findPrerequisites(env = process.env) {
  const python = env.FLYMEMORY_PYTHON || path.join(REPO_ROOT, '.venv', 'bin', 'python');
  const dsh = env.DSH_BIN || path.join(REPO_ROOT, '.venv', 'bin', 'dsh');
  const problems = [];
  if (!fs.existsSync(python)) {
    problems.push(`python not found at ${python}: create the venv (README setup) or set FLYMEMORY_PYTHON to a python with the flymemory engine installed`);
  } else {
    const check = spawnSync(python, ['-c', 'import flymemory'], { encoding: 'utf8', timeout: 60_000 });
    if (check.status !== 0) {
      problems.push(`${python} cannot import flymemory (${(check.stderr || check.error?.message || '').trim().split('\n').at(-1)}): run \`${python} -m pip install -e python/\``);
    }
  }
  if (!fs.existsSync(dsh)) {
    problems.push(`dsh not found at ${dsh}: \`pip install deepseek-harness-runtime-bin\` into the venv or set DSH_BIN`);
  }
  if (problems.length) throw new Error(`end-to-end prerequisites missing:\n - ${problems.join('\n - ')}`);
  return { python, dsh };
}


export function makeTempDir(label) {
  // The folder's name stays under 32 characters. It becomes part of the workspace path stored with
  // every capture, and the engine's credential check reads a path part of 32 or more mixed-case
  // characters with digits as a possible token: `flymemory-e2e-first-contact-5Pg9k4` was refused
  // ("workspace contains a credential"), so nothing of that session was stored (46 of 1000 random
  // mkdtemp suffixes on that label).
  return fs.mkdtempSync(path.join(os.tmpdir(), `${`flymemory-e2e-${label}`.slice(0, 24)}-`));
}

/** Starts the real engine the way the plugin would, and waits for /health. */
export async function startEngine({ python, dataDir, timeoutMs = 120_000 }) {
  const port = await freePort();
  const out = fs.openSync(path.join(dataDir, 'engine.out'), 'a');
  const child = spawn(python, ['-m', 'flymemory', '--host', '127.0.0.1', '--port', String(port), '--data-dir', dataDir], {
    stdio: ['ignore', out, out],
    env: { ...process.env, PYTHONUNBUFFERED: '1' },
  });
  fs.closeSync(out);
  let exit = null;
  child.once('exit', (code, signal) => { exit = { code, signal }; });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const probe = await probeEngine({ port });
    if (probe.state === 'ours') {
      const client = createMcpClient({ url: `http://127.0.0.1:${port}/mcp?app=e2e-check`, timeoutMs: 30_000 });
      return {
        port,
        health: probe.health,
        callTool: client.callTool,
        stop: async () => {
          if (exit) return;
          child.kill('SIGTERM');
          for (let i = 0; i < 50 && !exit; i++) await sleep(100);
          if (!exit) child.kill('SIGKILL');
        },
      };
    }
    if (exit) break;
    await sleep(250);
  }
  child.kill('SIGKILL');
  const log = fs.readFileSync(path.join(dataDir, 'engine.out'), 'utf8').slice(-2000);
  throw new Error(`engine did not answer /health on port ${port} (${exit ? `exited ${exit.code}` : 'timed out'}). engine.out:\n${log}`);
}

/** Rows that point DSH at the mock model and keep telemetry off. */
export function mockModelRows(mockBaseURL) {
  return `- id: llm-pi-ai
  config:
    providers:
      mock:
        api: openai-completions
        baseURL: ${JSON.stringify(mockBaseURL)}
        apiKeyEnv: ${MOCK_KEY_ENV}
        models:
          - id: mock-model
            contextWindow: 128000
            maxTokens: 4096
- id: agent-default-model
  config:
    provider: mock
    model: mock-model
- id: session-telemetry-otel
  disabled: true
`;
}

/** The overlay that points DSH at the mock model, our plugin and the test engine. */
export function writeOverlay({ dir, mockBaseURL, enginePort, pluginDataDir, pluginConfig = {}, name = 'overlay.yml', workspace }) {
  // Extra plugin settings as JSON flow values, which YAML reads as they are.
  const { hookTimeoutMs = 10000, autostart = false, ...rest } = pluginConfig;
  const extra = Object.entries(rest).map(([key, value]) => `\n        ${key}: ${JSON.stringify(value)}`).join('');
  const overlay = `# generated by tests/e2e for one run
${mockModelRows(mockBaseURL)}- insert:
    - id: flymemory
      name: ${JSON.stringify(PLUGIN_ENTRY)}
      config:
        port: ${enginePort}
        dataDir: ${JSON.stringify(pluginDataDir)}
        autostart: ${autostart}
        hookTimeoutMs: ${hookTimeoutMs}${extra}
    - id: flymemory-mcp
      name: '@deepseek-ai/dsh-mcp-client'
      config:
        serverName: flymemory
        transport: streamable-http
        url: ${JSON.stringify(`http://127.0.0.1:${enginePort}/mcp?app=dsh${workspace ? `&workspace=${encodeURIComponent(workspace)}` : ''}`)}
        reconnect:
          enabled: true
          initialDelayMs: 250
          maxDelayMs: 1000
          maxAttempts: 600
`;
  const file = path.join(dir, name);
  fs.writeFileSync(file, overlay);
  return file;
}

/** Only the mock model; FlyMemory's rows then come from the shipped cordis.patch.yml. */
export function writeModelOnlyOverlay({ dir, mockBaseURL }) {
  const file = path.join(dir, 'model-overlay.yml');
  fs.writeFileSync(file, `# generated by tests/e2e for one run\n${mockModelRows(mockBaseURL)}`);
  return file;
}

/** Runs one headless DSH turn with --json; resolves with the parsed events. */
/**
 * CPU seconds (user + system) a live process has used so far, or null where /proc cannot say.
 * A process starved by a busy machine still gains CPU time; a hung one does not.
 */
export function cpuSeconds(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return null;
  }
}

/**
 * One headless DSH turn. With `stallMs`, the turn is killed only when DSH has made no progress
 * (no CPU time used, no output) for that long, or after `timeoutMs` in all: on a machine whose
 * CPU is taken by other work a turn is slow, not stuck, and a fixed wall-clock limit cannot tell
 * the two apart. Without it, `timeoutMs` is a plain wall-clock limit.
 */
export function runDshTurn({ dsh, dshHome, workspace, patches, prompt, sessionId, extraEnv = {}, timeoutMs = 180_000, stallMs = 0 }) {
  const args = ['--profile', 'headless', ...patches.flatMap((p) => ['--patch', p]), '--json'];
  if (sessionId) args.push('--session-id', sessionId);
  args.push(prompt);
  // The test controls the engine through the overlay; inherited settings must not leak in.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('FLYMEMORY_') && !key.startsWith('DSH_')));
  Object.assign(env, { DSH_HOME: dshHome, DSH_TELEMETRY_DISABLED: '1', [MOCK_KEY_ENV]: 'mock-key', ...extraEnv });

  return new Promise((resolve, reject) => {
    const child = spawn(dsh, args, { cwd: workspace, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => { stdout += chunk; });
    child.stderr.on('data', (chunk) => { stderr += chunk; });
    let killed = null;
    const kill = (why) => { killed ??= why; child.kill('SIGKILL'); };
    const timer = setTimeout(() => kill(`no end after ${timeoutMs} ms`), timeoutMs);
    let progressAt = Date.now();
    let lastCpu = null;
    let lastOutput = 0;
    const watchdog = stallMs > 0 ? setInterval(() => {
      const cpu = cpuSeconds(child.pid);
      const output = stdout.length + stderr.length;
      if ((cpu !== null && cpu !== lastCpu) || output !== lastOutput) progressAt = Date.now();
      lastCpu = cpu;
      lastOutput = output;
      if (Date.now() - progressAt > stallMs) kill(`no CPU time used and no output for ${stallMs} ms`);
    }, 2_000) : null;
    const stop = () => { clearTimeout(timer); if (watchdog) clearInterval(watchdog); };
    child.on('error', (error) => { stop(); reject(error); });
    child.on('close', (code, signal) => {
      stop();
      const events = stdout.split('\n').filter(Boolean).flatMap((line) => {
        try { return [JSON.parse(line)]; } catch { return []; }
      });
      const sessionEvent = events.find((event) => event.type === 'session');
      resolve({ code, signal, killed, events, stdout, stderr, sessionId: sessionEvent?.sessionId ?? null });
    });
  });
}

/** Plain text of an OpenAI chat message whose content is a string or parts. */
export function messageText(message) {
  if (typeof message?.content === 'string') return message.content;
  if (Array.isArray(message?.content)) return message.content.map((part) => part?.text ?? '').join('\n');
  return '';
}

/** Ends the detached engine a test's plugin launched (only when it is still the recorded, answering one). */
export async function stopLaunchedEngine({ dataDir, port }) {
  const record = dataDir && readPidFile(dataDir);
  const probe = port && await probeEngine({ port });
  if (record && probe?.state === 'ours' && probe.health.pid === record.pid) process.kill(record.pid, 'SIGTERM');
}
