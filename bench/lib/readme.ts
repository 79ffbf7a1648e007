// The blocks of bench/RESULTS.md that one bench step rewrites: whatever sits between the two
// markers is replaced.

export const START_MARKER = '<!-- bench:results -->';
export const END_MARKER = '<!-- /bench:results -->';

/** The markers of a block one bench step rewrites on its own (`npm run bench -- --only=name`). */
export function stepMarkers(name: string): Markers {
  return { start: `<!-- bench:${name} -->`, end: `<!-- /bench:${name} -->` };
}

export interface Markers {
  start: string;
  end: string;
}

const RESULTS_MARKERS: Markers = { start: START_MARKER, end: END_MARKER };

/** The text with the block between the markers replaced; undefined when the markers are absent. */
export function replaceBetweenMarkers(
  text: string,
  block: string,
  markers: Markers = RESULTS_MARKERS,
): string | undefined {
  const start = text.indexOf(markers.start);
  const end = text.indexOf(markers.end);
  if (start < 0 || end < start) return undefined;
  return `${text.slice(0, start + markers.start.length)}\n\n${block.trim()}\n\n${text.slice(end)}`;
}
