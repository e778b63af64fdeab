// Environment for pointing the real AWS SDK at a fake: static fake
// credentials, a region, and no reach to real AWS (no instance metadata, no
// shared config files). Returns a function that restores what was there.
const AWS_KEYS = [
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
  'AWS_SESSION_TOKEN',
  'AWS_REGION',
  'AWS_DEFAULT_REGION',
  'AWS_PROFILE',
  'AWS_CONFIG_FILE',
  'AWS_SHARED_CREDENTIALS_FILE',
  'AWS_EC2_METADATA_DISABLED',
  'AWS_ENDPOINT_URL_BEDROCK_RUNTIME',
  'AWS_ENDPOINT_URL_BEDROCK',
  'AWS_ENDPOINT_URL_S3',
  'AWS_ENDPOINT_URL',
  'AWS_WEB_IDENTITY_TOKEN_FILE',
  'AWS_ROLE_ARN',
  'AWS_CONTAINER_CREDENTIALS_RELATIVE_URI',
  'AWS_CONTAINER_CREDENTIALS_FULL_URI',
] as const;

export function useFakeAwsEnv(overrides: Record<string, string | undefined> = {}): () => void {
  const saved = new Map(AWS_KEYS.map((key) => [key, process.env[key]]));
  for (const key of AWS_KEYS) delete process.env[key];
  Object.assign(process.env, {
    AWS_ACCESS_KEY_ID: 'AKIDFAKEFAKEFAKE',
    AWS_SECRET_ACCESS_KEY: 'fake-secret-for-tests',
    AWS_REGION: 'us-east-1',
    AWS_CONFIG_FILE: '/nonexistent/supereval-test/config',
    AWS_SHARED_CREDENTIALS_FILE: '/nonexistent/supereval-test/credentials',
    AWS_EC2_METADATA_DISABLED: 'true',
  });
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  return () => {
    for (const [key, value] of saved) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
}
