import { describe, expect, it } from 'vitest';
import { isSecretName, maskSecrets, MIN_SECRET_LENGTH, scrubber, secretScrubber, secretValues } from '../../src/base/redact.js';

describe('secret values in the environment', () => {
  it('takes credentials and tokens by name, not counts or URLs that merely mention a token', () => {
    for (const name of [
      'AWS_ACCESS_KEY_ID',
      'AWS_SECRET_ACCESS_KEY',
      'AWS_SESSION_TOKEN',
      'GITHUB_TOKEN',
      'INPUT_GITHUB-TOKEN',
      'ACTIONS_RUNTIME_TOKEN',
      'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
      'OPENAI_API_KEY',
      'DB_PASSWORD',
      'npm_token',
      'SLACK_WEBHOOK_SECRET',
      'GH_PAT',
    ]) {
      expect(isSecretName(name), name).toBe(true);
    }
    for (const name of ['INPUT_MAX-TOKENS', 'ACTIONS_ID_TOKEN_REQUEST_URL', 'PATH', 'HOME', 'KEYBOARD_LAYOUT', 'TOX_TESTENV_PASSENV', 'AWS_REGION']) {
      expect(isSecretName(name), name).toBe(false);
    }
  });

  it('skips values too short to mask without garbling ordinary text, and gives the longest first', () => {
    const values = secretValues({
      AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG',
      GITHUB_TOKEN: 'ghs_abcdefgh',
      SHORT_TOKEN: 'x'.repeat(MIN_SECRET_LENGTH - 1),
      HOME: '/home/runner/secret-place',
    });
    expect(values).toEqual(['wJalrXUtnFEMI/K7MDENG', 'ghs_abcdefgh']);
  });

  it("takes the password of a URL in any variable (DATABASE_URL), raw and decoded, but not one that is the URL's user name", () => {
    expect(
      secretValues({
        DATABASE_URL: 'postgres://evaluser:pa%40ss-w0rd-1@db.internal:5432/evals',
        REDIS: 'redis://:another-long-pw@cache:6379',
        LOCAL_URL: 'postgres://postgres:postgres@localhost/x',
        SHORT_URL: 'postgres://u:pw@localhost/x',
        PLAIN_URL: 'https://example.com:8080/path',
      }),
    ).toEqual(['another-long-pw', 'pa%40ss-w0rd-1', 'pa@ss-w0rd-1']);
  });
});

const GHP = `ghp_${'a1B2'.repeat(9)}`;
const FINE_GRAINED = `github_pat_11ABCDEFG0123456789_${'xY7'.repeat(19)}`;
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U';
const KEY_BODY =
  'MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gun\nVTLw7onLRnrq0/IzW7yWR7QkrmBL7jTKEn5u+qKhbwKfBstIs+bMY2Zkp18gnTxK\n';
const PEM = `-----BEGIN RSA PRIVATE KEY-----\n${KEY_BODY}-----END RSA PRIVATE KEY-----`;

