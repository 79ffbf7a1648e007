import { useId } from 'react';
import { useFormContext, type FieldError } from 'react-hook-form';
import type { z } from 'zod';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import {
  settingsProblems,
  settingsProblemText,
  type settingsSchema,
} from '../lib/settings-schema.ts';

/** The settings form's values as react-hook-form holds them. */
export type SettingsValues = z.input<typeof settingsSchema>;
export type SettingsFieldName =
  'orderTypes' | 'tables' | 'deliveryFee' | 'deliveryMinimum' | 'hours' | 'retentionDays';

/** A field's id, its problem in the screen's language, and what its control is described by. */
export function useSettingsField(name: SettingsFieldName, hintId?: string) {
  const { t, lang } = useI18n();
  const id = `${useId()}-${name}`;
  const { formState, getValues } = useFormContext<SettingsValues>();
  const error = formState.errors[name] as FieldError | undefined;
  // The issue names the problem's code; its values (the table, the day) come from the same rules
  // run on what is on screen, so the text follows the language without parsing the message.
  const text = error
    ? (settingsProblemText(settingsProblems(getValues()).get(name), t.settings, lang) ??
      error.message)
    : undefined;
  const errorId = `${id}-error`;
  return {
    id,
    text,
    describedBy: [hintId, text ? errorId : ''].filter(Boolean).join(' ') || undefined,
    message: text ? (
      <p id={errorId} className="ui-error" role="alert">
        {text}
      </p>
    ) : null,
  };
}
