// Item options: an item's groups ("Size": exactly one; "Extras": up to 3) and what a
// customer chose. Pure rules shared by the item sheet, the cart and the admin option editor.

/** One choice as the customer menu knows it; price change in integer baisa (>= 0). */
export interface OptionChoice {
  id: string;
  name: string;
  priceBaisa: number;
  soldOut: boolean;
}

/** One group with its rules and its choices in the owner's order. */
export interface OptionGroup {
  id: string;
  name: string;
  required: boolean;
  min: number;
  max: number;
  choices: readonly OptionChoice[];
}

import type { CartItem, CartOption } from './cart.ts';
import type { RecheckOptions } from './cart-restore.ts';

/** A chosen choice as a cart line keeps it: enough to show, price and re-check it later. */
export type ChosenOption = CartOption;

/** Choice ids picked per group id, in the order the customer ticked them. */
export type Selection = Readonly<Record<string, readonly string[]>>;

/** Why a selection cannot be added yet, group by group, in the owner's order. */
export type SelectionProblem =
  | { kind: 'missing'; group: OptionGroup }
  | { kind: 'too-few'; group: OptionGroup }
  | { kind: 'too-many'; group: OptionGroup }
  | { kind: 'unavailable'; group: OptionGroup };

/** The default selection: nothing chosen, so a required group asks the customer to choose. */
export const emptySelection: Selection = {};

/**
 * Ticks or unticks a choice. A group of exactly one behaves like radio buttons (the new choice
 * replaces the old); otherwise a tick beyond the maximum is ignored.
 */
export function toggleChoice(
  selection: Selection,
  group: OptionGroup,
  choiceId: string,
): Selection {
  const current = selection[group.id] ?? [];
  if (current.includes(choiceId)) {
    if (group.max === 1 && group.required) return selection;
    return { ...selection, [group.id]: current.filter((id) => id !== choiceId) };
  }
  if (group.max === 1) return { ...selection, [group.id]: [choiceId] };
  if (current.length >= group.max) return selection;
  return { ...selection, [group.id]: [...current, choiceId] };
}

/** Every rule the selection breaks, first group first; empty when it can go into the cart. */
export function selectionProblems(
  groups: readonly OptionGroup[],
  selection: Selection,
): SelectionProblem[] {
  const problems: SelectionProblem[] = [];
  for (const group of groups) {
    const picked = selection[group.id] ?? [];
    const choices = picked.map((id) => group.choices.find((c) => c.id === id));
    if (choices.some((c) => !c || c.soldOut)) problems.push({ kind: 'unavailable', group });
    else if (picked.length === 0 && group.min > 0) problems.push({ kind: 'missing', group });
    else if (picked.length < group.min) problems.push({ kind: 'too-few', group });
    else if (picked.length > group.max) problems.push({ kind: 'too-many', group });
  }
  return problems;
}

/** The chosen options in the owner's order (group order, then choice order), whatever the tick order. */
export function chosenOptions(
  groups: readonly OptionGroup[],
  selection: Selection,
): ChosenOption[] {
  return groups.flatMap((group) => {
    const picked = new Set(selection[group.id] ?? []);
    return group.choices
      .filter((choice) => picked.has(choice.id))
      .map((choice) => ({ choiceId: choice.id, name: choice.name, priceBaisa: choice.priceBaisa }));
  });
}

/**
 * Checks chosen options against the groups as loaded now: the same choices must still exist, not be
 * sold out and still satisfy every group's rules. Returns the options with today's names and
 * prices, or null when the line can no longer be ordered as it was.
 */
export function recheckOptions(
  groups: readonly OptionGroup[],
  options: readonly ChosenOption[],
): ChosenOption[] | null {
  const selection: Record<string, string[]> = {};
  for (const option of options) {
    const group = groups.find((g) => g.choices.some((c) => c.id === option.choiceId));
    if (!group) return null;
    (selection[group.id] ??= []).push(option.choiceId);
  }
  if (selectionProblems(groups, selection).length > 0) return null;
  return chosenOptions(groups, selection);
}

/**
 * reconcileCart's `recheck` with these rules: a line whose choice sold out is 'sold-out', one
 * whose choices vanished or no longer satisfy a group (a newly required Size) is null.
 */
export const recheckLine: RecheckOptions = (item: CartItem, options) => {
  const ids = new Set(options.map((o) => o.choiceId));
  const groups = item.optionGroups ?? [];
  if (groups.some((g) => g.choices.some((c) => c.soldOut && ids.has(c.id)))) return 'sold-out';
  return recheckOptions(groups, options);
};
