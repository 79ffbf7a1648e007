// How a schema reports a shared/domain refusal: a zod issue whose message is the Problem's code and
// whose params are the Problem itself, at the field's path. A form maps an issue back with
// problemOfIssue and says it with its face's one problem-text function, so a rule is written once
// (in shared/domain) and worded once (per face).

import type { z } from 'zod';
import type { Problem } from '../problems.ts';
import type { Validated } from '../validation.ts';

/** The path of a problem about the whole form (the toast), as react-hook-form's errors.root. */
export const FORM_PATH = ['root'] as const;

export function addProblem(
  ctx: z.RefinementCtx,
  problem: Problem,
  path: readonly PropertyKey[] = [],
): void {
  ctx.addIssue({ code: 'custom', message: problem.code, params: { problem }, path: [...path] });
}

/**
 * A shared/domain validator's refusal as issues: one per refused field, plus the form's own
 * problem at FORM_PATH. Returns the value, or undefined when refused.
 */
export function addValidated<T, F extends string>(
  ctx: z.RefinementCtx,
  result: Validated<T, F>,
): T | undefined {
  if (result.ok) return result.value;
  for (const [field, problem] of Object.entries(result.fieldErrors) as [F, Problem | undefined][]) {
    if (problem) addProblem(ctx, problem, [field]);
  }
  addProblem(ctx, result.problem, FORM_PATH);
  return undefined;
}

/** The Problem a schema's issue carries, or null for an issue zod raised itself (a wrong type). */
export function problemOfIssue(issue: {
  code?: string;
  params?: Record<string, unknown> | undefined;
}): Problem | null {
  if (issue.code !== 'custom') return null;
  const problem = issue.params?.['problem'];
  return problem !== null && typeof problem === 'object' && 'code' in problem
    ? (problem as Problem)
    : null;
}
