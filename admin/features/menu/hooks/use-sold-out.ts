import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { useClient } from '../../../lib/api/client-context.tsx';
import { errorText } from '../../../lib/api/errors.ts';
import { menuKeys } from '../lib/menu-keys.ts';
import { setChoiceSoldOut, setItemSoldOut } from '../api/set-sold-out.ts';
import type { MenuItem } from '../api/types.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';

type Overrides = Readonly<Record<string, boolean>>;

/**
 * One-click sold out from the grid, optimistic: the card changes at once, and goes back with a
 * message if the save fails. Overrides are keyed by item or choice id.
 */
export function useSoldOut(businessId: string) {
  const [overrides, setOverrides] = useState<Overrides>({});
  const { lang, t } = useI18n();
  const client = useClient();
  const queryClient = useQueryClient();

  const run = useCallback(
    async (id: string, name: string, soldOut: boolean, save: () => Promise<unknown>) => {
      setOverrides((o) => ({ ...o, [id]: soldOut }));
      try {
        await save();
        // Fresh rows carry what the database decided (the "until" of a sold out).
        void queryClient.invalidateQueries({ queryKey: menuKeys.items(businessId) });
      } catch (error) {
        setOverrides((o) => ({ ...o, [id]: !soldOut }));
        toast.error(t.options.changeFailed(name, errorText(error, lang)));
      }
    },
    [t, lang, queryClient, businessId],
  );

  const toggleItem = useCallback(
    (item: MenuItem, soldOut: boolean, untilNextOpening = false) =>
      void run(item.id, item.name, soldOut, () =>
        setItemSoldOut(client, item.id, soldOut, untilNextOpening),
      ),
    [run, client],
  );
  const toggleChoice = useCallback(
    (choice: { id: string; name: string }, soldOut: boolean) =>
      void run(choice.id, choice.name, soldOut, () => setChoiceSoldOut(client, choice.id, soldOut)),
    [run, client],
  );

  /** The items as the owner should see them now, with pending and failed toggles applied. */
  const apply = useCallback(
    (items: readonly MenuItem[]): MenuItem[] =>
      items.map((item) => ({
        ...item,
        sold_out: overrides[item.id] ?? item.sold_out,
        // A toggle not yet saved has no "until" of its own.
        sold_out_until: item.id in overrides ? null : item.sold_out_until,
        option_groups: item.option_groups.map((group) => ({
          ...group,
          item_option_choices: group.item_option_choices.map((choice) => ({
            ...choice,
            sold_out: overrides[choice.id] ?? choice.sold_out,
          })),
        })),
      })),
    [overrides],
  );

  /** Fresh rows from the server already hold what was saved. */
  const reset = useCallback(() => setOverrides({}), []);

  return { apply, toggleItem, toggleChoice, reset };
}
