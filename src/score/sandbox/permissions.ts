// The sandbox processes run under Node's permission model (`--permission`,
// Node 22.13 and later; `--experimental-permission` on Node 20): they may
// start worker threads and read only the files they are granted; they may not
// write a file, start a program, load an addon or use WASI. So dataset code
// that runs there (and a template, were the guard to fail) cannot read
// /proc/<runner pid>/environ or /proc/<runner pid>/mem, leave files behind or
// run `env`, whatever it escapes into. Node's model does not cover the
// network (docs/security.md says what that leaves).
//
// Two sets of grants (host.ts starts a process for each): templates and
// inline JavaScript read only nunjucks' own file; `file://` JavaScript checks
// read the repository they are in (the dataset's script root), each of its
// entries but `.git`, where actions/checkout keeps the token it persists.
// Node follows a link inside a granted folder wherever it leads: a checkout
// can hold such a link, which is one reason those checks are refused on a
// fork's run (allow-dataset-code).
import { readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';

/** More entries than this in a repository's top folder: the folder is granted whole. */
const MAX_ENTRIES = 2000;

/** The flag that turns the permission model on in this Node, or null where it has none. */
export function permissionFlag(allowed: ReadonlySet<string> = process.allowedNodeEnvironmentFlags): string | null {
  if (allowed.has('--permission')) return '--permission';
  return allowed.has('--experimental-permission') ? '--experimental-permission' : null;
}

/** A path and, when it is a link, where it leads (Node checks the path it opens, and its module loader opens real paths). */
function withTarget(file: string): string[] {
  try {
    const real = realpathSync(file);
    return real === file ? [file] : [file, real];
  } catch {
    return [file];
  }
}

/** What a process that runs checks from these folders may read: each folder's entries but `.git`. */
export function readGrants(roots: Iterable<string>): string[] {
  const grants = new Set<string>();
  for (const root of roots) {
    let names: string[];
    try {
      names = readdirSync(root);
    } catch {
      continue;
    }
    const entries = names.length > MAX_ENTRIES ? [root] : names.filter((name) => name !== '.git').map((name) => path.join(root, name));
    for (const entry of entries) for (const grant of withTarget(entry)) grants.add(grant);
  }
  return [...grants];
}

/** The Node options of a sandbox process that may read `reads`; none where this Node has no permission model. */
export function permissionArgs(reads: readonly string[], flag: string | null = permissionFlag()): string[] {
  if (flag === null) return [];
  // One flag a path: Node 20 takes no list, and a comma may be part of a path.
  return [flag, '--allow-worker', ...reads.map((read) => `--allow-fs-read=${read}`)];
}
