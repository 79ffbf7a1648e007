// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageContext } from '../../../lib/i18n/language-state.ts';
import type { AllMenuRow, ItemEdit } from '../lib/types.ts';
import { EditItemDialog } from './edit-item-dialog.tsx';

const grill: AllMenuRow = {
  id: 'i3',
  name: 'Mixed Grill',
  nameAr: 'مشاوي مشكلة',
  description: 'For two',
  descriptionAr: null,
  priceBaisa: 3500,
  imagePath: null,
  businessId: 'b2',
  businessName: 'Muttrah Shawarma House',
  businessSlug: 'muttrahshawarma',
};

function open(item: AllMenuRow, onSave: (edit: ItemEdit) => void) {
  const view = render(<EditItemDialog item={item} onClose={() => undefined} onSave={onSave} />);
  /** What the screen does when the save is refused: the same dialog, told the refusal. */
  const refuse = (saveError: string) =>
    view.rerender(
      <EditItemDialog
        item={item}
        onClose={() => undefined}
        onSave={onSave}
        saveError={saveError}
      />,
    );
  screen.getByRole('dialog', { name: 'Edit Menu Item' });
  return { refuse };
}

describe('EditItemDialog', () => {
  afterEach(cleanup);

  it("starts from the item's texts and price and refuses a blank name", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    open(grill, onSave);
    const name = screen.getByLabelText('Name *');
    expect(name).toHaveProperty('value', 'Mixed Grill');
    expect(screen.getByLabelText('Description')).toHaveProperty('value', 'For two');
    expect(screen.getByLabelText('Price (OMR) *')).toHaveProperty('value', '3.500');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('Required fields missing');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it("points the price at the parser's message", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    open(grill, onSave);
    const price = screen.getByLabelText('Price (OMR) *');
    await user.clear(price);
    await user.type(price, 'abc');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Enter the price as a number, for example 1.500');
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(price.getAttribute('aria-describedby')).toBe(alert.id);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('keeps what was typed when the save fails, and leaves Arabic alone on an English menu', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn((_edit: ItemEdit) => undefined);
    const { refuse } = open(grill, onSave);
    const name = screen.getByLabelText('Name *');
    await user.clear(name);
    await user.type(name, ' Royal Grill ');
    const price = screen.getByLabelText('Price (OMR) *');
    await user.clear(price);
    await user.type(price, '4.125');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({
      name: 'Royal Grill',
      description: 'For two',
      priceBaisa: 4125,
    });
    refuse('permission denied for table menu_items');
    expect(screen.getByRole('alert').textContent).toBe('permission denied for table menu_items');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
    expect(name).toHaveProperty('value', ' Royal Grill ');
    expect(price).toHaveProperty('value', '4.125');
  });

  it('edits both languages of a bilingual menu, in Arabic, with Arabic-Indic digits', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn((_edit: ItemEdit) => undefined);
    render(
      <LanguageContext.Provider value={{ lang: 'ar', dir: 'rtl', setLang: () => undefined }}>
        <EditItemDialog
          item={{ ...grill, languages: ['ar', 'en'], primary: 'ar' }}
          onClose={() => undefined}
          onSave={onSave}
        />
      </LanguageContext.Provider>,
    );
    screen.getByRole('dialog', { name: 'تعديل صنف' });
    const arabicName = screen.getByLabelText('الاسم · العربية *');
    await user.clear(arabicName);
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(screen.getByRole('alert').textContent).toBe('الحقول المطلوبة ناقصة');
    await user.type(arabicName, 'مشاوي');
    const price = screen.getByLabelText('السعر (ر.ع.) *');
    await user.clear(price);
    await user.type(price, '٤٫١٢٥');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(onSave).toHaveBeenCalledWith({
      name: 'Mixed Grill',
      description: 'For two',
      priceBaisa: 4125,
      nameAr: 'مشاوي',
      descriptionAr: '',
    });
  });
});
