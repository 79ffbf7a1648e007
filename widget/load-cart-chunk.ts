import type * as CartChunkModule from './cart-chunk.ts';

export type CartChunk = typeof CartChunkModule;

let loading: Promise<CartChunk> | undefined;
/** The chunk once it has arrived, for code that can only use it synchronously. */
export let cartChunk: CartChunk | undefined;

/** The cart chunk, fetched once per page; a failed fetch (offline) is tried again next time. */
export function loadCartChunk(): Promise<CartChunk> {
  if (!loading) {
    loading = import('./cart-chunk.ts').then((chunk) => (cartChunk = chunk));
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}
