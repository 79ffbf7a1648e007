// A route or component that grows past a screenful mixes loading, state and markup; split it into a
// container hook and presentational parts instead. The files over the limit when this test was
// written are listed with their size then: the list only shrinks (a file brought under the limit
// leaves it) and a listed file may not grow.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MAX_LINES = 160;

/** Over the limit, with the lines each had; not to be added to. */
const OVER_THE_LIMIT: Record<string, number> = {
  'admin/app/routes/admin-menu.tsx': 300,
  'admin/features/business/components/register-business-form.tsx': 342,
  'admin/features/menu/components/categories-panel.tsx': 212,
  'admin/features/menu/components/item-card.tsx': 186,
  'admin/features/menu/components/item-form-dialog.tsx': 285,
  'admin/features/menu/components/option-groups-editor.tsx': 252,
  'admin/features/profile/components/business-profile-form.tsx': 212,
  'admin/features/settings/components/order-settings-form.tsx': 273,
  'admin/features/settings/components/special-periods-panel.tsx': 336,
};

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

  it(`are at most ${MAX_LINES} lines, apart from the listed ones`, () => {
    const over = [...sizes].filter(
      ([file, lines]) => lines > MAX_LINES && !(file in OVER_THE_LIMIT),
    );
    expect(over, 'split these into a container hook and presentational parts').toEqual([]);
  });

  it('listed ones only shrink, and leave the list once under the limit', () => {
    const stale = Object.entries(OVER_THE_LIMIT).flatMap(([file, listed]) => {
      const lines = sizes.get(file);
      if (lines === undefined) return [`${file} is gone: remove it from the list`];
      if (lines <= MAX_LINES) return [`${file} has ${lines} lines: remove it from the list`];
      if (lines > listed) return [`${file} grew from ${listed} to ${lines} lines`];
      return [];
    });
    expect(stale).toEqual([]);
  });

  it('are found', () => {
    expect(sizes.has('admin/app/routes/superadmin-all-menu.tsx')).toBe(true);
  });
});
