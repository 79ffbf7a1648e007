import type { Database } from '../../../shared/api/database.types.ts';

/** The owner's view of a business row (docs/guide/product.md section 3), as the schema generates it. */
export type Business = Database['public']['Tables']['businesses']['Row'];
