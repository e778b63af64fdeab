// Database URLs in messages: only where the server is (scheme://host:port),
// never the user, password, database (the path) or query. A URL that is not
// a database's at all (a webhook's, whose path is its secret) must not leak
// through a message that quotes it either.

/** The smallest piece of a private part that is masked wherever it stands; shorter ones only where a message quotes them. */
const MIN_MASKED_LENGTH = 4;
const MASK = '***';

/** The URL as messages and reports show it: scheme://host:port, nothing more. */
export function shownUrl(url: string): string {
  try {
    const parsed = new URL(url);
    // A special scheme (http:) has an origin; postgres: has none, so it is put together from its parts.
    return parsed.host === '' ? `${parsed.protocol}(no host)` : `${parsed.protocol}//${parsed.host}`;
  } catch {
    return '(a URL that does not parse)';
  }
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

interface PrivatePart {
  text: string;
  /** Masked wherever it stands, however short: the password. */
  always: boolean;
}

/** The URL's private parts as they may appear in a message, raw and percent-decoded, longest first (a piece inside a longer one goes with it). */
function privateParts(url: string): PrivatePart[] {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return [];
  }
  const path = parsed.pathname.replace(/^\/+/, '');
  const names = [
    parsed.username,
    path,
    ...path.split('/'),
    parsed.search.replace(/^\?/, ''),
    ...parsed.searchParams.values(),
    parsed.hash.replace(/^#/, ''),
  ];
  const forms = (parts: string[]) => parts.flatMap((part) => [part, decoded(part)]).filter((part) => part !== '');
  const passwords = new Set(forms([parsed.password]));
  const parts = [...passwords].map((text) => ({ text, always: true }));
  for (const text of new Set(forms(names))) if (!passwords.has(text)) parts.push({ text, always: false });
  return parts.sort((a, b) => b.text.length - a.text.length);
}

/**
 * The message with the URL shown as shownUrl shows it, and its private parts
 * (user, password, database, query) masked, the password always: a driver's message quotes them
 * (`password authentication failed for user "alice"`, `database "x" does not
 * exist`). A part of MIN_MASKED_LENGTH characters or more is masked wherever
 * it stands; a shorter one only in quotes, where it is a name and not a word.
 */
export function withoutUrl(message: string, url: string): string {
  const parts = privateParts(url);
  const mask = (text: string) =>
    parts.reduce(
      (masked, { text: part, always }) =>
        always || part.length >= MIN_MASKED_LENGTH
          ? masked.replaceAll(part, MASK)
          : masked.replaceAll(`"${part}"`, `"${MASK}"`).replaceAll(`'${part}'`, `'${MASK}'`),
      text,
    );
  const shown = shownUrl(url);
  // The URL as shown (which a message built by shownUrl holds already) keeps its scheme and host whatever the parts are.
  return message
    .split(url)
    .map((piece) => piece.split(shown).map(mask).join(shown))
    .join(shown);
}
