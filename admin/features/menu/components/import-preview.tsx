import { useId } from 'react';
import type { Lang } from '../../../../shared/domain/i18n.ts';
import type { ImportPlan, PlannedItem } from '../lib/import-plan.ts';
import { rowProblemText } from '../lib/import-messages.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import './menu-transfer.css';
import { Button } from '../../../lib/ui/button.tsx';

export interface ImportPreviewProps {
  plan: ImportPlan;
  /** The menu's primary language, named in "needs a name in ..." problems. */
  primary: Lang;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

function ItemList({ label, items }: { label: string; items: readonly PlannedItem[] }) {
  if (items.length === 0) return null;
  return (
    <details className="menu-transfer__details">
      <summary>{label}</summary>
      <ul className="menu-transfer__list">
        {items.map((planned) => (
          <li key={planned.row}>{planned.label}</li>
        ))}
      </ul>
    </details>
  );
}

/** What a confirmed import would do, the rows it leaves out, and the confirm button. */
export function ImportPreview(props: ImportPreviewProps) {
  const { plan } = props;
  const { t } = useI18n();
  const texts = t.menuImport;
  const id = useId();
  const writes = plan.creates.length + plan.updates.length;
  return (
    <section className="menu-transfer__preview" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{texts.previewHeading}</h3>
      <p className="ui-muted">{texts.nothingWritten}</p>
      <ItemList label={texts.creates(plan.creates.length)} items={plan.creates} />
      <ItemList label={texts.updates(plan.updates.length)} items={plan.updates} />
      {plan.creates.length === 0 && <p>{texts.creates(0)}</p>}
      {plan.updates.length === 0 && <p>{texts.updates(0)}</p>}
      {plan.unchanged > 0 && <p>{texts.unchanged(plan.unchanged)}</p>}
      {plan.newCategories.length > 0 && <p>{texts.newCategories(plan.newCategories.join(', '))}</p>}
      {plan.problems.length > 0 && (
        <div className="menu-transfer__problems" aria-labelledby={`${id}-problems`}>
          <p id={`${id}-problems`} className="ui-error">
            {texts.leftOut(plan.problems.length)}
          </p>
          <ul className="menu-transfer__list">
            {plan.problems.map((problem) => (
              <li key={problem.row}>{rowProblemText(problem, texts, props.primary)}</li>
            ))}
          </ul>
        </div>
      )}
      {writes === 0 && <p>{texts.nothingToImport}</p>}
      <div className="ui-dialog__actions">
        <Button variant="secondary" onClick={props.onCancel} disabled={props.busy}>
          {t.common.cancel}
        </Button>
        <Button
          onClick={props.onConfirm}
          disabled={writes === 0}
          busy={props.busy}
          busyLabel={texts.importing}
        >
          {texts.confirm(writes)}
        </Button>
      </div>
    </section>
  );
}
