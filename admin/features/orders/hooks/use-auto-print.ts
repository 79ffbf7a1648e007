import { useCallback, useState } from 'react';

/** Kept on the device: a kitchen's tablet prints new orders, the owner's phone does not. */
export const AUTO_PRINT_KEY = 'qr-menu:kitchen-auto-print';

function stored(): boolean {
  try {
    return window.localStorage.getItem(AUTO_PRINT_KEY) === '1';
  } catch {
    return false;
  }
}

/** The kitchen display's "Print new orders" switch, remembered in this browser. */
export function useAutoPrint(): { on: boolean; set: (on: boolean) => void } {
  const [on, setOn] = useState(stored);
  const set = useCallback((value: boolean) => {
    setOn(value);
    try {
      window.localStorage.setItem(AUTO_PRINT_KEY, value ? '1' : '0');
    } catch {
      // A browser that keeps nothing (private mode): the switch lasts this visit.
    }
  }, []);
  return { on, set };
}
