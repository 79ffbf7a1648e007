/** The middle value (mean of the two middle ones for an even count); NaN for no values. */
export function median(values: readonly number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Runs fn `times` times one after another and returns every result. */
export async function repeat<T>(times: number, fn: (run: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let run = 0; run < times; run++) results.push(await fn(run));
  return results;
}
