// Every code a shared/domain rule refuses with, as one union. A face turns a Problem into text in
// the screen's language in one place (the admin's is admin/lib/i18n/problem-text.ts), so the rules
// stay free of wording and the same code reads right in English and Arabic.

import type { ItemInputProblem } from './item-input.ts';
import type { PriceProblem } from './price-input.ts';
import type { SettingsProblem } from './settings-input.ts';
import type { SlugProblem } from './slug.ts';
import type { FormProblem } from './validation.ts';
import type { WhatsappProblem } from './whatsapp.ts';

export type {
  FormProblem,
  ItemInputProblem,
  PriceProblem,
  SettingsProblem,
  SlugProblem,
  WhatsappProblem,
};

export type Problem =
  FormProblem | ItemInputProblem | PriceProblem | SettingsProblem | SlugProblem | WhatsappProblem;

export type ProblemCode = Problem['code'];

/** The problem with that code, e.g. ProblemOf<'slug_length'> is { code; min; max }. */
export type ProblemOf<C extends ProblemCode> = Extract<Problem, { code: C }>;
