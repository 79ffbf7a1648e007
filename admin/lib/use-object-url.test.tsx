// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useObjectUrl } from './use-object-url.ts';

// React only runs act() synchronously when the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Preview({ file }: { file: Blob | null }) {
  return <span>{useObjectUrl(file) ?? 'none'}</span>;
}

describe('useObjectUrl', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a URL per file and revokes each one once it is no longer shown', () => {
    let made = 0;
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:preview-${++made}`);
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const container = document.createElement('div');
    const root = createRoot(container);

    act(() => root.render(<Preview file={null} />));
    expect(container.textContent).toBe('none');
    act(() => root.render(<Preview file={new Blob(['a'])} />));
    expect(container.textContent).toBe('blob:preview-1');
    act(() => root.render(<Preview file={new Blob(['b'])} />));
    expect(container.textContent).toBe('blob:preview-2');
    expect(revoke).toHaveBeenCalledWith('blob:preview-1');
    act(() => root.render(<Preview file={null} />));
    expect(container.textContent).toBe('none');
    act(() => root.unmount());
    expect(revoke).toHaveBeenCalledWith('blob:preview-2');
  });
});
