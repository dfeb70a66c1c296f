// Which program runs our own scripts (`bin/flymemory.mjs`). Inside the
// pip-installed DSH, process.execPath is the DSH runtime binary: handed a
// script path it takes it for a profile name ("invalid profile name"), so a
// child started with it never runs our CLI. Only a real node may run it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const NODE_NAME = /^node(js)?(\d+)?(\.exe)?$/i;

/** True when this process is a plain node (not DSH, bun or an embedding binary). */
export function isPlainNode({ execPath = process.execPath, versions = process.versions } = {}) {
  if (versions?.bun) return false;
  return NODE_NAME.test(String(execPath).split(/[\\/]/).pop());
}

/** The first executable named `node` on PATH, or null. */
export function nodeOnPath({ env = process.env, platform = process.platform, exists = isExecutable } = {}) {
  const dirs = String(env.PATH ?? env.Path ?? '').split(path.delimiter).filter(Boolean);
  const names = platform === 'win32' ? ['node.exe', 'node.cmd'] : ['node'];
  for (const dir of dirs) {
    for (const name of names) {
      const candidate = path.join(dir, name);
      if (exists(candidate)) return candidate;
    }
  }
  return null;
}

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * A node that can run our scripts: this process's own binary when it is node,
 * else `node` from PATH (checked to answer `--version`), else null.
 * @returns {string|null}
 */
export function findNode({ execPath = process.execPath, versions = process.versions, env = process.env,
  platform = process.platform, exists = isExecutable, probe = probeNode } = {}) {
  if (isPlainNode({ execPath, versions })) return execPath;
  const candidate = nodeOnPath({ env, platform, exists });
  return candidate && probe(candidate) ? candidate : null;
}

function probeNode(candidate) {
  const result = spawnSync(candidate, ['--version'], { encoding: 'utf8', timeout: 10_000, windowsHide: true });
  return result.status === 0 && /^v\d+\./.test(result.stdout.trim());
}
