// Keeps docs/performance.md quoting the latest table: whatever sits between the two
// markers is replaced, then the file is formatted with the project's Prettier settings.
import { readFile, writeFile } from 'node:fs/promises';
import * as prettier from 'prettier';

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

/** Updates each file that has the markers; returns the files it changed. */
export async function quoteResultsIn(
  files: readonly string[],
  block: string,
  markers: Markers = RESULTS_MARKERS,
): Promise<string[]> {
  const changed: string[] = [];
  for (const file of files) {
    const text = await readFile(file, 'utf8').catch(() => undefined);
    const replaced = text === undefined ? undefined : replaceBetweenMarkers(text, block, markers);
    if (replaced === undefined) continue;
    const options = (await prettier.resolveConfig(file)) ?? {};
    await writeFile(file, await prettier.format(replaced, { ...options, filepath: file }));
    changed.push(file);
  }
  return changed;
}
