// A throwaway PostgreSQL server for the tests: initdb into a temporary folder
// and postgres listening on 127.0.0.1 at a free port, stopped when the test
// file ends. The binaries come from Debian's `postgresql` package
// (/usr/lib/postgresql/<version>/bin). PostgreSQL refuses to run as root, so
// as root the server runs as the `postgres` user (setpriv).
//
// Without the binaries: in CI (CI=true) the tests that need the server fail,
// saying what to install; elsewhere they are skipped with that message.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll } from 'vitest';

export const POSTGRES_MISSING =
  "PostgreSQL's server binaries were not found under /usr/lib/postgresql/*/bin: install Debian's package (apt-get install -y postgresql) to run the real-server tests";

/** The newest installed version's bin folder, or null. */
export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'postgres')) && existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

/** Whether the real-server tests run here: they do when the binaries are installed, and in CI they must. */
export const hasPostgres = postgresBinDir() !== null || process.env['CI'] === 'true';
if (!hasPostgres) console.warn(`skipping the real PostgreSQL server tests: ${POSTGRES_MISSING}`);

export interface PostgresServer {
  /** postgres://supereval:<password>@127.0.0.1:<port>/postgres: a superuser with a password (so redaction is tested for real). */
  url: string;
  password: string;
  port: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

let started: Promise<PostgresServer> | null = null;
/** The running server and its folder, stopped and removed when the test file ends (or, failing that, when the process exits). */
let running: { child: ChildProcess | null; dir: string } | null = null;

function stopNow(): void {
  if (running?.child && running.child.exitCode === null) running.child.kill('SIGINT');
}
process.once('exit', stopNow);

// Registered when the test file imports this helper: a hook registered from inside a test or hook never runs.
afterAll(async () => {
  if (!running) return;
  const { child, dir } = running;
  running = null;
  started = null;
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGINT'); // fast shutdown
    await exited;
  }
  rmSync(dir, { recursive: true, force: true });
});

/** The file's server, started on first use (about a second and a half for initdb and start on a 2-core machine). */
export function postgresServer(): Promise<PostgresServer> {
  started ??= start();
  return started;
}

async function start(): Promise<PostgresServer> {
  const bin = postgresBinDir();
  if (bin === null) throw new Error(POSTGRES_MISSING);
  const dir = mkdtempSync(path.join(tmpdir(), 'supereval-pg-'));
  const state: { child: ChildProcess | null; dir: string } = { child: null, dir };
  running = state;
  const asRoot = process.getuid?.() === 0;
  // As root: the postgres user owns the folder and runs the binaries.
  const runAs = (command: string, args: string[]): [string, string[]] =>
    asRoot ? ['setpriv', ['--reuid=postgres', '--regid=postgres', '--init-groups', command, ...args]] : [command, args];
  let owner: { uid: number; gid: number } | null = null;
  if (asRoot) {
    const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
    const [uid, gid] = [id('-u'), id('-g')];
    if (uid.status !== 0 || gid.status !== 0) {
      throw new Error('running as root, but there is no `postgres` user to run the server as (the postgresql package creates it)');
    }
    owner = { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
    chownSync(dir, owner.uid, owner.gid);
  }
  const password = `pw-${randomBytes(8).toString('hex')}`;
  const pwfile = path.join(dir, 'pw');
  const data = path.join(dir, 'data');
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (owner) chownSync(pwfile, owner.uid, owner.gid);
  const [initCmd, initArgs] = runAs(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'supereval',
    `--pwfile=${pwfile}`,
    '--auth=scram-sha-256',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  const init = spawnSync(initCmd, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`);

  for (let attempt = 0; ; attempt++) {
    const port = await freePort();
    const [cmd, args] = runAs(path.join(bin, 'postgres'), [
      '-D',
      data,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `port=${port}`,
      '-c',
      `unix_socket_directories=${dir}`,
      '-c',
      'fsync=off',
      '-c',
      'max_connections=100',
    ]);
    const proc = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    state.child = proc;
    let log = '';
    proc.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const url = `postgres://supereval:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && proc.exitCode === null) {
      const client = new pg.Client({ connectionString: url });
      client.on('error', () => undefined);
      const up = await client.connect().then(
        () => true,
        () => false,
      );
      await client.end().catch(() => undefined);
      if (up) return { url, password, port };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    proc.kill('SIGKILL');
    if (attempt >= 2) throw new Error(`postgres did not start: ${log}`);
  }
}
