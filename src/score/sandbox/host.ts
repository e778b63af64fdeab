// The sandbox processes: where inline JavaScript, transforms, `file://`
// JavaScript checks and nunjucks templates run (host-main.ts is their code).
// A node:vm context alone cannot keep dataset code from the runner: objects
// handed in lead back to the host's Function constructor, and from there to
// `process`. So that code runs in a child process started with the
// allow-listed environment (environment.ts), under Node's permission model
// (permissions.ts): what it can reach holds none of the runner's variables,
// and it cannot read the runner's /proc files, write a file or start a
// program.
//
// Two children, each started on its first request and kept (a start costs
// tens of milliseconds, a request well under one): one renders templates and
// runs inline JavaScript and reads nothing but nunjucks; the other runs
// `file://` checks and reads their repositories. A check from a repository
// the second was not started for starts another with it added; the old one
// ends once it has answered. Neither keeps the runner alive: their handles
// are referenced only while a request is waiting, and closeSandbox() ends
// them. A child that dies fails what it was asked; the next request starts
// another.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { datasetCodeEnv } from './environment.js';
import { permissionArgs, readGrants } from './permissions.js';
import { guardNunjucks, MEMBERS_ONLY, REFUSED_MEMBERS } from './template-guard.js';
import { FILTERED_TEMPLATE_MAX_CHARS, filteredRenderer, MODULE_LOADER_SOURCE } from './filtered-templates.js';
import {
  deniedMessage,
  evaluatorMain,
  FILE_WORKER_SOURCE,
  sandboxMain,
  type HostAnswer,
  type HostConfig,
  type HostMessage,
  type HostRequest,
} from './host-main.js';

/** How long past its time limit the evaluator may take to answer (vm's own timeout normally answers first) before it is replaced. */
const GRACE_MS = 1000;
/** Where scripts/bundle.mjs copies nunjucks' self-contained build, beside the bundle. */
const BUNDLED_NUNJUCKS = 'nunjucks.cjs';

/** A request as the runner makes it: the id is the host's to give. */
export type SandboxRequest = HostRequest extends infer R ? (R extends HostRequest ? Omit<R, 'id'> : never) : never;

/** The sandbox process answered nothing: it could not start, or it died. */
export class SandboxUnavailableError extends Error {
  override name = 'SandboxUnavailableError';
}

function nunjucksFile(): string {
  const bundled = path.join(path.dirname(fileURLToPath(import.meta.url)), BUNDLED_NUNJUCKS);
  if (existsSync(bundled)) return bundled;
  // A checkout with node_modules (tests, lib/); the specifier is built at run time so that the bundler leaves this require alone.
  return createRequire(import.meta.url).resolve(['nunjucks', 'browser', 'nunjucks.js'].join('/'));
}

function childSource(nunjucks: string, startEvaluator: boolean): string {
  const guarded = `const n = require(workerData.nunjucksFile); guardNunjucks(n, ${JSON.stringify(REFUSED_MEMBERS)}, ${JSON.stringify(MEMBERS_ONLY)}); return n;`;
  const config: HostConfig = {
    evaluatorSource: [
      "const { parentPort, workerData } = require('node:worker_threads');",
      "const { pathToFileURL } = require('node:url');",
      `const guardNunjucks = ${guardNunjucks.toString()};`,
      `const loadNunjucks = () => { ${guarded} };`,
      MODULE_LOADER_SOURCE,
      `const renderFiltered = (${filteredRenderer.toString()})(loadNunjucks, loadModule, moduleOf, ${FILTERED_TEMPLATE_MAX_CHARS});`,
      `(${evaluatorMain.toString()})(parentPort, require('node:vm'), loadNunjucks, ${deniedMessage.toString()}, renderFiltered);`,
    ].join('\n'),
    fileWorkerSource: FILE_WORKER_SOURCE,
    nunjucksFile: nunjucks,
    graceMs: GRACE_MS,
    startEvaluator,
  };
  return [
    `const { Worker } = require('node:worker_threads');`,
    `(${sandboxMain.toString()})(process, Worker, ${JSON.stringify(config)}, ${deniedMessage.toString()});`,
  ].join('\n');
}

