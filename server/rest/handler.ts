// Placeholder: replaced by the PostgREST-compatible handler.
import type { Handler } from '../http/context.ts';

export const handleRest: Handler = async (ctx) => {
  ctx.json(200, {});
};
