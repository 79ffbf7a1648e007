import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent } from 'react';
import {
  readWindows,
  windowsProblem,
  type TimeWindow,
} from '../../../../shared/domain/availability.ts';
import type { Lang } from '../../../../shared/domain/i18n.ts';
import { validateCategoryName } from '../../../../shared/domain/validation.ts';
import { BilingualField } from '../../../lib/i18n/bilingual-field.tsx';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { FormDialogFooter } from '../../../lib/ui/form-dialog-footer.tsx';
import type { Category } from '../api/types.ts';
import type { CategoryNames } from './categories-panel.tsx';
import { WindowsEditor } from '../../../lib/ui/windows-editor.tsx';
import './menu.css';
import { problemTextOrNull } from '../../../lib/i18n/problem-text.ts';

export interface CategoryNamesDialogProps {
  /** The category being renamed; null keeps the dialog closed. */
  category: Category | null;
  languages: readonly Lang[];
  primary: Lang;
  onClose: () => void;
  /** Resolves true once saved; false keeps what the owner typed. */
  onSave: (names: CategoryNames) => Promise<boolean>;
}

/** A category's name in each language the menu offers, side by side. */
export function CategoryNamesDialog({
  category,
  languages,
  primary,
  onClose,
  onSave,
}: CategoryNamesDialogProps) {
  const { lang, t } = useI18n();
  const [names, setNames] = useState({ en: category?.name ?? '', ar: category?.name_ar ?? '' });
  const [windows, setWindows] = useState<TimeWindow[] | null>(
    () => readWindows(category?.available_windows)?.slice() ?? null,
  );
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trouble = windows && windowsProblem(windows);
    const invalid =
      problemTextOrNull(validateCategoryName(names[primary]), lang) ??
      (trouble ? t.clock.windowsProblem[trouble.problem] : null);
    setMessage(invalid);
    if (invalid) return;
    setSaving(true);
    try {
      await onSave({ name: names.en.trim(), nameAr: names.ar.trim(), windows });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog.Root open={category !== null} onOpenChange={(open) => !open && !saving && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="ui-overlay" />
        <Dialog.Content className="ui-dialog" aria-describedby={undefined}>
          <Dialog.Title className="ui-dialog__title">{t.menu.categories}</Dialog.Title>
          <form className="ui-form" onSubmit={(event) => void submit(event)} noValidate>
            <BilingualField
              id="category-names"
              label={t.menu.name}
              languages={languages}
              primary={primary}
              required
              values={names}
              onChange={(language, text) =>
                setNames((current) => ({ ...current, [language]: text }))
              }
              invalidMessageId={message ? 'category-names-error' : null}
            />
            <WindowsEditor
              value={windows}
              onChange={setWindows}
              noneLabel={t.clock.windowsAlways}
            />
            <FormDialogFooter
              message={message}
              messageId="category-names-error"
              saving={saving}
              submitLabel={t.menu.saveCategory}
            />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
