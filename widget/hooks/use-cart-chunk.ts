import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { cartChunk, loadCartChunk, type CartChunk } from '../load-cart-chunk.ts';

/**
 * The cart chunk (load-cart-chunk.ts) for MenuView: fetched once `wanted`, so the panel opens
 * instantly. A failed fetch closes the panel and the sheet (`setOpen`, `setSheetItemId`: state
 * setters, stable) and is not tried again until the failure is cleared with the returned setter.
 */
export function useCartChunk(
  wanted: boolean,
  setOpen: Dispatch<SetStateAction<boolean>>,
  setSheetItemId: Dispatch<SetStateAction<string | undefined>>,
) {
  const [chunk, setChunk] = useState<CartChunk | undefined>(cartChunk);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!wanted || chunk || failed) return;
    loadCartChunk().then(
      (loaded) => {
        setChunk(loaded);
        setFailed(false);
      },
      () => {
        setFailed(true);
        setOpen(false);
        setSheetItemId(undefined);
      },
    );
  }, [wanted, chunk, failed, setOpen, setSheetItemId]);
  return [chunk, failed, setFailed] as const;
}
