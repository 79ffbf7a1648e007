// Sample figures for the chart stories: the same on every render (no Math.random), so the
// stories screenshot alike, in three sizes: nothing, a quiet week, a busy quarter.

/** A count for day `i` of a series that rises and falls like a week of a café, scaled. */
export function wave(i: number, scale: number, seed = 1): number {
  return Math.round(scale * (1 + Math.sin((i + seed) * 0.9) * 0.5 + ((i * 7 + seed * 3) % 5) / 10));
}

/** `count` YYYY-MM-DD days ending on 2026-11-23. */
export function sampleDays(count: number): string[] {
  const end = Date.parse('2026-11-23T00:00:00Z');
  return Array.from({ length: count }, (_, i) =>
    new Date(end - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}
