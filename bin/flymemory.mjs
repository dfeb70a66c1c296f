#!/usr/bin/env node
// flymemory start|stop|status — manage the local FlyMemory engine by hand,
// with the same settings (env FLYMEMORY_*, flags) the DSH plugin uses.
import { parseArgs } from 'node:util';
import { ensureEngine, probeEngine, readPidFile, stopEngine } from '../lib/engine.js';
import { createLogger } from '../lib/log.js';
import { resolveOptions } from '../lib/options.js';

const USAGE = `Usage: flymemory <start|stop|status> [--port N] [--data-dir DIR] [--python EXE] [--json]

  start   reuse the engine answering on the port, or launch one (detached)
  stop    stop the engine this tool recorded in <data-dir>/engine.pid, only if
          its /health still identifies it as FlyMemory with that pid
  status  show who answers on the port

Settings default to FLYMEMORY_MCP_PORT, FLYMEMORY_DATA_DIR, FLYMEMORY_PYTHON.`;

export async function main(argv = process.argv.slice(2), out = console) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        port: { type: 'string' },
        'data-dir': { type: 'string' },
        python: { type: 'string' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    out.error(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const command = positionals[0];
  if (values.help || !command) {
    (values.help ? out.log : out.error)(USAGE);
    return values.help ? 0 : 2;
  }

  const rowLike = { port: values.port, dataDir: values['data-dir'], pythonExe: values.python, autostart: true };
  const { options, warnings } = resolveOptions(rowLike);
  for (const warning of warnings) out.error(`warning: ${warning}`);
  const log = createLogger(options.dataDir);
  const report = (ok, detail, extra = {}) => {
    if (values.json) out.log(JSON.stringify({ ok, detail, port: options.port, dataDir: options.dataDir, ...extra }));
    else (ok ? out.log : out.error)(detail);
    return ok ? 0 : 1;
  };

  switch (command) {
    case 'start': {
      const result = await ensureEngine(options, log);
      const ok = result.status === 'reused' || result.status === 'launched';
      const detail = ok
        ? `FlyMemory engine ${result.status === 'reused' ? 'already running' : 'started'}: pid ${result.health.pid} on ${options.host}:${options.port}`
        : `FlyMemory engine not started (${result.status}): ${result.detail ?? ''}. Details in ${log.file}`;
      return report(ok, detail, { status: result.status, health: result.health });
    }
    case 'stop': {
      const result = await stopEngine(options);
      return report(result.stopped, result.detail);
    }
    case 'status': {
      const probe = await probeEngine({ host: options.host, port: options.port });
      const recorded = readPidFile(options.dataDir);
      const detail = probe.state === 'ours'
        ? `FlyMemory engine running: pid ${probe.health.pid}, version ${probe.health.version ?? '?'}, store ${probe.health.store ?? '?'} on ${options.host}:${options.port}`
        : `FlyMemory engine not running on ${options.host}:${options.port}: ${probe.state} (${probe.detail})`;
      return report(probe.state === 'ours', detail, { state: probe.state, health: probe.health, recordedPid: recorded?.pid ?? null });
    }
    default:
      out.error(`unknown command "${command}"\n\n${USAGE}`);
      return 2;
  }
}

process.exitCode = await main();