describe('credential shapes, wherever the text came from', () => {
  const scrub = scrubber([]).text;
  const cases: [string, string, string][] = [
    ['a classic GitHub token', `token: ${GHP}.`, 'token: ghp_***.'],
    ['an installation token', `GITHUB_TOKEN=ghs_${'Zz09'.repeat(9)}`, 'GITHUB_TOKEN=ghs_***'],
    ['gho_, ghu_ and ghr_ tokens', `gho_${'q'.repeat(36)} ghu_${'r'.repeat(36)} ghr_${'s'.repeat(36)}`, 'gho_*** ghu_*** ghr_***'],
    ['a fine-grained token', `use ${FINE_GRAINED}`, 'use github_pat_***'],
    ['an AWS access key id', 'aws_access_key_id = AKIAIOSFODNN7EXAMPLE', 'aws_access_key_id = AKIA***'],
    ['a temporary AWS key id', '"AccessKeyId": "ASIAY34FZKBOKMUTVV7A"', '"AccessKeyId": "ASIA***"'],
    ['an AWS secret key where it is named', 'aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', 'aws_secret_access_key = ***'],
    ['a JWT', `token ${JWT} end`, 'token *** end'],
    ['an OpenAI key', `OPENAI_API_KEY=sk-${'Ab3d'.repeat(12)}`, 'OPENAI_API_KEY=sk-***'],
    ['an OpenAI project key', `"key": "sk-proj-${'x9_Y-'.repeat(30)}"`, '"key": "sk-proj-***"'],
    ['an OpenAI service-account key', `sk-svcacct-${'Q1w2E3r4'.repeat(8)} in the log`, 'sk-svcacct-*** in the log'],
    ['an Anthropic key', `x-api-key: sk-ant-api03-${'aB9_-'.repeat(19)}AA`, 'x-api-key: sk-ant-api03-***'],
    ['a Google API key', `key=AIzaSyD${'k3J-_x'.repeat(5)}ab.`, 'key=AIza***.'],
    ['a private key block', `key:\n${PEM}\ndone`, 'key:\n-----BEGIN RSA PRIVATE KEY-----***-----END RSA PRIVATE KEY-----\ndone'],
    [
      'a private key cut before its END',
      `-----BEGIN OPENSSH PRIVATE KEY-----\n${KEY_BODY}`,
      '-----BEGIN OPENSSH PRIVATE KEY-----***-----END OPENSSH PRIVATE KEY-----',
    ],
    [
      'a PGP private key block',
      '-----BEGIN PGP PRIVATE KEY BLOCK-----\nlQOYBF\n-----END PGP PRIVATE KEY BLOCK-----',
      '-----BEGIN PGP PRIVATE KEY BLOCK-----***-----END PGP PRIVATE KEY BLOCK-----',
    ],
    [
      'a connection URL with a password',
      'could not connect to postgres://evaluser:s3cr3t-P4ss@db.internal:5432/evals',
      'could not connect to postgres://evaluser:***@db.internal:5432/evals',
    ],
    ['a password with an unencoded @', 'mysql://root:p@ss@db/x', 'mysql://root:***@db/x'],
    ['a URL with a password and no user', 'redis://:hunter2hunter2@cache:6379/0', 'redis://:***@cache:6379/0'],
    ['password= in a connection string', 'host=db user=eval password=s3cr3t dbname=x', 'host=db user=eval password=*** dbname=x'],
    [
      'a JDBC password parameter',
      'jdbc:postgresql://db/x?user=eval&password=s3cr3t&ssl=true',
      'jdbc:postgresql://db/x?user=eval&password=***&ssl=true',
    ],
    ['an Authorization header', 'Authorization: Bearer abc.def', 'Authorization: Bearer ***'],
    ['a basic Authorization header', "-H 'authorization: Basic dXNlcjpwYXNz'", "-H 'authorization: Basic ***'"],
    ['a GitHub token header', 'Authorization: token abcdef0123', 'Authorization: token ***'],
    ['a bearer token alone', 'send Bearer sk-live-0123456789abcdef0 now', 'send Bearer *** now'],
  ];
  for (const [what, text, masked] of cases) {
    it(`masks ${what}`, () => {
      expect(scrub(text)).toBe(masked);
      // Masking again changes nothing: the mask itself is no credential.
      expect(scrub(masked)).toBe(masked);
    });
  }

  it('leaves a masked block alone, also as markdown escapes it and cut before its END', () => {
    for (const masked of ['-----BEGIN RSA PRIVATE KEY-----***-----END RS…', '-----BEGIN RSA PRIVATE KEY-----\\*\\*\\*-----END RS…']) {
      expect(scrub(masked)).toBe(masked);
    }
  });

  it('keeps JSON valid: a mask never reaches past the string it is in', () => {
    for (const [, text] of cases) {
      const json = JSON.stringify({ before: text, other: 'x@y', url: 'a://b', after: [text, 'tail'] }, null, 2);
      const parsed = JSON.parse(scrub(json)) as { before: string; other: string; url: string; after: string[] };
      expect(parsed.other).toBe('x@y');
      expect(parsed.url).toBe('a://b');
      expect(parsed.after[1]).toBe('tail');
      expect(parsed.before).not.toBe(text);
    }
  });

  it('leaves ordinary text alone: words, numbers, URLs, SQL, hashes and public keys', () => {
    const untouched = [
      'The bearer of bad news arrived; Bearer bonds are paper.',
      'bearer instruments and bearer-token authentication',
      'Authorization: required for every request',
      'Reset your password from the settings page; password: at least 12 characters.',
      "SELECT id FROM users WHERE password='x' AND passwd = 'y'",
      'https://example.com:8080/path?q=1#frag and http://user@example.com/x',
      'git@github.com:acme/evals.git, ssh://git@github.com/acme/evals, mailto:someone@example.com',
      'https://unpkg.com:443/@babel/core and ftp://host:21/a@b',
      'ASIAN markets, AKIAK, AKIA1234 (too short), akiaiosfodnn7example',
      'ghp_short, ghs_ too, github_pat_x, my_ghp_token_name',
      'commit 9fceb02d0ae598e95dc970b74767f19372d61af8, uuid 123e4567-e89b-12d3-a456-426614174000',
      'eyJhbGciOiJIUzI1NiJ9 (a JWT header alone)',
      '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE\n-----END PUBLIC KEY-----',
      '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIU\n-----END CERTIFICATE-----',
      'dGhpcyBpcyBqdXN0IGJhc2U2NCB0ZXh0IG5vdCBhIHNlY3JldA== and 3.14159 and 1e308',
      'the primary key: customer_id; api_key_name: prod; token count 12345',
      'sk-learn, task-force-of-many-hyphenated-words-here, risk-assessment-2024, disk-0123',
      'AIzaShort, AIza (a prefix alone), TAIzaSyD is a word in no key',
    ];
    for (const text of untouched) expect(scrub(text), text).toBe(text);
  });
});

