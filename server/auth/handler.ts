// Placeholder until B2's auth lands: /auth/v1 answers 501.
import type { Handler } from '../http/context.ts';

export const handleAuth: Handler = async (ctx) => {
  ctx.json(501, { code: 501, error_code: 'not_implemented', msg: 'Auth is not implemented yet' });
};
