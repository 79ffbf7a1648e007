import { useState, type FormEvent } from 'react';
import { menuUrlFor } from '../../../lib/qr-codes.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { problemText } from '../../../lib/i18n/problem-text.ts';
import { Button } from '../../../lib/ui/button.tsx';
import { Field } from '../../../lib/ui/field.tsx';
import type { NewBranch } from '../api/create-branch.ts';
import { checkBranchForm, type BranchField, type BranchFormValues } from '../lib/branch-form.ts';

const EMPTY: BranchFormValues = { name: '', nameAr: '', slug: '', whatsapp: '' };

/**
 * "Add branch": name (either language), slug and WhatsApp number, checked by the registration's
 * rules before the database is asked; the database's refusal (a taken slug, the branch limit) is
 * shown under the button as the page words it.
 */
export function AddBranchForm({
  onAdd,
  refusal,
}: {
  onAdd: (branch: NewBranch) => Promise<unknown>;
  /** The database's refusal of the last try, in the screen's language. */
  refusal: string | null;
}) {
  const { lang, t } = useI18n();
  const text = t.branches;
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<BranchField, string>>>({});
  const [busy, setBusy] = useState(false);
  const set = (field: BranchField) => (value: string) =>
    setValues((before) => ({ ...before, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkBranchForm(values);
    if (!checked.ok) {
      const worded: Partial<Record<BranchField, string>> = {};
      for (const [field, problem] of Object.entries(checked.problems)) {
        if (!problem) continue;
        worded[field as BranchField] =
          problem === 'name_required' ? text.nameRequired : problemText(problem, lang);
      }
      setErrors(worded);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onAdd(checked.branch);
      setValues(EMPTY);
    } catch {
      // The page shows the refusal; what was typed stays to be corrected.
    } finally {
      setBusy(false);
    }
  }

  const slug = values.slug.trim().toLowerCase();
  return (
    <form className="ui-panel" noValidate onSubmit={(event) => void submit(event)}>
      <h2>{text.addTitle}</h2>
      <p className="ui-muted">{text.addLead}</p>
      <Field label={text.name} hint={text.nameHint} error={errors.name}>
        {(control) => (
          <input
            {...control}
            name="name"
            value={values.name}
            onChange={(event) => set('name')(event.target.value)}
          />
        )}
      </Field>
      <Field label={text.nameAr}>
        {(control) => (
          <input
            {...control}
            name="name_ar"
            dir="rtl"
            lang="ar"
            value={values.nameAr}
            onChange={(event) => set('nameAr')(event.target.value)}
          />
        )}
      </Field>
      <Field
        label={text.slugField}
        required
        error={errors.slug}
        hint={
          <>
            {text.slugHint} <bdi dir="ltr">{menuUrlFor(window.location.origin, slug || '…')}</bdi>
          </>
        }
      >
        {(control) => (
          <input
            {...control}
            name="slug"
            dir="ltr"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            value={values.slug}
            onChange={(event) => set('slug')(event.target.value)}
          />
        )}
      </Field>
      <Field label={text.whatsappField} required hint={text.whatsappHint} error={errors.whatsapp}>
        {(control) => (
          <input
            {...control}
            name="whatsapp"
            type="tel"
            dir="ltr"
            inputMode="tel"
            value={values.whatsapp}
            onChange={(event) => set('whatsapp')(event.target.value)}
          />
        )}
      </Field>
      <Button type="submit" disabled={busy}>
        {busy ? text.adding : text.add}
      </Button>
      {refusal && (
        <p className="ui-error" role="alert">
          {refusal}
        </p>
      )}
    </form>
  );
}
