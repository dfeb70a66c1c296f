// The `flymemory` command line: manage the engine by hand, check an install,
// read the ledger, mute injection. Uses the same option resolution as the
// DSH plugin, so both agree on port, data dir and python.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { acquireSetupLock } from './auto-setup.js';
import { createFileBusyGate } from './busy-pause.js';
import { HELP, USAGE } from './cli-help.js';
import { runDoctor } from './doctor.js';
import { ensureEngine, inspectPidFile, probeEngine, stopEngine } from './engine.js';
import { readLedger, summariseLedger } from './ledger.js';
import { createLogger } from './log.js';
import { createMcpClient } from './mcp-client.js';
import { clearMute, describeRemaining, parseMuteDuration, readMute, writeMute } from './mute.js';
import { managedVenvDir, PACKAGE_ROOT, readState, resolveOptions, venvPython } from './options.js';
import { createPreStepListener } from './prestep.js';
import { EMBEDDERS, findBasePython, runSetup, setupPlan } from './setup.js';
import { replaySpool, spoolPending, spoolPrompt } from './spool.js';

const CLI_PATH = path.join(PACKAGE_ROOT, 'bin', 'flymemory.mjs');

export const EXIT = Object.freeze({ OK: 0, FAILED: 1, USAGE: 2, ENGINE_UNAVAILABLE: 3 });
export { USAGE };

const FLAGS = {
  port: { type: 'string' },
  'data-dir': { type: 'string' },
  python: { type: 'string' },
  embedder: { type: 'string' },
  json: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
  n: { type: 'string', short: 'n' },
  engine: { type: 'boolean', default: false },
  all: { type: 'boolean', default: false },
  top: { type: 'string' },
  gpu: { type: 'boolean', default: false },
  'base-python': { type: 'string' },
  'dry-run': { type: 'boolean', default: false },
  out: { type: 'string' },
  'include-forgotten': { type: 'boolean', default: false },
  'ttl-days': { type: 'string' },
  'stale-days': { type: 'string' },
  from: { type: 'string' },
  to: { type: 'string' },
};

/**
 * @param {string[]} argv
 * @param {{out: (s: string) => void, err: (s: string) => void, stdin?: () => Promise<string>, env?: object}} io
 */
export async function main(argv, io) {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: FLAGS });
  } catch (error) {
    io.err(`${error.message}\n\n${USAGE}`);
    return EXIT.USAGE;
  }
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;
  if (!command) {
    (values.help ? io.out : io.err)(USAGE);
    return values.help ? EXIT.OK : EXIT.USAGE;
  }
  if (command === 'help') {
    io.out(HELP[rest[0]] ?? USAGE);
    return EXIT.OK;
  }
  const handler = COMMANDS[command];
  if (!handler) {
    io.err(`unknown command "${command}"\n\n${USAGE}`);
    return EXIT.USAGE;
  }
  if (values.help) {
    io.out(HELP[command]);
    return EXIT.OK;
  }

  const rowLike = Object.fromEntries(Object.entries({
    port: values.port, dataDir: values['data-dir'], pythonExe: values.python, embedder: values.embedder,
  }).filter(([, v]) => v !== undefined));
  const { options, warnings } = resolveOptions(rowLike, io.env ?? process.env);
  for (const warning of warnings) io.err(`warning: ${warning}`);
  const context = { values, args: rest, options, io };
  try {
    return await handler(context);
  } catch (error) {
    io.err(`flymemory ${command} failed: ${error?.message ?? error}`);
    return EXIT.FAILED;
  }
}

/** Prints a result as JSON (--json) or as text; returns the exit code. */
function report({ values, io }, code, text, data) {
  if (values.json) io.out(JSON.stringify({ ok: code === EXIT.OK, ...data }));
  else if (text) (code === EXIT.OK ? io.out : io.err)(text);
  return code;
}

async function engineClient(options, timeoutMs = 60_000) {
  const probe = await probeEngine({ host: options.host, port: options.port });
  if (probe.state !== 'ours') return { probe, client: null };
  return { probe, client: createMcpClient({ url: options.mcpUrl, timeoutMs, token: options.token }) };
}

