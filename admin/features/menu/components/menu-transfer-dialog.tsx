import { Dialog, DialogCancel } from '../../../lib/ui/dialog.tsx';
import { useId } from 'react';
import type { Lang } from '../../../../shared/domain/i18n.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { useMenuTransfer, type TransferBusiness } from '../hooks/use-menu-transfer.ts';
import { ImportPreview } from './import-preview.tsx';
import './menu.css';
import './menu-transfer.css';
import { Button } from '../../../lib/ui/button.tsx';
import { Field } from '../../../lib/ui/field.tsx';

export interface MenuTransferDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  business: TransferBusiness;
  primary: Lang;
}

/** Export the menu (CSV, JSON) and import a file with a preview first. Loaded on demand. */
export default function MenuTransferDialog(props: MenuTransferDialogProps) {
  const { t } = useI18n();
  const texts = t.menuImport;
  const id = useId();
  const transfer = useMenuTransfer(props.business, props.primary);
  const { state } = transfer;

  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={texts.title}
      describedBy={`${id}-export`}
      className="menu-transfer"
    >
      <section aria-labelledby={`${id}-export-heading`}>
        <h3 id={`${id}-export-heading`}>{texts.exportHeading}</h3>
        <p id={`${id}-export`} className="ui-muted">
          {texts.exportHint}
        </p>
        <div className="menu-transfer__buttons">
          <Button variant="secondary" onClick={() => void transfer.exportMenu('csv')}>
            {texts.downloadCsv}
          </Button>
          <Button variant="secondary" onClick={() => void transfer.exportMenu('json')}>
            {texts.downloadJson}
          </Button>
        </div>
      </section>
      <section aria-labelledby={`${id}-import-heading`}>
        <h3 id={`${id}-import-heading`}>{texts.importHeading}</h3>
        <p className="ui-muted">{texts.importHint}</p>
        <p className="ui-muted">{texts.excelHint}</p>
        <Field variant="compact" label={texts.file}>
          {(control) => (
            <input
              {...control}
              type="file"
              accept=".csv,.json,text/csv,application/json"
              disabled={state.kind === 'reading' || state.kind === 'importing'}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void transfer.chooseFile(file);
                // The same file can be chosen again after it was edited.
                event.target.value = '';
              }}
            />
          )}
        </Field>
        {state.kind === 'reading' && (
          <p className="ui-muted" role="status">
            {texts.reading}
          </p>
        )}
        {transfer.fileProblem !== null && (
          <p className="ui-error" role="alert">
            {transfer.fileProblem}
          </p>
        )}
      </section>
      {(state.kind === 'preview' || state.kind === 'importing') && (
        <ImportPreview
          plan={state.plan}
          primary={props.primary}
          busy={state.kind === 'importing'}
          onConfirm={() => void transfer.confirm()}
          onCancel={transfer.reset}
        />
      )}
      <DialogCancel>{t.options.done}</DialogCancel>
    </Dialog>
  );
}
