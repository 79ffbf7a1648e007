// @vitest-environment happy-dom
// The dashboard's failure path, which the real backend cannot be made to hit on purpose: the list
// fetch fails, the user sees SPEC.md's toast and a Retry that loads the cards once the call succeeds.
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { getBusinesses } from '../../features/superadmin/api/get-businesses.ts';
import SuperadminDashboardRoute from './superadmin-dashboard.tsx';

vi.mock('../../features/superadmin/api/get-businesses.ts', () => ({
  BUSINESSES_PAGE_SIZE: 24,
  getBusinesses: vi.fn(),
}));

const fetchBusinesses = vi.mocked(getBusinesses);

describe('superadmin dashboard', () => {
  let container: HTMLDivElement;
  let root: Root;

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });

  afterEach(() => {
    root.unmount();
    container.remove();
    fetchBusinesses.mockReset();
  });

  // No act(): sonner updates on its own timers, so the assertions poll with vi.waitFor instead.
  function render() {
    root.render(
      <MemoryRouter initialEntries={['/superadmin/dashboard']}>
        <Toaster />
        <Routes>
          <Route path="/superadmin/dashboard" element={<SuperadminDashboardRoute />} />
        </Routes>
      </MemoryRouter>,
    );
  }

  it("shows 'Error in fetching all businesses' and recovers on Retry", async () => {
    fetchBusinesses.mockRejectedValueOnce(new ApiError('permission denied for table businesses'));
    render();

    await vi.waitFor(() => {
      const toast = document.querySelector('[data-sonner-toast] [data-title]');
      expect(toast?.textContent).toBe('Error in fetching all businesses');
      expect(container.querySelector('[role="alert"]')?.textContent).toContain(
        'permission denied for table businesses',
      );
    });

    fetchBusinesses.mockResolvedValueOnce({
      total: 1,
      rows: [
        {
          id: 'b1',
          name: 'Demo Cafe',
          category: 'Cafe',
          slug: 'democafe',
          ownerEmail: 'owner@example.com',
          itemCount: 21,
        },
      ],
    });
    const retry = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Retry');
    expect(retry).toBeDefined();
    retry!.click();

    await vi.waitFor(() => {
      expect(container.querySelector('article h2')?.textContent).toBe('Demo Cafe');
      expect(container.textContent).toContain('21 items');
      expect(container.querySelector('[role="alert"]')).toBeNull();
    });
    expect(fetchBusinesses).toHaveBeenLastCalledWith(expect.anything(), { search: '', page: 1 });
  });
});
