// Awaits a promise that must reject with a given error class, and returns the error.
import { expect } from 'vitest';

export async function rejectionOf<E extends Error>(promise: Promise<unknown>, type: abstract new (...args: never[]) => E): Promise<E> {
  const caught = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(caught).toBeInstanceOf(type);
  return caught as E;
}
