// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SpecialPeriodRow } from '../api/get-special-periods.ts';
import { SpecialPeriodsPanel, type PeriodCategory } from './special-periods-panel.tsx';

const BREAKFAST = '11111111-1111-4111-8111-111111111111';
const DRINKS = '22222222-2222-4222-8222-222222222222';
const DISH = '33333333-3333-4333-8333-333333333333';
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

const categories: PeriodCategory[] = [
  {
    id: BREAKFAST,
    name: 'Breakfast',
    name_ar: 'فطور',
    available_windows: [{ days: EVERY_DAY, from: '06:00', to: '11:00' }],
  },
  { id: DRINKS, name: 'Drinks', name_ar: 'مشروبات', available_windows: null },
];

const ramadan: SpecialPeriodRow = {
  id: 'p1',
  name: 'Ramadan',
  name_ar: '',
  starts_on: '2026-11-25',
  ends_on: '2026-11-28',
  opening_hours: Array.from({ length: 7 }, () => [{ opens: '19:00', closes: '03:00' }]),
  // A dish's own entry, which the form does not show, must survive a save.
  windows: { [BREAKFAST]: null, [DISH]: [{ days: [5], from: '20:00', to: '22:00' }] },
};

function renderPanel(onSave = vi.fn(() => Promise.resolve(true))) {
  render(
    <SpecialPeriodsPanel
      periods={[ramadan]}
      categories={categories}
      usualHours={null}
      primary="en"
      onSave={onSave}
      now={new Date('2026-11-26T08:00:00Z')}
    />,
  );
  return onSave;
}

describe('SpecialPeriodsPanel serving times', () => {
  afterEach(cleanup);

  it("lists a period's own times and saves a category's new times beside the others", async () => {
    const user = userEvent.setup();
    const onSave = renderPanel();
    const lines = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(lines).toContain('Breakfast: any time');
    await user.click(screen.getByRole('button', { name: 'Edit Ramadan' }));
    const breakfast = screen.getByRole('group', { name: 'Breakfast' });
    const drinks = screen.getByRole('group', { name: 'Drinks' });
    expect(
      within(breakfast).getByRole<HTMLInputElement>('radio', { name: 'Any time' }).checked,
    ).toBe(true);
    expect(
      within(drinks).getByRole<HTMLInputElement>('radio', { name: 'Usual times' }).checked,
    ).toBe(true);
    await user.click(within(drinks).getByRole('radio', { name: 'These times (Muscat time)' }));
    fireEvent.change(within(drinks).getByLabelText('Time 1 from'), { target: { value: '18:00' } });
    fireEvent.change(within(drinks).getByLabelText('Time 1 until'), { target: { value: '23:00' } });
    await user.click(screen.getByRole('button', { name: 'Save period' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    const [, saved] = onSave.mock.calls[0] as unknown as [string, SpecialPeriodRow];
    expect(saved.windows).toEqual({
      [BREAKFAST]: null,
      [DISH]: [{ days: [5], from: '20:00', to: '22:00' }],
      [DRINKS]: [{ days: EVERY_DAY, from: '18:00', to: '23:00' }],
    });
  });

  it('names the category whose times have a problem and saves nothing; usual times drop its entry', async () => {
    const user = userEvent.setup();
    const onSave = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Edit Ramadan' }));
    const breakfast = screen.getByRole('group', { name: 'Breakfast' });
    await user.click(within(breakfast).getByRole('radio', { name: 'These times (Muscat time)' }));
    // Its own times start from its usual ones; an end equal to the start is refused.
    expect(within(breakfast).getByLabelText<HTMLInputElement>('Time 1 from').value).toBe('06:00');
    fireEvent.change(within(breakfast).getByLabelText('Time 1 until'), {
      target: { value: '06:00' },
    });
    await user.click(screen.getByRole('button', { name: 'Save period' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Breakfast: A time needs an end different from its start',
    );
    expect(onSave).not.toHaveBeenCalled();
    await user.click(within(breakfast).getByRole('radio', { name: 'Usual times' }));
    await user.click(screen.getByRole('button', { name: 'Save period' }));
    const [, saved] = onSave.mock.calls[0] as unknown as [string, SpecialPeriodRow];
    expect(saved.windows).toEqual({ [DISH]: [{ days: [5], from: '20:00', to: '22:00' }] });
  });
});
