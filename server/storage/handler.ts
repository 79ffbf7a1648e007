// Placeholder until B2's storage lands: /storage/v1 answers 501.
import type { Handler } from '../http/context.ts';

export const handleStorage: Handler = async (ctx) => {
  ctx.json(501, {
    statusCode: '501',
    error: 'not_implemented',
    message: 'Storage is not implemented yet',
  });
};
