// A route or component that grows past a screenful mixes loading, state and markup; split it into a
// container hook and presentational parts instead.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MAX_LINES = 150;

function lineCount(file: string): number {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

/** Every route and component of the admin app: .tsx files that are not tests or stories. */
function components(): string[] {
  return readdirSync(path.join(ROOT, 'admin'), { recursive: true, encoding: 'utf8' })
    .map((file) => `admin/${file.split(path.sep).join('/')}`)
    .filter((file) => file.endsWith('.tsx') && !/\.(test|stories)\.tsx$/.test(file))
    .sort();
}

describe('admin routes and components', () => {
  const sizes = new Map(components().map((file) => [file, lineCount(file)]));

  it(`are at most ${MAX_LINES} lines`, () => {
    const over = [...sizes].filter(([, lines]) => lines > MAX_LINES);
    expect(over, 'split these into a container hook and presentational parts').toEqual([]);
  });

  it('are found', () => {
    expect(sizes.has('admin/app/routes/superadmin-all-menu.tsx')).toBe(true);
    expect(sizes.size).toBeGreaterThan(100);
  });
});