const COMMANDS = {
  async start(ctx) {
    const { options } = ctx;
    const log = createLogger(options.dataDir);
    const result = await ensureEngine({ ...options, autostart: true }, log);
    const ok = result.status === 'reused' || result.status === 'launched';
    const text = ok
      ? `FlyMemory engine ${result.status === 'reused' ? 'already running' : 'started'}: pid ${result.health.pid} on ${options.host}:${options.port}`
      : `FlyMemory engine not started (${result.status}): ${result.detail ?? ''}. Details in ${log.file}; run \`flymemory doctor\`.`;
    return report(ctx, ok ? EXIT.OK : EXIT.FAILED, text, { status: result.status, health: result.health, detail: text, port: options.port, dataDir: options.dataDir });
  },

  async stop(ctx) {
    const result = await stopEngine(ctx.options);
    return report(ctx, result.stopped ? EXIT.OK : EXIT.FAILED, result.detail, { ...result, port: ctx.options.port, dataDir: ctx.options.dataDir });
  },

  async status(ctx) {
    const { options } = ctx;
    const probe = await probeEngine({ host: options.host, port: options.port });
    const pid = inspectPidFile(options.dataDir);
    const state = readState(options.dataDir);
    const mute = readMute(options.dataDir);
    const ledger = summariseLedger(readLedger(options.dataDir));
    const lines = [
      probe.state === 'ours'
        ? `engine: running, pid ${probe.health.pid}, version ${probe.health.version ?? '?'}, store ${probe.health.store ?? '?'} on ${options.host}:${options.port}`
        : probe.state === 'busy'
          ? `engine: busy on ${options.host}:${options.port} (HTTP 503: ${probe.detail})`
          : `engine: not running on ${options.host}:${options.port}: ${probe.state} (${probe.detail})`,
      `pid file: ${pid.record ? `pid ${pid.record.pid} (${pid.verdict})` : 'none'}${pid.verdict === 'stale' ? ` — ${pid.detail}` : ''}`,
      `data dir: ${options.dataDir}`,
      state
        ? `plugin: activated ${state.writtenAt} (DSH pid ${state.pid}); in effect: injectChars ${state.options.injectChars}, workingContext ${state.options.workingContext ? `${state.options.workingContextChars} chars/${state.options.workingContextSource}` : 'off'}, lessons ${state.options.lessons ? 'on' : 'off'}, recallProtocol ${state.options.recallProtocol ? 'on' : 'off'}`
        : 'plugin: not activated by DSH with this data dir yet',
      mute ? `mute: injection muted for ${describeRemaining(mute.remainingMs)} (until ${mute.until})${mute.all ? ', capture off too' : ', capture continues'}` : 'mute: off',
      `ledger: ${ledger.usedPairs}/${ledger.injectedPairs} injected memories used (${(ledger.useRate * 100).toFixed(0)}%)`,
    ];
    const code = probe.state === 'ours' ? EXIT.OK : EXIT.FAILED;
    if (!ctx.values.json) {
      (code === EXIT.OK ? ctx.io.out : ctx.io.err)(lines.join('\n'));
      return code;
    }
    return report(ctx, code, null, {
      state: probe.state, health: probe.health, detail: probe.detail, port: options.port, dataDir: options.dataDir,
      recordedPid: pid.record?.pid ?? null, pidVerdict: pid.verdict, inEffect: state, mute, ledger: { useRate: ledger.useRate, injectedPairs: ledger.injectedPairs, usedPairs: ledger.usedPairs },
    });
  },

  async doctor(ctx) {
    const checks = await runDoctor(ctx.options);
    const failed = checks.some((c) => c.status === 'fail');
    if (ctx.values.json) return report(ctx, failed ? EXIT.FAILED : EXIT.OK, null, { checks });
    const mark = { ok: 'ok  ', warn: 'warn', fail: 'FAIL' };
    const text = checks.map((c) => `${mark[c.status]} ${c.name}: ${c.detail}${c.fix ? `\n     fix: ${c.fix}` : ''}`).join('\n');
    ctx.io.out(`${text}\n${failed ? 'Problems found; run the fix commands above.' : 'All essential checks passed.'}`);
    return failed ? EXIT.FAILED : EXIT.OK;
  },

  async log(ctx) {
    const count = ctx.values.n === undefined ? 50 : Number(ctx.values.n);
    if (!Number.isInteger(count) || count < 1) {
      ctx.io.err(`-n needs a positive whole number, got "${ctx.values.n}"\n\n${HELP.log}`);
      return EXIT.USAGE;
    }
    const file = path.join(ctx.options.dataDir, ctx.values.engine ? 'engine.log' : 'plugin.log');
    let text;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      ctx.io.err(`no log at ${file} yet${ctx.values.engine ? ' (has the engine run with this data dir?)' : ' (has DSH loaded the plugin with this data dir?)'}`);
      return EXIT.FAILED;
    }
    ctx.io.out(text.split('\n').filter(Boolean).slice(-count).join('\n'));
    return EXIT.OK;
  },

  async mute(ctx) {
    const [spec] = ctx.args;
    const duration = parseMuteDuration(spec);
    if (!duration) {
      ctx.io.err(`${spec === undefined ? 'mute needs a duration' : `"${spec}" is not a duration`}\n\n${HELP.mute}`);
      return EXIT.USAGE;
    }
    if (duration.off) {
      clearMute(ctx.options.dataDir);
      return report(ctx, EXIT.OK, 'FlyMemory injection unmuted.', { muted: false });
    }
    const record = writeMute(ctx.options.dataDir, { ms: duration.ms, all: ctx.values.all });
    const text = `FlyMemory injection muted for ${spec} (until ${record.until}); ${record.all ? 'prompts are not captured either' : 'prompts are still captured'}. \`flymemory mute off\` ends it.`;
    return report(ctx, EXIT.OK, text, { muted: true, ...record });
  },

  async ledger(ctx) {
    const top = ctx.values.top === undefined ? 10 : Number(ctx.values.top);
    const summary = summariseLedger(readLedger(ctx.options.dataDir), { top: Number.isInteger(top) && top > 0 ? top : 10 });
    if (ctx.values.json) return report(ctx, EXIT.OK, null, summary);
    const lines = [
      `injection→use: ${summary.usedPairs} of ${summary.injectedPairs} injected memories were used in their session (${(summary.useRate * 100).toFixed(1)}%)`,
      `events: injected ${summary.counts.injected}, expanded ${summary.counts.expanded}, recalled ${summary.counts.recalled}, superseded ${summary.counts.superseded}`,
    ];
    if (summary.hottest.length) {
      lines.push('hottest ids (used / injected):');
      for (const row of summary.hottest) lines.push(`  #${row.id}  ${row.used} / ${row.injected}`);
    } else {
      lines.push(`no events yet in ${path.join(ctx.options.dataDir, 'usegate.jsonl')}`);
    }
    ctx.io.out(lines.join('\n'));
    return EXIT.OK;
  },

  async version(ctx) {
    const pkg = JSON.parse(fs.readFileSync(path.join(PACKAGE_ROOT, 'package.json'), 'utf8'));
    const probe = await probeEngine({ host: ctx.options.host, port: ctx.options.port });
    const engineVersion = probe.state === 'ours' ? probe.health.version ?? 'unknown' : null;
    const text = `${pkg.name} ${pkg.version}\nengine: ${engineVersion ?? `not running on port ${ctx.options.port}`}\nnode ${process.versions.node}`;
    return report(ctx, EXIT.OK, text, { plugin: pkg.version, engine: engineVersion, node: process.versions.node });
  },

  async setup(ctx) {
    const embedder = ctx.values.embedder && EMBEDDERS.includes(ctx.values.embedder) ? ctx.values.embedder
      : ctx.values.embedder?.startsWith('sentence-transformers') ? 'sentence-transformers' : 'default';
    const base = ctx.values['base-python'] ? { command: ctx.values['base-python'] } : findBasePython();
    if (!base) {
      ctx.io.err('no Python 3.10 or newer found on PATH. Install one (https://www.python.org/downloads/) or pass --base-python /path/to/python3');
      return EXIT.FAILED;
    }
    const venv = managedVenvDir(ctx.options.dataDir);
    const plan = setupPlan({ dataDir: ctx.options.dataDir, basePython: base.command, embedder, gpu: ctx.values.gpu, venvExists: fs.existsSync(venvPython(venv)) });
    if (ctx.values['dry-run']) {
      const text = plan.map((s, i) => `[${i + 1}/${plan.length}] ${s.title}\n    ${[s.command, ...s.args].join(' ')}`).join('\n');
      return report(ctx, EXIT.OK, text, { plan });
    }
    const release = acquireSetupLock(ctx.options.dataDir);
    if (!release) {
      return report(ctx, EXIT.FAILED, `another \`flymemory setup\` is installing into ${venv} right now (see ${path.join(ctx.options.dataDir, 'setup.log')}); wait for it to finish`, { running: true });
    }
    let result;
    try {
      result = await runSetup(plan, { out: { write: (s) => ctx.io.out(s.replace(/\n$/, '')) }, dataDir: ctx.options.dataDir });
    } finally {
      release();
    }
    if (!result.ok) {
      return report(ctx, EXIT.FAILED, `setup stopped at "${result.failedStep.title}" (exit ${result.code}); fix the error above and run \`flymemory setup\` again.`, { failedStep: result.failedStep.title });
    }
    const hint = embedder === 'sentence-transformers' ? ' Set FLYMEMORY_EMBEDDER=sentence-transformers:<model> to use it.' : '';
    return report(ctx, EXIT.OK, `FlyMemory engine installed in ${venv}; the plugin uses ${result.python} automatically.${hint}`, { python: result.python });
  },

  async export(ctx) {
    const { probe, client } = await engineClient(ctx.options);
    if (!client) return report(ctx, EXIT.ENGINE_UNAVAILABLE, `the engine is not running on port ${ctx.options.port} (${probe.state}); run \`flymemory start\` first`, { state: probe.state });
    const { text, data } = await client.callToolResult('flymemory_export', { include_forgotten: ctx.values['include-forgotten'] });
    let file = data?.path ?? /to (\S+)$/.exec(text)?.[1];
    if (ctx.values.out && file) {
      fs.copyFileSync(file, path.resolve(ctx.values.out));
      file = path.resolve(ctx.values.out);
    }
    return report(ctx, EXIT.OK, ctx.values.out ? `${text}\ncopied to ${file}` : text, { path: file, ...(data ?? {}) });
  },

  async import(ctx) {
    const [file] = ctx.args;
    if (!file) {
      ctx.io.err(`import needs a file\n\n${HELP.import}`);
      return EXIT.USAGE;
    }
    const absolute = path.resolve(file);
    if (!fs.existsSync(absolute)) return report(ctx, EXIT.FAILED, `no such file: ${absolute}`, { path: absolute });
    const { probe, client } = await engineClient(ctx.options, 600_000);
    if (!client) return report(ctx, EXIT.ENGINE_UNAVAILABLE, `the engine is not running on port ${ctx.options.port} (${probe.state}); run \`flymemory start\` first`, { state: probe.state });
    let reply;
    try {
      reply = await client.callToolResult('flymemory_import', { path: absolute });
    } catch (error) {
      if (/unknown tool/i.test(error.message)) {
        return report(ctx, EXIT.FAILED, `the running engine (version ${probe.health.version ?? '?'}) has no flymemory_import tool yet; ` +
          'update the engine (`flymemory setup` reinstalls the one shipped with this package), then `flymemory stop` and `flymemory start`', { unsupported: true });
      }
      throw error;
    }
    return report(ctx, EXIT.OK, reply.text, { path: absolute, ...(reply.data ?? {}) });
  },

  async move(ctx) {
    const { from, to } = ctx.values;
    if (!from || !to) {
      ctx.io.err(`move needs --from and --to\n\n${HELP.move}`);
      return EXIT.USAGE;
    }
    // The engine does the copy (it owns both backends); this only finds its python and passes the flags on.
    const python = ctx.options.pythonExe;
    const args = ['-m', 'flymemory.move', '--from', from, '--to', to, ...(ctx.values['dry-run'] ? ['--dry-run'] : [])];
    const run = spawnSync(python, args, { encoding: 'utf8', maxBuffer: 16 << 20, stdio: ['ignore', 'pipe', 'pipe'] });
    if (run.error) {
      return report(ctx, EXIT.FAILED, `cannot run the engine's python ${python} (${run.error.message}); run \`flymemory setup\` or pass --python`, { python });
    }
    const text = `${run.stdout}${run.stderr}`.trim();
    return report(ctx, run.status === 0 ? EXIT.OK : EXIT.FAILED, text, { dryRun: ctx.values['dry-run'], detail: text });
  },

  async distill(ctx) {
    return housekeeping(ctx, 'flymemory_distill', { scope: 'all', dry_run: ctx.values['dry-run'] });
  },

  async gc(ctx) {
    const args = { scope: 'all', dry_run: ctx.values['dry-run'] };
    for (const [flag, key] of [['ttl-days', 'ttl_days'], ['stale-days', 'stale_days']]) {
      if (ctx.values[flag] === undefined) continue;
      const days = Number(ctx.values[flag]);
      if (!Number.isFinite(days) || days <= 0) {
        ctx.io.err(`--${flag} must be a positive number of days, got "${ctx.values[flag]}"\n\n${HELP.gc}`);
        return EXIT.USAGE;
      }
      args[key] = days;
    }
    return housekeeping(ctx, 'flymemory_gc', args);
  },

  async hook(ctx) {
    if (ctx.args[0] === 'replay') return hookReplay(ctx);
    // Fail open like the plugin: whatever happens, the client's prompt goes through.
    try {
      const input = JSON.parse((await ctx.io.stdin?.()) || '{}');
      const prompt = typeof input.prompt === 'string' ? input.prompt : '';
      if (!prompt.trim()) return EXIT.OK;
      const log = createLogger(ctx.options.dataDir, 'hook.log');
      // A 503's pause outlives this process (engine-busy-until.json): the next prompt's hook honours it too.
      const gate = createFileBusyGate({ dataDir: ctx.options.dataDir });
      const client = createMcpClient({ url: ctx.options.mcpUrl.replace('app=dsh', `app=${encodeURIComponent(input.app ?? 'hook')}`), timeoutMs: ctx.options.hookTimeoutMs, token: ctx.options.token, gate });
      // One process per prompt: no per-session cache survives (no frozen digest, no once-per-session notice),
      // but a prompt typed while the engine is away is kept in the spool like the plugin keeps it.
      const spool = (prompt) => spoolPrompt({ dataDir: ctx.options.dataDir, log, ...prompt });
      let answered = false;
      const listener = createPreStepListener({ callToolResult: client.callToolResult, options: { ...ctx.options, sessionDigest: false, notices: false }, log, spool,
        onEngineAnswered: () => { answered = true; } });
      const typed = { id: 'hook', role: 'user', content: [{ type: 'text', text: prompt }], source: { kind: 'user' } };
      const header = { id: typeof input.session_id === 'string' ? input.session_id : undefined, cwd: typeof input.cwd === 'string' ? input.cwd : undefined };
      const decision = await listener({ messages: [typed], turn: 0, step: 0, agent: { session: { header } } }, async () => ({ kind: 'enter', messages: [] }));
      const context = decision.messages.at(-1)?.content?.[0]?.text;
      if (context) ctx.io.out(JSON.stringify({ hookSpecificOutput: { hookEventName: 'UserPromptSubmit', additionalContext: context } }));
      // Prompts kept earlier are stored now that the engine answers, by a detached process: no DSH
      // may ever run to replay them, and the client waits for this one to exit.
      if (answered && spoolPending(ctx.options.dataDir)) startHookReplay(ctx.options, log);
    } catch { /* fail open */ }
    return EXIT.OK;
  },
};

