// Database URLs in messages: never with their credentials.

/** The URL without its password (and user), for messages and reports. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.username === '' && parsed.password === '') return url;
    parsed.username = '';
    parsed.password = '';
    return parsed.toString();
  } catch {
    return '(a URL that does not parse)';
  }
}
