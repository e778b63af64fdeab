// How promptfoo reads JSON out of prose and reads a schema given as text, so
// that contains-json and the schema forms of is-json / contains-json find
// what promptfoo finds. The parser is js-yaml 5.2.2, pinned as promptfoo pins
// it: contains-json accepts what YAML's flow syntax accepts (`{a: 1}`,
// `{'a': 1}`, `//` comments turned into `#` ones), which no JSON parser does.
import { loadYaml } from '../../base/index.js';

export { loadYaml } from '../../base/index.js';

const isEscapedQuote = (line: string, quoteIndex: number): boolean => {
  let backslashes = 0;
  for (let i = quoteIndex - 1; i >= 0 && line[i] === '\\'; i--) backslashes++;
  return backslashes % 2 === 1;
};

/**
 * `//` comments outside quotes become `#` comments, so that YAML skips them;
 * a `//` inside a URL-like token (`https://`) is kept
 * (promptfoo src/util/json.ts, convertSlashCommentsToHash).
 */
export function convertSlashCommentsToHash(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      let state: 'normal' | 'single' | 'double' = 'normal';
      let result = '';
      for (let i = 0; i < line.length; i++) {
        const char = line[i] as string;
        const next = line[i + 1] ?? '';
        const prev = i > 0 ? (line[i - 1] as string) : '';
        if (state === 'normal') {
          if (char === "'" && !/[a-zA-Z]/.test(prev)) state = 'single';
          else if (char === '"') state = 'double';
          else if (char === '/' && next === '/') {
            let tokenStart = 0;
            for (let j = i - 1; j >= 0; j--) {
              if (/\s/.test(line[j] as string)) {
                tokenStart = j + 1;
                break;
              }
            }
            // In a URL (`https://`) the slash is kept and the scan goes on.
            if (!line.slice(tokenStart, i + 2).includes('://')) {
              let slashes = 2;
              while (i + slashes < line.length && line[i + slashes] === '/') slashes++;
              return result + '#'.repeat(Math.floor(slashes / 2)) + line.slice(i + slashes);
            }
          }
          result += char;
        } else if (state === 'single') {
          result += char;
          if (char === "'" && !isEscapedQuote(line, i) && !/[a-zA-Z]/.test(next)) state = 'normal';
        } else {
          result += char;
          if (char === '"' && !isEscapedQuote(line, i)) state = 'normal';
        }
      }
      return result;
    })
    .join('\n');
}

const MAX_JSON_LENGTH = 100_000;

/**
 * Every JSON object (or array nested in braces) promptfoo finds in `text`:
 * from each `{`, the shortest balanced span that parses, closing braces
 * added when the text ends first; the scan resumes after each found object
 * (promptfoo src/util/json.ts, extractJsonObjects).
 */
export function extractJsonObjects(text: string): object[] {
  const found: object[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== '{') continue;
    let open = 1;
    let close = 0;
    let j = i + 1;
    const limit = Math.min(i + MAX_JSON_LENGTH, text.length);
    while (j < limit && open > close) {
      if (text[j] === '{') open++;
      if (text[j] === '}') close++;
      j++;
      if (open === close || j === text.length || j === i + MAX_JSON_LENGTH) {
        try {
          let candidate = text.slice(i, j);
          if (open > close) candidate += '}'.repeat(open - close);
          const parsed = loadYaml(convertSlashCommentsToHash(candidate), { json: true });
          if (typeof parsed === 'object' && parsed !== null) {
            found.push(parsed);
            i = j - 1;
            break;
          }
        } catch {
          if (open === close) break;
        }
      }
    }
  }
  return found;
}
