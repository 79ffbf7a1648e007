import { useId } from 'react';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import type { OfferDraft } from '../lib/offer-draft.ts';
import './menu.css';
import { Field } from '../../../lib/ui/field.tsx';

export interface ItemOfferFieldsProps {
  value: OfferDraft;
  onChange: (value: OfferDraft) => void;
  invalid?: boolean | undefined;
}

/** The item form's offer: a lower price and, optionally, when it starts and ends (Muscat time). */
export function ItemOfferFields({ value, onChange, invalid }: ItemOfferFieldsProps) {
  const id = useId();
  const t = useI18n().t.menu;
  return (
    <fieldset className="menu-offer" aria-describedby={`${id}-hint`}>
      <legend>{t.offerLegend}</legend>
      <Field variant="compact" label={t.offerPrice}>
        {(control) => (
          <input
            {...control}
            inputMode="decimal"
            placeholder="0.000"
            value={value.price}
            aria-invalid={invalid ? true : undefined}
            onChange={(event) => onChange({ ...value, price: event.target.value })}
          />
        )}
      </Field>
      <div className="menu-offer__period">
        <Field variant="compact" label={t.offerStarts}>
          {(control) => (
            <input
              {...control}
              type="datetime-local"
              value={value.starts}
              onChange={(event) => onChange({ ...value, starts: event.target.value })}
            />
          )}
        </Field>
        <Field variant="compact" label={t.offerEnds}>
          {(control) => (
            <input
              {...control}
              type="datetime-local"
              value={value.ends}
              onChange={(event) => onChange({ ...value, ends: event.target.value })}
            />
          )}
        </Field>
      </div>
      <span id={`${id}-hint`} className="ui-muted">
        {t.offerHint}
      </span>
    </fieldset>
  );
}
