// Edit distance over sequences (the characters of a word, the tool names of a
// trajectory), and the "did you mean" built on it.

/** Insertions, deletions and substitutions of one element each cost 1. */
export function editDistance(a: readonly string[], b: readonly string[]): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] as number;
}

/**
 * The first of the names in `known` nearest to `word` (by characters), or
 * null when `known` is empty or the nearest is more than `maxDistance` away.
 */
export function nearestName(word: string, known: readonly string[], maxDistance = Infinity): string | null {
  const chars = [...word];
  let best: { name: string; distance: number } | null = null;
  for (const name of known) {
    const distance = editDistance(chars, [...name]);
    if (!best || distance < best.distance) best = { name, distance };
  }
  return best && best.distance <= maxDistance ? best.name : null;
}
