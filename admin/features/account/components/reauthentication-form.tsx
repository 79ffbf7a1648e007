import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { Button } from '../../../lib/ui/button.tsx';
import {
  reauthenticationSchema,
  type ReauthenticationValues,
} from '../lib/reauthentication-schema.ts';
import { AccountFormFrame } from './account-form-frame.tsx';
import './account-forms.css';
import { Field } from '../../../lib/ui/field.tsx';

export interface ReauthenticationFormProps {
  /** Where the code was mailed. */
  email: string;
  /** The change waiting for the code. */
  what: 'password' | 'email';
  /** Called with the 6 digits once they look right. */
  onSubmit: (code: string) => void;
  onResend: () => void;
  onCancel: () => void;
  /** Shown under the form (a new code was sent). */
  done?: string | undefined;
  busy?: boolean;
}

/** The mailed code a password or email change from an older session needs. */
export function ReauthenticationForm({
  email,
  what,
  onSubmit,
  onResend,
  onCancel,
  done,
  busy = false,
}: ReauthenticationFormProps) {
  const { lang, t } = useI18n();
  const text = t.reauthentication;
  const id = useId();
  const schema = useMemo(() => reauthenticationSchema(lang), [lang]);
  const form = useForm<ReauthenticationValues, unknown, { code: string }>({
    resolver: zodResolver(schema),
    defaultValues: { code: '' },
  });
  const error = form.formState.errors.code?.message;

  // The form appears in place of nothing: take the focus so the code can be typed at once.
  useEffect(() => form.setFocus('code'), [form]);

  return (
    <AccountFormFrame
      id={id}
      title={text.title}
      headingLevel={2}
      lead={text.lead(email, what)}
      submitLabel={text.submit}
      busy={busy}
      onSubmit={(event) => void form.handleSubmit(({ code }) => onSubmit(code))(event)}
      done={done}
    >
      <Field id={`${id}-code`} label={text.code} error={error} announce>
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            dir="ltr"
            maxLength={12}
            {...form.register('code')}
          />
        )}
      </Field>
      <div className="account-form__actions">
        <Button variant="secondary" disabled={busy} onClick={onResend}>
          {text.resend}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onCancel}>
          {text.cancel}
        </Button>
      </div>
    </AccountFormFrame>
  );
}