/** A sandbox process that may read `reads` (and nothing else, where Node has the permission model). */
function startSandbox(reads: readonly string[], startEvaluator: boolean): SandboxProcess {
  const nunjucks = nunjucksFile();
  const child = spawn(process.execPath, [...permissionArgs([nunjucks, ...reads]), '-e', childSource(nunjucks, startEvaluator)], {
    env: datasetCodeEnv(),
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    serialization: 'advanced',
    windowsHide: true,
  });
  return new SandboxProcess(child);
}

type Waiting = { resolve: (answer: HostAnswer) => void; reject: (error: Error) => void };

class SandboxProcess {
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 1;
  /** Replaced: ends once it has answered what it was asked. */
  private retiring = false;

  constructor(private readonly child: ChildProcess) {
    child.on('message', (message: HostMessage) => {
      if ('ready' in message) return;
      const { id, ...answer } = message;
      const waiting = this.waiting.get(id);
      if (!waiting) return;
      this.waiting.delete(id);
      this.holdRunner();
      waiting.resolve(answer);
      if (this.retiring && this.waiting.size === 0) this.close();
    });
    child.on('error', (error) => this.failAll(`the sandbox process could not be started: ${error.message}`));
    child.on('exit', (code, signal) => this.failAll(`the sandbox process ended (${signal ?? `code ${String(code)}`}) before it answered`));
    this.holdRunner();
  }

  get alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null && this.child.connected;
  }

  request(request: SandboxRequest, signal?: AbortSignal): Promise<HostAnswer> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        if (!this.waiting.delete(id)) return;
        this.send({ kind: 'cancel', id });
        this.holdRunner();
        reject(new Error('was stopped: the run was interrupted'));
      };
      const done =
        <T>(settle: (value: T) => void) =>
        (value: T) => {
          signal?.removeEventListener('abort', onAbort);
          settle(value);
        };
      this.waiting.set(id, { resolve: done(resolve), reject: done(reject) });
      this.holdRunner();
      this.send({ ...request, id });
      if (signal?.aborted) onAbort();
      else signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  /** Ends the process once nothing waits for it (a replacement takes the new requests). */
  retire(): void {
    this.retiring = true;
    if (this.waiting.size === 0) this.close();
  }

  close(): void {
    this.failAll('the sandbox process was closed');
    if (this.child.connected) this.child.disconnect();
    this.child.kill();
  }

  private send(message: HostRequest | { kind: 'cancel'; id: number }): void {
    try {
      this.child.send(message);
    } catch (error) {
      this.failAll(`the sandbox process cannot be reached: ${(error as Error).message}`);
    }
  }

  /** Keeps the runner's event loop alive while an answer is awaited, and only then. */
  private holdRunner(): void {
    const channel = this.child.channel as { ref(): void; unref(): void } | null | undefined;
    if (this.waiting.size > 0) {
      this.child.ref();
      channel?.ref();
    } else {
      this.child.unref();
      channel?.unref();
    }
  }

  private failAll(why: string): void {
    const waiting = [...this.waiting.values()];
    this.waiting.clear();
    this.holdRunner();
    for (const w of waiting) w.reject(new SandboxUnavailableError(why));
  }
}

/** The process for templates and inline JavaScript: it reads only nunjucks. */
let evaluator: SandboxProcess | null = null;
/** The process for `file://` checks, and the repositories it may read. */
let files: { process: SandboxProcess; roots: ReadonlySet<string> } | null = null;

function filesProcess(root: string): SandboxProcess {
  if (files?.process.alive && files.roots.has(root)) return files.process;
  const roots = new Set([...(files?.process.alive ? files.roots : []), root]);
  files?.process.retire();
  files = { process: startSandbox(readGrants(roots), false), roots };
  return files.process;
}

/** Sends a request to the run's sandbox process for it, started on first use. */
export function sandboxRequest(request: SandboxRequest, signal?: AbortSignal): Promise<HostAnswer> {
  // A template with the config's own filters renders where the filters' repository can be read.
  if (request.kind === 'file' || request.kind === 'filtered-template') return filesProcess(request.root).request(request, signal);
  if (!evaluator?.alive) evaluator = startSandbox([], true);
  return evaluator.request(request, signal);
}

/** Ends the sandbox processes, if any were started; what they were still asked fails. */
export function closeSandbox(): void {
  evaluator?.close();
  files?.process.close();
  evaluator = null;
  files = null;
}
