// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useObjectUrl } from './use-object-url.ts';

describe('useObjectUrl', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows a URL per file and revokes each one once it is no longer shown', () => {
    let made = 0;
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:preview-${++made}`);
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const { result, rerender, unmount } = renderHook(({ file }) => useObjectUrl(file), {
      initialProps: { file: null as Blob | null },
    });

    expect(result.current).toBeNull();
    rerender({ file: new Blob(['a']) });
    expect(result.current).toBe('blob:preview-1');
    rerender({ file: new Blob(['b']) });
    expect(result.current).toBe('blob:preview-2');
    expect(revoke).toHaveBeenCalledWith('blob:preview-1');
    rerender({ file: null });
    expect(result.current).toBeNull();
    unmount();
    expect(revoke).toHaveBeenCalledWith('blob:preview-2');
  });
});