describe('secret values, however they are written out', () => {
  const secret = 'wJalrXUtnFEMI/K7MDENG+bPxRf';
  const { text: scrub } = scrubber(secretValues({ AWS_SECRET_ACCESS_KEY: secret, DEPLOY_KEY: 'line1-abcdef\nline2"quoted"' }));
  const reversed = [...secret].reverse().join('');

  it('masks the value as is, reversed, spaced out with whitespace or zero-width characters, and escaped in JSON', () => {
    expect(scrub(`key ${secret} end`)).toBe('key *** end');
    expect(scrub(`key ${reversed} end`)).toBe('key *** end');
    expect(scrub(`key ${[...secret].join(' ')} end`)).toBe('key *** end');
    expect(scrub(`key ${[...reversed].join('  ')} end`)).toBe('key *** end');
    expect(scrub(`key ${[...secret].join('\n')} end`)).toBe('key *** end');
    expect(scrub(`key ${[...secret].join('\u200b')} end`)).toBe('key *** end');
    expect(scrub(JSON.stringify({ env: { DEPLOY_KEY: 'line1-abcdef\nline2"quoted"' } }))).toBe('{"env":{"DEPLOY_KEY":"***"}}');
  });

  it('does not mask a part of the value, nor its characters with other text between them', () => {
    expect(scrub(secret.slice(0, -1))).toBe(secret.slice(0, -1));
    const interrupted = `${secret.slice(0, 10)} x ${secret.slice(10)}`;
    expect(scrub(interrupted)).toBe(interrupted);
  });

  it('replaces every occurrence, a secret inside another going with the longer one', () => {
    const { text } = scrubber(secretValues({ AWS_SECRET_ACCESS_KEY: 'topsecretvalue123', AWS_SESSION_TOKEN: 'sess-topsecretvalue123-tail' }));
    expect(text('a topsecretvalue123 b sess-topsecretvalue123-tail c topsecretvalue123')).toBe('a *** b *** c ***');
  });

  it('returns text without secrets unchanged', () => {
    expect(scrub('nothing to hide')).toBe('nothing to hide');
    expect(scrubber([]).text('anything')).toBe('anything');
  });
});

describe('scrubbing a value', () => {
  const { deep } = scrubber(secretValues({ AWS_SECRET_ACCESS_KEY: 'topsecretvalue123', AWS_SESSION_TOKEN: 'sess-topsecretvalue123-tail' }));

  it('walks every string of a results-like value, keys too, and leaves the rest as it was', () => {
    const results = {
      cases: [
        {
          id: 'c1',
          passed: true,
          score: 0.5,
          output: 'AWS_SECRET_ACCESS_KEY=topsecretvalue123',
          error: null,
          steps: [{ text: 'sess-topsecretvalue123-tail' }, { text: `read ${GHP}` }],
          env: { [GHP]: 1 },
        },
      ],
    };
    expect(deep(results)).toEqual({
      cases: [
        {
          id: 'c1',
          passed: true,
          score: 0.5,
          output: 'AWS_SECRET_ACCESS_KEY=***',
          error: null,
          steps: [{ text: '***' }, { text: 'read ghp_***' }],
          env: { 'ghp_***': 1 },
        },
      ],
    });
    expect(results.cases[0]?.output).toContain('topsecretvalue123');
  });

  it('copies only what held a secret: the rest is the same object, not a copy', () => {
    const clean = { id: 'c2', tags: ['a', 'b'], results: [{ output: 'fine https://example.com', asserts: [{ reason: 'ok' }] }] };
    const dirty = { id: 'c3', tags: ['x'], results: [{ output: 'key topsecretvalue123', asserts: [{ reason: 'ok' }] }] };
    const value = { cases: [clean, dirty], summary: { total: 2 } };
    const done = deep(value);
    expect(done).not.toBe(value);
    expect(done.cases[0]).toBe(clean);
    expect(done.summary).toBe(value.summary);
    expect(done.cases[1]).not.toBe(dirty);
    expect(done.cases[1]?.tags).toBe(dirty.tags);
    expect(done.cases[1]?.results[0]?.asserts).toBe(dirty.results[0]?.asserts);
    expect(done.cases[1]?.results[0]?.output).toBe('key ***');
    expect(dirty.results[0]?.output).toBe('key topsecretvalue123');
    expect(deep(clean)).toBe(clean);
  });

  it('keeps a key named __proto__ a key when its object is copied', () => {
    const value = JSON.parse('{"a":"topsecretvalue123","__proto__":{"b":"x"}}') as Record<string, unknown>;
    const done = deep(value);
    expect(Object.keys(done)).toEqual(['a', '__proto__']);
    expect(Object.getPrototypeOf(done)).toBe(Object.prototype);
    expect(done['a']).toBe('***');
  });
});

