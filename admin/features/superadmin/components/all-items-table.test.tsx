// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { storedPriceBaisa } from '../lib/stored-price.ts';
import { AllItemsTable } from './all-items-table.tsx';
import { sampleRows } from './fixtures.ts';

afterEach(cleanup);

describe('AllItemsTable with a bad row', () => {
  it('shows a price that is not a number as an error in its row, and every other row as usual', () => {
    const bad = {
      ...sampleRows[0]!,
      id: 'bad',
      name: 'Broken Tea',
      priceBaisa: storedPriceBaisa('NaN'),
    };
    render(
      <MemoryRouter>
        <AllItemsTable
          rows={[bad, ...sampleRows.slice(1)]}
          onEdit={() => undefined}
          onDelete={() => undefined}
        />
      </MemoryRouter>,
    );
    const badRow = screen.getByRole('row', { name: /Broken Tea/ });
    expect(within(badRow).getByText('Not a valid price: edit this item')).toBeTruthy();
    // The row keeps its Edit button, so the superadmin can correct it.
    expect(within(badRow).getByRole('button', { name: /Edit/ })).toBeTruthy();
    const good = screen.getByRole('row', { name: /Chicken Shawarma/ });
    expect(within(good).getByText('1.200')).toBeTruthy();
  });

  it('reads prices as the database sends them and NaN for anything else', () => {
    expect(storedPriceBaisa(0.4)).toBe(400);
    expect(storedPriceBaisa('1.500')).toBe(1500);
    expect(storedPriceBaisa('NaN')).toBeNaN();
    expect(storedPriceBaisa(Number.NaN)).toBeNaN();
    expect(storedPriceBaisa('Infinity')).toBeNaN();
  });
});
