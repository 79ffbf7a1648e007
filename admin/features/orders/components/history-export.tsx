import { useState } from 'react';
import { toast } from 'sonner';
import { errorText } from '../../../lib/api/errors.ts';
import { useClient } from '../../../lib/api/client-context.tsx';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { Button } from '../../../lib/ui/button.tsx';
import { Field } from '../../../lib/ui/field.tsx';
import { getHistoryForExport } from '../api/get-history.ts';
import { csvFileName, historyCsv, type CsvShape } from '../lib/history-csv.ts';
import type { HistoryFilter } from '../lib/history.ts';

/** Saves text as a file through a temporary link: the browser's own download, no server trip. */
function saveFile(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The filtered history (every page) as CSV: one row per order, or one per line. */
export function HistoryExport({
  businessId,
  filter,
}: {
  businessId: string;
  filter: HistoryFilter;
}) {
  const client = useClient();
  const { lang, t } = useI18n();
  const [shape, setShape] = useState<CsvShape>('orders');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const orders = await getHistoryForExport(client, businessId, filter);
      saveFile(csvFileName(filter.from, filter.to, shape), historyCsv(orders, shape));
    } catch (error) {
      toast.error(`${t.history.downloadFailed}: ${errorText(error, lang)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="history-export" role="group" aria-label={t.history.exportTitle}>
      <Field variant="compact" label={t.history.shape}>
        {(control) => (
          <select
            {...control}
            value={shape}
            onChange={(event) => setShape(event.target.value as CsvShape)}
          >
            <option value="orders">{t.history.shapeOrders}</option>
            <option value="lines">{t.history.shapeLines}</option>
          </select>
        )}
      </Field>
      <Button
        variant="secondary"
        busy={busy}
        busyLabel={t.history.downloading}
        onClick={() => void download()}
      >
        {t.history.download}
      </Button>
    </div>
  );
}
