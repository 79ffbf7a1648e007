// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Business } from './business.ts';
import { branchView, pickBranch, readStoredBranch, sortBranches, storeBranch } from './branches.ts';

const row = (id: string, extra: Partial<Business> = {}) =>
  ({
    id,
    parent_id: id === 'main' ? null : 'main',
    created_at: '2026-11-01T00:00:00Z',
    name: id,
    name_ar: '',
    languages: ['en'],
    primary_language: 'en',
    logo_url: null,
    table_labels: [],
    whatsapp: '96891234567',
    ...extra,
  }) as unknown as Business;

describe('the current branch', () => {
  const main = row('main', { languages: ['en', 'ar'], logo_url: 'logo.png', table_labels: ['1'] });
  const qurum = row('qurum', {
    languages: ['en'],
    logo_url: null,
    table_labels: ['A', 'B'],
    created_at: '2026-11-10T00:00:00Z',
  });
  const seeb = row('seeb-branch', { created_at: '2026-11-20T00:00:00Z' });

  it('keeps the chosen branch while it exists, else the main one, else the first readable', () => {
    expect(pickBranch([main, qurum], 'qurum', 'main')).toBe(qurum);
    expect(pickBranch([main, qurum], 'gone', 'main')).toBe(main);
    expect(pickBranch([main, qurum], null, 'main')).toBe(main);
    // A member limited to other branches cannot read the main row.
    expect(pickBranch([qurum, seeb], null, 'main')).toBe(qurum);
    expect(pickBranch([], null, 'main')).toBeNull();
  });

  it("shows a branch's own place columns with the business's columns of the main row", () => {
    const view = branchView(qurum, main);
    expect(view.id).toBe('qurum');
    expect(view.table_labels).toEqual(['A', 'B']);
    expect(view.languages).toEqual(['en', 'ar']);
    expect(view.logo_url).toBe('logo.png');
    expect(branchView(main, main)).toBe(main);
  });

  it('lists the main branch first, then the others in the order they were added', () => {
    expect(sortBranches([seeb, qurum, main], 'main').map((b) => b.id)).toEqual([
      'main',
      'qurum',
      'seeb-branch',
    ]);
  });

  it('remembers the choice per business', () => {
    storeBranch('main', 'qurum');
    storeBranch('other', 'x');
    expect(readStoredBranch('main')).toBe('qurum');
    expect(readStoredBranch('other')).toBe('x');
    expect(readStoredBranch('third')).toBeNull();
  });
});
