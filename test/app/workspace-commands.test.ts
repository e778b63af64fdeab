// exec: and mcp: commands that run the workspace's files are dataset code:
// which words of a command name such a file (a path from the working folder,
// a program found on PATH or in node_modules/.bin, a link into the
// workspace), and how a refusal names them.
import { symlinkSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { datasetCodeRefusal, refuseDatasetCode, type JobEvent } from '../../src/app/dataset-code.js';
import { runCommands, workspaceCommands, workspaceFiles, type CommandPlace } from '../../src/app/workspace-commands.js';
import { tempDir, writeTree } from '../helpers/tmp.js';
import { loadCases } from '../kinds/helpers.js';
import { qaCase } from '../helpers/tmp.js';

const root = tempDir('supereval-workspace-commands-');
const workspace = writeTree(path.join(root, 'workspace'), {
  'model.js': 'console.log("hi")',
  'agents/agent.py': 'print(1)',
  'tools/bin/ws-agent': '#!/bin/sh\necho hi',
  'node_modules/.bin/local-agent': '#!/bin/sh\necho hi',
  'datasets/qa/cases.jsonl': '',
});
const outside = writeTree(path.join(root, 'opt'), { 'bin/team-agent': '#!/bin/sh\necho hi', 'lib/model.js': 'console.log(1)' });
// A program installed outside the workspace that is a link into it.
symlinkSync(path.join(workspace, 'model.js'), path.join(outside, 'bin/linked-model'));

const place = (extraPath: string[] = []): CommandPlace => ({
  cwd: workspace,
  workspace,
  path: [path.join(outside, 'bin'), '/usr/bin', '/bin', ...extraPath].join(path.delimiter),
});

describe('workspaceFiles', () => {
  it("names a script of the checkout, however it is passed; '.' is the workspace itself", () => {
    expect(workspaceFiles('node model.js', place())).toEqual(['model.js']);
    expect(workspaceFiles('python3 agents/agent.py --fast', place())).toEqual(['agents/agent.py']);
    expect(workspaceFiles(`sh -c "exec node ./model.js"`, place())).toEqual(['./model.js']);
    expect(workspaceFiles(`node ${path.join(workspace, 'model.js')}`, place())).toEqual([path.join(workspace, 'model.js')]);
    expect(workspaceFiles('my-runner --script=model.js,agents', place())).toEqual(['model.js', 'agents']);
    expect(workspaceFiles('node .', place())).toEqual(['.']);
  });

  it('names a program that PATH or node_modules/.bin finds inside the workspace, or a link into it', () => {
    expect(workspaceFiles('ws-agent --serve', place([path.join(workspace, 'tools/bin')]))).toEqual(['ws-agent']);
    // An empty PATH entry is the working folder.
    expect(workspaceFiles('model.js', { ...place(), path: '' })).toEqual(['model.js']);
    expect(workspaceFiles('npx local-agent', place())).toEqual(['local-agent']);
    expect(workspaceFiles('linked-model', place())).toEqual(['linked-model']);
  });

  it("leaves programs outside the workspace alone: the team's own", () => {
    expect(workspaceFiles('team-agent --serve', place())).toEqual([]);
    expect(workspaceFiles(`node ${path.join(outside, 'lib/model.js')}`, place())).toEqual([]);
    expect(workspaceFiles(`python3 -c "print('model')"`, place())).toEqual([]);
    expect(workspaceFiles('/usr/bin/env node ../opt/lib/model.js', place())).toEqual([]);
  });
});

describe('runCommands', () => {
  it('lists the exec: and mcp: commands of the models, the judge and the agent, named by the front end', () => {
    const settings = { models: ['bedrock:m', 'exec:node model.js'], judgeModel: 'exec:python3 judge.py', agent: 'mcp:python3 agents/agent.py' };
    expect(runCommands(settings, 'action')).toEqual([
      { option: 'models', spec: 'exec:node model.js', command: 'node model.js' },
      { option: 'judge-model', spec: 'exec:python3 judge.py', command: 'python3 judge.py' },
      { option: 'agent', spec: 'mcp:python3 agents/agent.py', command: 'python3 agents/agent.py' },
    ]);
    expect(runCommands({ models: ['echo'], judgeModel: undefined, agent: 'exec:team-agent' }, 'cli')).toEqual([
      { option: '--agent', spec: 'exec:team-agent', command: 'team-agent' },
    ]);
  });

  it('only those that run the workspace files count', () => {
    const commands = runCommands({ models: ['exec:node model.js', 'exec:team-agent'], judgeModel: undefined, agent: undefined }, 'action');
    expect(workspaceCommands(commands, place())).toEqual([
      { option: 'models', spec: 'exec:node model.js', command: 'node model.js', files: ['model.js'] },
    ]);
  });
});

const forkJob: JobEvent = {
  event: 'pull_request_target',
  forkRun: { event: 'pull_request_target', fork: 'mallory/evals', prNumber: 7, after: null },
};
const command = { option: 'models', spec: 'exec:node model.js', command: 'node model.js', files: ['model.js'] };

describe('the refusal', () => {
  it("auto on a fork's run names the option, the spec and the file", () => {
    expect(datasetCodeRefusal([], 'auto', forkJob, 'action', [command])?.slice(0, 2)).toEqual([
      "supereval: allow-dataset-code is auto and this is a pull_request_target run of pull request #7 from the fork mallory/evals: refusing to run a command that runs the workspace's files. Nothing was run and no model was called.",
      '  models: exec:node model.js runs model.js from the workspace (the checkout)',
    ]);
  });

  it('false refuses it on any run; true and a trusted auto run it', () => {
    const push: JobEvent = { event: 'push', forkRun: null };
    expect(datasetCodeRefusal([], 'false', push, 'cli', [command])?.[0]).toBe(
      "supereval: --allow-dataset-code is false: refusing to run a command that runs the workspace's files on this push run. Nothing was run and no model was called.",
    );
    expect(datasetCodeRefusal([], 'auto', push, 'action', [command])).toBeNull();
    expect(datasetCodeRefusal([], 'true', forkJob, 'action', [command])).toBeNull();
  });

  it("refuseDatasetCode looks for the files from the working folder, in GITHUB_WORKSPACE's", async () => {
    const plain = await loadCases({ type: 'qa' }, [qaCase('c')]);
    const commands = runCommands({ models: ['exec:node model.js'], judgeModel: undefined, agent: undefined }, 'cli');
    const env = { GITHUB_ACTIONS: undefined, GITHUB_WORKSPACE: workspace, PATH: '/usr/bin' };
    expect(refuseDatasetCode([plain], 'false', 'cli', commands, env, workspace)?.[1]).toBe(
      '  --model: exec:node model.js runs model.js from the workspace (the checkout)',
    );
    // Run from elsewhere, model.js is not the workspace's.
    expect(refuseDatasetCode([plain], 'false', 'cli', commands, env, root)).toBeNull();
  });
});
