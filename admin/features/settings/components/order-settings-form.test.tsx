// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/errors.ts';
import type { SettingsRow } from '../lib/settings-form.ts';
import { OrderSettingsForm } from './order-settings-form.tsx';

const saved: SettingsRow = {
  order_types: ['dine-in'],
  table_labels: ['1', '2'],
  delivery_fee: null,
  delivery_minimum: null,
  opening_hours: null,
  temporarily_closed: false,
  closed_checkout: 'disabled',
  prices_include_vat: true,
  payment_for: [],
  outside_window: 'grey',
  records_orders: true,
  order_retention_days: 30,
  ticket_paper_mm: 80,
};

const refusal = new ApiError({
  kind: 'database',
  error: { code: 'P0001', message: 'the database said no', details: '', hint: '' },
});

/** The form as the settings page wires it: the last refusal goes back to the form. */
function Page({ save }: { save: (row: SettingsRow) => Promise<unknown> }) {
  const [error, setError] = useState<unknown>(null);
  return (
    <OrderSettingsForm
      initial={saved}
      saveError={error}
      onSave={(row) =>
        save(row).catch((failure: unknown) => {
          setError(failure);
          throw failure;
        })
      }
    />
  );
}

describe('OrderSettingsForm', () => {
  afterEach(cleanup);

  it("keeps what the owner typed and shows the database's refusal when the save fails", async () => {
    const user = userEvent.setup();
    const save = vi.fn(() => Promise.reject(refusal));
    render(<Page save={save} />);
    const tables = screen.getByLabelText<HTMLTextAreaElement>('Tables');
    await user.clear(tables);
    await user.type(tables, 'Terrace 1');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ table_labels: ['Terrace 1'] }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Could not save the settings:',
    );
    expect(tables.value).toBe('Terrace 1');
  });

  it('saves nothing and names the problem when the form breaks a rule', async () => {
    const user = userEvent.setup();
    const save = vi.fn(() => Promise.resolve());
    render(<Page save={save} />);
    await user.click(screen.getByRole('checkbox', { name: 'Dine-in' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(save).not.toHaveBeenCalled();
    expect((await screen.findByRole('alert')).textContent).toBe('Choose at least one order type');
  });

  it('names in the bar under the form the sections not saved yet, and none once saved', async () => {
    const user = userEvent.setup();
    const save = vi.fn(() => Promise.resolve());
    render(<Page save={save} />);
    const status = () => screen.getByRole('status').textContent;
    expect(status()).toBe('No unsaved changes');
    await user.type(screen.getByLabelText('Delivery fee (OMR)'), '0.500');
    await user.click(screen.getByRole('checkbox', { name: 'Dine-in' }));
    await user.click(screen.getByRole('checkbox', { name: 'Dine-in' }));
    await user.clear(screen.getByLabelText('Tables'));
    await user.type(screen.getByLabelText('Tables'), '1');
    expect(status()).toBe('Not saved yet: Tables, Delivery');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(save).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(status()).toBe('No unsaved changes'));
  });

  it('keeps the sections marked unsaved when the save fails', async () => {
    const user = userEvent.setup();
    render(<Page save={() => Promise.reject(refusal)} />);
    await user.type(screen.getByLabelText('Delivery fee (OMR)'), '0.500');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByRole('alert');
    expect(screen.getByRole('status').textContent).toBe('Not saved yet: Delivery');
  });
});
