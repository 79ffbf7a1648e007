import { useEffect, useState } from 'react';

/**
 * A temporary URL showing a picked file before it is uploaded, or null without a file.
 * Object URLs hold the file in memory until revoked, so each one is revoked when the file changes.
 */
export function useObjectUrl(file: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return undefined;
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  // Without a file there is nothing to show, even in the render before the effect runs.
  return file ? url : null;
}
