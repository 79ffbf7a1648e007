import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { reasonSchema, type ReasonValues } from '../../../lib/forms/reason-schema.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { Button } from '../../../lib/ui/button.tsx';
import { Field } from '../../../lib/ui/field.tsx';

export interface SuspensionPanelProps {
  suspendedAt: string | null;
  reason: string | null;
  /** reason null lifts the suspension; resolves true when saved. */
  onChange: (reason: string | null) => Promise<boolean>;
}

// Lifting a suspension asks for nothing.
const liftSchema = z.object({ reason: z.string() }).transform(() => ({ reason: null }));

/** The superadmin's suspend / lift control for one business, with the reason the owner reads. */
export function SuspensionPanel({ suspendedAt, reason, onChange }: SuspensionPanelProps) {
  const id = useId();
  const { lang, t } = useI18n();
  const s = t.profile.suspension;
  const schema = useMemo(
    () => (suspendedAt ? liftSchema : reasonSchema(s.reasonRequired)),
    [suspendedAt, s],
  );
  const form = useForm<ReasonValues, unknown, { reason: string | null }>({
    resolver: zodResolver<ReasonValues, unknown, { reason: string | null }>(schema),
    defaultValues: { reason: reason ?? '' },
  });
  const error = form.formState.errors.reason?.message;
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit(async (checked) => {
    // Once lifted, the next suspension starts from an empty reason.
    if ((await onChange(checked.reason)) && checked.reason === null) form.reset({ reason: '' });
  });

  const date = suspendedAt
    ? new Intl.DateTimeFormat(lang === 'ar' ? 'ar-OM-u-nu-latn' : 'en-GB', {
        dateStyle: 'medium',
      }).format(new Date(suspendedAt))
    : '';
  return (
    <form
      className={suspendedAt ? 'ui-panel profile-suspended' : 'ui-panel'}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{s.heading}</h2>
      <p className="ui-muted">{s.lead}</p>
      {suspendedAt ? (
        <p role="status">
          <strong>{s.suspendedOn(date)}</strong> <bdi>{s.ownerReason(reason ?? '')}</bdi>
        </p>
      ) : (
        <Field id={`${id}-reason`} label={s.reason} error={error}>
          {(control) => (
            <textarea {...control} maxLength={500} rows={3} {...form.register('reason')} />
          )}
        </Field>
      )}
      <div>
        <Button type="submit" variant={suspendedAt ? 'primary' : 'danger'} disabled={busy}>
          {suspendedAt ? s.lift : s.suspend}
        </Button>
      </div>
    </form>
  );
}
