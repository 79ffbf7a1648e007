/** A Markdown table whose columns are padded, so it reads the same in a terminal and in RESULTS.md. */
export function markdownTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    `| ${widths.map((w, i) => (cells[i] ?? '').padEnd(w)).join(' | ')} |`;
  return [
    line(header),
    `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`,
    ...rows.map(line),
  ].join('\n');
}

export function ms(value: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  return value >= 100 ? `${Math.round(value)} ms` : `${value.toFixed(1)} ms`;
}

export function ratio(reference: number, ours: number): string {
  if (!Number.isFinite(reference) || !Number.isFinite(ours) || ours === 0) return '';
  return `${(reference / ours).toFixed(1)}x`;
}