// A replay started by a hook stores each spooled prompt with this much time per call.
const HOOK_REPLAY_CALL_MS = 30_000;

/** `flymemory hook replay`: stores the spool (prompts kept while the engine was away) exactly once. */
async function hookReplay(ctx) {
  try {
    const log = createLogger(ctx.options.dataDir, 'hook.log');
    const gate = createFileBusyGate({ dataDir: ctx.options.dataDir });
    const client = createMcpClient({ url: ctx.options.mcpUrl.replace('app=dsh', 'app=hook'), timeoutMs: HOOK_REPLAY_CALL_MS, token: ctx.options.token, gate });
    await replaySpool({ dataDir: ctx.options.dataDir, callToolResult: client.callToolResult, log, timeoutMs: HOOK_REPLAY_CALL_MS });
  } catch { /* the spool stays for the next try */ }
  return EXIT.OK;
}

function startHookReplay(options, log) {
  try {
    const child = spawn(process.execPath, [CLI_PATH, 'hook', 'replay', '--port', String(options.port), '--data-dir', options.dataDir],
      { detached: true, stdio: 'ignore' });
    child.on('error', (error) => log.warn(`could not start the spool replay: ${error.message}; the next prompt tries again`));
    child.unref();
  } catch (error) {
    log.warn(`could not start the spool replay: ${error.message}; the next prompt tries again`);
  }
}

/** distill and gc: one engine tool each, both with --dry-run; neither ever deletes a row. */
async function housekeeping(ctx, tool, args) {
  const { probe, client } = await engineClient(ctx.options, 600_000);
  if (!client) return report(ctx, EXIT.ENGINE_UNAVAILABLE, `the engine is not running on port ${ctx.options.port} (${probe.state}); run \`flymemory start\` first`, { state: probe.state });
  try {
    const reply = await client.callToolResult(tool, args);
    return report(ctx, EXIT.OK, reply.text, reply.data ?? {});
  } catch (error) {
    if (/unknown tool/i.test(error.message)) {
      return report(ctx, EXIT.FAILED, `the running engine (version ${probe.health?.version ?? '?'}) has no ${tool} tool yet; ` +
        'update the engine (`flymemory setup`), then `flymemory stop` and `flymemory start`', { unsupported: true });
    }
    throw error;
  }
}
