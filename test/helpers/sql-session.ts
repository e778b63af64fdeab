// One session of an SQL engine for the length of a test body, closed whatever the body does.
import type { SqlEngine, SqlSession } from '../../src/sql/engine.js';

export async function within<T>(engine: SqlEngine, body: (session: SqlSession) => Promise<T>): Promise<T> {
  const session = await engine.session();
  try {
    return await body(session);
  } finally {
    await session.close();
  }
}
