// How an admin form's schema files shared/domain's refusals: each Problem becomes a zod issue at the
// same path whose message is its text in the screen's language (problemText, the one place codes
// are worded), so react-hook-form shows it under the field and the whole form's problem as
// errors.root.
import type { z } from 'zod';
import type { Lang } from '../../../shared/domain/i18n.ts';
import { FORM_PATH, problemOfIssue } from '../../../shared/domain/schemas/issues.ts';
import type { Problem } from '../../../shared/domain/problems.ts';
import type { Validated } from '../../../shared/domain/validation.ts';
import { problemText } from '../i18n/problem-text.ts';

/** A rule's refusal: one issue per refused field and the form's own at root. */
export function addWordedProblems<T, F extends string>(
  ctx: z.RefinementCtx,
  result: Validated<T, F>,
  lang: Lang,
): T | undefined {
  if (result.ok) return result.value;
  const fields = Object.entries(result.fieldErrors) as [F, Problem | undefined][];
  for (const [field, problem] of fields) {
    if (problem)
      ctx.addIssue({ code: 'custom', path: [field], message: problemText(problem, lang) });
  }
  ctx.addIssue({
    code: 'custom',
    path: [...FORM_PATH],
    message: problemText(result.problem, lang),
  });
  return undefined;
}

/** A shared/domain schema's refusal, each issue at its own path, worded in the screen's language. */
export function wordedIssues(
  error: z.ZodError,
  lang: Lang,
): { path: PropertyKey[]; message: string }[] {
  return error.issues.map((issue) => {
    const problem = problemOfIssue(issue);
    return { path: issue.path, message: problem ? problemText(problem, lang) : issue.message };
  });
}

/**
 * A shared/domain schema run inside a form's schema: its output, or undefined after its issues
 * were re-filed at their paths, worded in the screen's language.
 */
export function parseWorded<S extends z.ZodType>(
  ctx: z.RefinementCtx,
  schema: S,
  input: z.input<S>,
  lang: Lang,
): z.output<S> | undefined {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  for (const { path, message } of wordedIssues(result.error, lang)) {
    ctx.addIssue({ code: 'custom', path, message });
  }
  return undefined;
}
