import { describe, expect, it } from 'vitest';
import { ProviderError } from '../../src/providers/types.js';

describe('ProviderError', () => {
  it('carries whether a retry may help', () => {
    const e = new ProviderError('slow down', { code: 'ThrottlingException', retryable: true, throttled: true });
    expect(e.retryable).toBe(true);
    expect(new ProviderError('bad', { code: 'ValidationException' }).retryable).toBe(false);
  });
});
