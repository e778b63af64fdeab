// Vector measures over embeddings, as promptfoo 0.121.20 computes them
// (cosineSimilarity, dotProduct, euclideanDistance in its src/matchers/shared.ts):
// vectors of different lengths are an error; a zero vector has cosine 0.

function sameLength(a: readonly number[], b: readonly number[]): void {
  if (a.length !== b.length) throw new RangeError(`the embeddings have different lengths (${a.length} and ${b.length})`);
}

export function dotProduct(a: readonly number[], b: readonly number[]): number {
  sameLength(a, b);
  return a.reduce((sum, x, i) => sum + x * (b[i] as number), 0);
}

export function cosineSimilarity(a: readonly number[], b: readonly number[]): number {
  const dot = dotProduct(a, b);
  const normA = Math.sqrt(a.reduce((sum, x) => sum + x * x, 0));
  const normB = Math.sqrt(b.reduce((sum, x) => sum + x * x, 0));
  if (normA === 0 || normB === 0) return 0;
  return dot / (normA * normB);
}

export function euclideanDistance(a: readonly number[], b: readonly number[]): number {
  sameLength(a, b);
  return Math.sqrt(a.reduce((sum, x, i) => sum + (x - (b[i] as number)) ** 2, 0));
}
