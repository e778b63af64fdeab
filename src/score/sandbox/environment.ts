// The environment of every process that runs a dataset's code: python
// assertions and checks, script scorers, and the sandbox process where inline
// JavaScript, transforms, `file://` JavaScript checks and templates run
// (host.ts). A pull request writes that code, so it is given what an
// interpreter needs to start and find its libraries, never the runner's
// variables: no AWS_*, GITHUB_*, ACTIONS_*, INPUT_* (the action's inputs, its
// github-token among them), RUNNER_*, no NODE_OPTIONS, nothing else. A list of
// what to keep, not of what to drop: a secret under a name nobody foresaw
// stays out too.
//
// exec: models and agents are the team's own programs, named in the workflow
// or on the command line, not in a dataset: they keep the whole environment
// (src/providers/exec.ts, src/agents/).
//
// This module reads the process's environment itself, the one below the front
// ends that does (src/app/environment.ts reads it for the rest and hands it
// down): the allow-list is a property of the sandbox, checked here against
// what the process holds at the moment a child starts, and no caller is asked
// to hand it the runner's secrets only for them to be dropped. With it, what
// runs dataset code: the interpreters (SUPEREVAL_PYTHON, SUPEREVAL_RUBY) and the PATH a script
// scorer's uv is found on (the PATH that code gets).
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

/** Names the interpreter dataset Python runs on. */
export const PYTHON_ENV = 'SUPEREVAL_PYTHON';

/** The interpreter: SUPEREVAL_PYTHON, else `python3` from PATH. */
export function pythonExecutable(env: NodeJS.ProcessEnv = process.env): string {
  return env[PYTHON_ENV]?.trim() || 'python3';
}

/** Names the interpreter dataset Ruby runs on. */
export const RUBY_ENV = 'SUPEREVAL_RUBY';

/** The Ruby interpreter: SUPEREVAL_RUBY, else `ruby` from PATH. */
export function rubyExecutable(env: NodeJS.ProcessEnv = process.env): string {
  return env[RUBY_ENV]?.trim() || 'ruby';
}

/** The executable `name` on PATH, or null. */
export function findOnPath(name: string, env: NodeJS.ProcessEnv = process.env): string | null {
  for (const dir of (env['PATH'] ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const file = path.join(dir, name);
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // Not here.
    }
  }
  return null;
}

/** Kept by exact name. */
const NAMES = [
  // Where programs are, and the user they run as (Python's expanduser, pip's and uv's caches).
  'PATH',
  'HOME',
  'USER',
  'LOGNAME',
  // Text encoding and time zone.
  'LANG',
  'LANGUAGE',
  'TZ',
  // Temporary files.
  'TMPDIR',
  'TMP',
  'TEMP',
  // An activated virtualenv; actions/setup-python's interpreter finds libpython through LD_LIBRARY_PATH.
  'VIRTUAL_ENV',
  'LD_LIBRARY_PATH',
  // Certificates a self-hosted runner's network needs (uv installing a script's dependencies).
  'SSL_CERT_FILE',
  'SSL_CERT_DIR',
  // Windows: the system folders and the shell Python and Node need to start, the user's profile folders.
  'SYSTEMROOT',
  'SYSTEMDRIVE',
  'WINDIR',
  'COMSPEC',
  'PATHEXT',
  'USERPROFILE',
  'APPDATA',
  'LOCALAPPDATA',
  'PROGRAMDATA',
];

/** Kept by prefix: the locale's categories, and Python's own settings (PYTHONPATH, PYTHONUTF8, PYTHONHOME...). */
const PREFIXES = ['LC_', 'PYTHON'];

/** Proxies, kept without the user and password a proxy URL may carry. */
const PROXIES = ['HTTP_PROXY', 'HTTPS_PROXY', 'NO_PROXY', 'ALL_PROXY'];

/** Windows spells variables in any case; elsewhere names are exact. */
const fold = (name: string, platform: NodeJS.Platform) => (platform === 'win32' ? name.toUpperCase() : name);

/** Whether a variable of this name reaches dataset code. */
export function keptForDatasetCode(name: string, platform: NodeJS.Platform = process.platform): boolean {
  const folded = fold(name, platform);
  return (
    NAMES.some((kept) => fold(kept, platform) === folded) ||
    PREFIXES.some((prefix) => folded.startsWith(fold(prefix, platform))) ||
    PROXIES.includes(name.toUpperCase())
  );
}

/** A proxy URL without its credentials (`http://user:pass@proxy:3128` -> `http://proxy:3128`); text that is no URL as it is. */
function withoutCredentials(value: string): string {
  try {
    const url = new URL(value);
    if (!url.username && !url.password) return value;
    url.username = '';
    url.password = '';
    return url.href.replace(/\/$/, value.endsWith('/') ? '/' : '');
  } catch {
    return value;
  }
}

/** The environment a process running dataset code starts with: the allow-listed variables of `env`, and nothing else. */
export function datasetCodeEnv(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): NodeJS.ProcessEnv {
  const kept: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined || !keptForDatasetCode(name, platform)) continue;
    kept[name] = PROXIES.includes(name.toUpperCase()) ? withoutCredentials(value) : value;
  }
  return kept;
}
