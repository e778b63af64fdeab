#!/usr/bin/env node
// A minimal supereval agent (docs/agent-protocol.md): one thought, one call to
// the first tool it is offered, then a final answer echoing what came back.
import { createInterface } from 'node:readline';

const incoming = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
const receive = async () => JSON.parse((await incoming.next()).value);
const send = (message) => process.stdout.write(`${JSON.stringify(message)}\n`);

const { task, tools } = await receive();
const tool = tools[0];
if (!tool) {
  send({ type: 'final', answer: task });
} else {
  send({ type: 'thought', text: `I will ask ${tool.name} about: ${task}` });
  send({ type: 'tool_call', name: tool.name, arguments: { query: task } });
  const reply = await receive();
  const seen = reply.error !== undefined ? `error: ${reply.error}` : JSON.stringify(reply.result);
  send({ type: 'final', answer: `${tool.name} said ${seen}` });
}
process.exit(0);
