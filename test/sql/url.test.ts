// Database URLs in messages: scheme://host:port and nothing more, whatever
// the URL holds; a URL that is no database's (a webhook's, whose path is its
// secret) is refused without its path or query.
import { describe, expect, it } from 'vitest';
import { openSqlEngine } from '../../src/sql/index.js';
import { shownUrl, withoutUrl } from '../../src/sql/url.js';

const WEBHOOK = 'https://hooks.slack.com/services/T0AAA1111/B0BBB2222/pathSecretValue123?token=querySecret';
const PG = 'postgresql://alice:s3cret-pw@db.internal:6543/analytics_prod?sslmode=require&application_name=reportjob';

describe('shownUrl', () => {
  it('keeps the scheme, host and port only', () => {
    expect(shownUrl(PG)).toBe('postgresql://db.internal:6543');
    expect(shownUrl(WEBHOOK)).toBe('https://hooks.slack.com');
    expect(shownUrl('postgres://u:p@localhost/db')).toBe('postgres://localhost');
    expect(shownUrl('postgres:///db?host=/var/run/postgresql')).toBe('postgres:(no host)');
    expect(shownUrl('not a url')).toBe('(a URL that does not parse)');
  });
});

describe('withoutUrl', () => {
  it('shows the URL as shownUrl does and masks its user, password, database and query wherever a message quotes them', () => {
    const message = `connecting to ${PG}: password authentication failed for user "alice" (database analytics_prod, application_name=reportjob, key s3cret-pw)`;
    expect(withoutUrl(message, PG)).toBe(
      'connecting to postgresql://db.internal:6543: password authentication failed for user "***" (database ***, application_name=***, key ***)',
    );
  });

  it('masks a short password anywhere, a short name only where it is quoted', () => {
    const url = 'postgres://bob:pw@host:5432/db';
    expect(withoutUrl('role "bob" and database "db": pw was refused; bobby and dbx stay', url)).toBe(
      'role "***" and database "***": *** was refused; bobby and dbx stay',
    );
  });

  it("leaves the shown URL's scheme alone when a part has the scheme's name (user postgres)", () => {
    const url = 'postgres://postgres:longpassword@127.0.0.1:5432/postgres';
    expect(withoutUrl('postgres://127.0.0.1:5432: role "postgres" cannot log in', url)).toBe('postgres://127.0.0.1:5432: role "***" cannot log in');
  });

  it('masks the percent-decoded forms too', () => {
    const url = 'postgres://user:p%40ss%2Fword@host/my%20db';
    expect(withoutUrl('password p@ss/word for "my db"', url)).toBe('password *** for "***"');
  });
});

describe('a URL that is no database server', () => {
  it("is refused without its path or query (a webhook's URL named by url_env)", async () => {
    const error = (await openSqlEngine({ dialect: 'postgres', setupFiles: [], url: WEBHOOK, statementTimeoutMs: 1000 }).catch(
      (e: unknown) => e,
    )) as Error;
    expect(error.message).toBe('https://hooks.slack.com: no database server engine for "https:" URLs (known: postgres:, postgresql:)');
    for (const part of ['/services', 'T0AAA1111', 'pathSecretValue123', 'querySecret']) expect(error.message).not.toContain(part);
  });
});
