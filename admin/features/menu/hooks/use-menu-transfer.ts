import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { useClient } from '../../../lib/api/client-context.tsx';
import { errorText } from '../../../lib/api/errors.ts';
import { menuKeys } from '../lib/menu-keys.ts';
import type { AdminDictionary } from '../../../lib/i18n/en.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import type { Lang } from '../../../../shared/domain/i18n.ts';
import { getWholeMenu } from '../api/get-whole-menu.ts';
import { importMenu } from '../api/import-menu.ts';
import { planImport, type ImportPlan } from '../lib/import-plan.ts';
import { exportTable } from '../lib/menu-csv.ts';
import { exportJson, jsonTable, type MenuJson } from '../lib/menu-json.ts';

export type TransferState =
  | { kind: 'idle' }
  | { kind: 'reading' }
  /** Kept as what went wrong, so it is worded in the language shown when it is read. */
  | { kind: 'file-problem'; problem: FileProblem | { error: unknown } }
  | { kind: 'preview'; plan: ImportPlan }
  | { kind: 'importing'; plan: ImportPlan };

export type FileProblem = keyof AdminDictionary['menuImport']['fileProblems'];

export type TransferBusiness = MenuJson['business'] & { id: string };

// papaparse comes with this file only when an owner imports or exports.
const csvFile = () => import('../lib/csv-file.ts');

function download(name: string, type: string, content: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The click has started the download; the address is not needed any more.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Export downloads, and an import's preview, confirmation and result. */
export function useMenuTransfer(business: TransferBusiness, primary: Lang) {
  const { lang, t } = useI18n();
  const supabase = useClient();
  const queryClient = useQueryClient();
  const texts = t.menuImport;
  const [state, setState] = useState<TransferState>({ kind: 'idle' });
  const { id: businessId } = business;

  const exportMenu = useCallback(
    async (format: 'csv' | 'json') => {
      try {
        const { categories, items } = await getWholeMenu(supabase, businessId);
        if (format === 'csv') {
          const { writeCsv } = await csvFile();
          download(
            `${business.slug}-menu.csv`,
            'text/csv;charset=utf-8',
            writeCsv(exportTable(items, categories)),
          );
        } else {
          const { name, name_ar, slug, languages } = business;
          const json = exportJson(
            { name, name_ar, slug, languages },
            categories,
            items,
            new Date(),
          );
          download(`${business.slug}-menu.json`, 'application/json', JSON.stringify(json, null, 2));
        }
        toast.success(texts.exported);
      } catch (error) {
        toast.error(errorText(error, lang));
      }
    },
    [business, businessId, texts, supabase, lang],
  );

  const chooseFile = useCallback(
    async (file: File) => {
      setState({ kind: 'reading' });
      try {
        const [source, { readCsv, notUtf8 }, menu] = await Promise.all([
          file.text(),
          csvFile(),
          getWholeMenu(supabase, businessId),
        ]);
        if (notUtf8(source)) {
          setState({ kind: 'file-problem', problem: 'encoding' });
          return;
        }
        const table = source.trimStart().startsWith('{') ? jsonTable(source) : readCsv(source);
        if (!table) {
          setState({ kind: 'file-problem', problem: 'unreadable' });
          return;
        }
        const result = planImport({ table, ...menu, primary, optionMessages: t.options.messages });
        setState(
          result.ok
            ? { kind: 'preview', plan: result.plan }
            : { kind: 'file-problem', problem: result.problem },
        );
      } catch (error) {
        setState({ kind: 'file-problem', problem: { error } });
      }
    },
    [businessId, primary, t, supabase],
  );

  const confirm = useCallback(async () => {
    if (state.kind !== 'preview') return;
    const { plan } = state;
    setState({ kind: 'importing', plan });
    try {
      const items = [...plan.creates, ...plan.updates].map((planned) => planned.item);
      const result = await importMenu(supabase, businessId, items);
      toast.success(texts.imported(result.created, result.updated));
      setState({ kind: 'idle' });
      // New categories and items: every view of either is refetched.
      void queryClient.invalidateQueries({ queryKey: menuKeys.categories(businessId) });
      void queryClient.invalidateQueries({ queryKey: menuKeys.items(businessId) });
    } catch (error) {
      toast.error(texts.failed(errorText(error, lang)));
      // The preview stays, so the owner can try again or choose another file.
      setState({ kind: 'preview', plan });
    }
  }, [businessId, state, texts, supabase, queryClient, lang]);

  const reset = useCallback(() => setState({ kind: 'idle' }), []);

  /** The file problem on screen, in the screen's language; null when there is none. */
  const fileProblem =
    state.kind !== 'file-problem'
      ? null
      : typeof state.problem === 'string'
        ? texts.fileProblems[state.problem]
        : errorText(state.problem.error, lang);

  return { state, fileProblem, exportMenu, chooseFile, confirm, reset };
}
