// A batch job's output lines, read as Bedrock writes them: a reply, an error
// (its code and message as one text), or something else, which answers nothing.
import { describe, expect, it } from 'vitest';
import { parseOutputLine } from '../../src/providers/bedrock/batch-job.js';

describe('parseOutputLine', () => {
  it('reads a reply and an error by recordId', () => {
    const modelOutput = { output: { message: { role: 'assistant', content: [{ text: 'hi' }] } }, stopReason: 'end_turn' };
    expect(parseOutputLine(JSON.stringify({ recordId: 'A1', modelInput: {}, modelOutput }))).toEqual({
      recordId: 'A1',
      outcome: { output: modelOutput },
    });
    expect(parseOutputLine(JSON.stringify({ recordId: 'B2', modelInput: {}, error: { errorCode: 400, errorMessage: 'Malformed input.' } }))).toEqual({
      recordId: 'B2',
      outcome: { error: '400: Malformed input.' },
    });
  });

  it('a record with neither a reply nor an error is an error, so its call is retried', () => {
    expect(parseOutputLine('{"recordId":"C3","modelInput":{}}')).toEqual({ recordId: 'C3', outcome: { error: 'the record has no modelOutput' } });
  });

  it('answers nothing for a blank line, broken JSON, or a line without a string recordId', () => {
    for (const line of ['', '   ', '{"recordId":', '[1,2]', '{"recordId":7,"modelOutput":{}}', 'null']) expect(parseOutputLine(line)).toBeNull();
  });
});