describe('log lines', () => {
  it('masks a key block spread over several lines whole, and returns clean lines as they were', () => {
    const { lines } = scrubber([]);
    expect(lines(['stderr:', ...PEM.split('\n'), 'after'])).toEqual([
      'stderr:',
      '-----BEGIN RSA PRIVATE KEY-----***-----END RSA PRIVATE KEY-----',
      'after',
    ]);
    const clean = ['one', 'two'];
    expect(lines(clean)).toBe(clean);
  });

  it('the registered secrets are what every line is masked of; registering the same again keeps the scrubber', () => {
    try {
      maskSecrets(secretValues({ MY_API_KEY: 'first-secret-value' }));
      expect(secretScrubber().text('first-secret-value second-secret-value')).toBe('*** second-secret-value');
      const first = secretScrubber();
      maskSecrets(['first-secret-value']);
      expect(secretScrubber()).toBe(first);
      maskSecrets(secretValues({ MY_API_KEY: 'second-secret-value' }));
      expect(secretScrubber().text('first-secret-value second-secret-value')).toBe('first-secret-value ***');
    } finally {
      maskSecrets([]);
    }
  });
});

describe('secret values encoded (issue 45)', () => {
  const secret = 'wJalrXUtnFEMI/K7MDENG+bPxRf?x=1';
  const { text: scrub } = scrubber(secretValues({ AWS_SECRET_ACCESS_KEY: secret, OTHER_TOKEN: 'jälla-ünïcode-€-secret' }));
  const b64 = (text: string) => Buffer.from(text).toString('base64');
  const urlSafe = (text: string) => text.replace(/\+/g, '-').replace(/\//g, '_');

  it('masks its base64, standard and URL-safe, padded and not', () => {
    for (const form of [b64(secret), b64(secret).replace(/=+$/, ''), urlSafe(b64(secret)), urlSafe(b64(secret)).replace(/=+$/, '')]) {
      expect(scrub(`token ${form} end`), form).toBe('token *** end');
      expect(scrub(JSON.stringify({ out: form }))).toBe('{"out":"***"}');
    }
  });

  it('masks it inside a longer base64 text, at each of the three alignments, standard and URL-safe', () => {
    for (const before of ['', 'a', 'ab', 'abc', 'AWS_SECRET_ACCESS_KEY=', 'x'.repeat(100)]) {
      for (const encode of [b64, (t: string) => urlSafe(b64(t))]) {
        const encoded = encode(`${before}${secret}\nnext line`);
        const scrubbed = scrub(`dump: ${encoded}`);
        expect(scrubbed, before).toContain('***');
        // What is left decodes to no more than two bytes of the secret on either side of the mask.
        for (const piece of scrubbed.slice('dump: '.length).split('***')) {
          const decoded = Buffer.from(piece, 'base64').toString('latin1');
          expect(decoded.includes(secret.slice(0, 4)) && decoded.includes(secret.slice(4, 8)), before).toBe(false);
        }
      }
    }
  });

  it('masks its hex, lower and upper case, and its percent-encodings', () => {
    const hex = Buffer.from(secret).toString('hex');
    for (const form of [hex, hex.toUpperCase(), encodeURIComponent(secret), new URLSearchParams({ q: secret }).toString().slice(2)]) {
      expect(scrub(`x=${form}&y`), form).toBe('x=***&y');
    }
    expect(scrub(`?q=${encodeURIComponent(secret).replace(/%[0-9A-F]{2}/g, (e) => e.toLowerCase())}`)).toBe('?q=***');
    const unicode = 'jälla-ünïcode-€-secret';
    expect(scrub(`${b64(unicode)} ${Buffer.from(unicode).toString('hex')} ${encodeURIComponent(unicode)}`)).toBe('*** *** ***');
  });

  it('leaves base64, hex and URLs that hold no secret alone', () => {
    const clean = `${b64('just some text that is not secret at all')} ${Buffer.from('nothing here').toString('hex')} https://example.com/a%20b?c=d%2Fe`;
    expect(scrub(clean)).toBe(clean);
  });
});

describe('a secret value that is a word keys are named with (issue 45)', () => {
  const { text: scrub } = scrubber(secretValues({ DATABASE_URL: 'postgres://app:password@db.internal/evals' }));

  it('masks it as a value, never as the key: password=hunter2 keeps its key, and its value is masked', () => {
    expect(scrub('password=hunter2')).toBe('password=***');
    expect(scrub('host=db password=hunter2 user=x')).toBe('host=db password=*** user=x');
    expect(scrub('PASSWORD: password')).toBe('PASSWORD: ***');
    expect(scrub('{"password": "password", "user": "app"}')).toBe('{"password": "***", "user": "app"}');
    expect(scrub("{'password' : 'x'}")).toBe("{'password' : 'x'}");
  });

  it('masks it where it is the value: in its URL, in prose, encoded', () => {
    expect(scrub('postgres://app:password@db.internal/evals')).toBe('postgres://app:***@db.internal/evals');
    // In prose the word is no key, so it is the value wherever it stands.
    expect(scrub('the password is password.')).toBe('the *** is ***.');
    expect(scrub(`auth ${Buffer.from('app:password').toString('base64')}`)).toContain('***');
    expect(scrub(Buffer.from('password').toString('base64'))).toBe('***');
  });
});

describe('a private key block that is cut (issue 45)', () => {
  const LINE = 'MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gun';
  const LINE2 = 'VTLw7onLRnrq0/IzW7yWR7QkrmBL7jTKEn5u+qKhbwKfBstIs+bMY2Zkp18gnTxK';
  const MASKED = '-----BEGIN RSA PRIVATE KEY-----***-----END RSA PRIVATE KEY-----';
  const { text: scrub, lines } = scrubber([]);

  it('stops at the key: the log lines after it are kept', () => {
    const log = ['step 1', '-----BEGIN RSA PRIVATE KEY-----', LINE, LINE2, 'MIIab', 'INFO: case 3 passed', 'done', 'summary: 3/3'];
    expect(lines(log)).toEqual(['step 1', MASKED, 'INFO: case 3 passed', 'done', 'summary: 3/3']);
    // A short line that could be the key's or the log's, followed by a line that could be either, is left.
    expect(lines(['-----BEGIN RSA PRIVATE KEY-----', LINE, 'done', 'next'])).toEqual([MASKED, 'done', 'next']);
  });

  it('keeps serialized JSON valid: the mask ends inside the string the key is cut in', () => {
    for (const after of ['', '\n"quoted" text after', '\nINFO: next\\step', '\n\\']) {
      const value = { log: `-----BEGIN RSA PRIVATE KEY-----\n${LINE}\n${LINE2}\nMIIab${after}`, next: 'x"y', n: 1 };
      for (const json of [JSON.stringify(value), JSON.stringify(value, null, 2)]) {
        const parsed = JSON.parse(scrub(json)) as typeof value;
        expect(parsed.next).toBe('x"y');
        expect(parsed.log.startsWith(MASKED), after).toBe(true);
        expect(parsed.log).not.toContain(LINE.slice(0, 20));
        if (after.includes('INFO') || after.includes('quoted')) expect(parsed.log.endsWith(after), after).toBe(true);
      }
    }
  });
});

describe('finding encoded forms by sampling', () => {
  it('finds every form of every secret wherever it starts, whatever the secrets’ lengths', () => {
    let seed = 45;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const word = (n: number) => Array.from({ length: n }, () => String.fromCharCode(33 + (next() % 94))).join('');
    for (const lengths of [[8], [8, 40], [20, 40, 900], [13, 27]]) {
      const secrets = lengths.map(word);
      const scrub = scrubber(secrets).text;
      for (const secret of secrets) {
        for (const form of [Buffer.from(secret).toString('base64'), Buffer.from(secret).toString('hex').toUpperCase(), encodeURIComponent(secret)]) {
          if (form === secret) continue;
          for (let at = 0; at < 40; at++) {
            const text = `${'x'.repeat(at)} ${form} tail`;
            expect(scrub(text), `${lengths.join()} at ${at}`).toBe(`${'x'.repeat(at)} *** tail`);
          }
        }
      }
    }
  });
});
