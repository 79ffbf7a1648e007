import { useEffect, useState } from 'react';
import type { ItemSheet, ItemSheetProps } from './item-sheet.tsx';

type Sheet = typeof ItemSheet;
let loaded: Sheet | undefined;

/** Starts loading the sheet's chunk (on the first tap, or earlier as a hint); resolves when ready. */
export function loadItemSheet(): Promise<Sheet> {
  return import('./item-sheet.tsx').then((module) => (loaded = module.ItemSheet));
}

/**
 * The item sheet, fetched on demand so qr-menu.js stays within the first-paint budget. Until the
 * chunk is there (a few KB, usually one round trip), nothing is shown; a failed load closes.
 */
export function LazyItemSheet(props: ItemSheetProps) {
  const [Component, setComponent] = useState<Sheet | undefined>(() => loaded);
  const { onClose } = props;
  useEffect(() => {
    if (Component) return;
    let live = true;
    loadItemSheet().then(
      (sheet) => live && setComponent(() => sheet),
      () => live && onClose(),
    );
    return () => {
      live = false;
    };
  }, [Component, onClose]);
  return Component ? <Component {...props} /> : null;
}
