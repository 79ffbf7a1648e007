// @vitest-environment happy-dom
// The dashboard's failure path, which the real backend cannot be made to hit on purpose: the list
// fetch fails, the user sees docs/guide/product.md section 8's toast and a Retry that loads the cards once the call succeeds.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/errors.ts';
import { QueryProvider } from '../../lib/query/query-provider.tsx';
import { getBusinesses } from '../../features/superadmin/api/get-businesses.ts';
import SuperadminDashboardRoute from './superadmin-dashboard.tsx';

vi.mock('../../features/superadmin/api/get-businesses.ts', () => ({
  BUSINESSES_PAGE_SIZE: 24,
  getBusinesses: vi.fn(),
}));

// The platform's figures load on their own (supabase/tests/superadmin-api.test.ts covers them).
vi.mock('./superadmin-platform.tsx', () => ({ SuperadminPlatform: () => null }));

const fetchBusinesses = vi.mocked(getBusinesses);

describe('superadmin dashboard', () => {
  afterEach(() => {
    cleanup();
    fetchBusinesses.mockReset();
  });

  it("shows 'Error in fetching all businesses' and recovers on Retry", async () => {
    const user = userEvent.setup();
    fetchBusinesses.mockRejectedValueOnce(
      new ApiError({
        kind: 'database',
        error: { message: 'permission denied for table businesses' },
      }),
    );
    render(
      <QueryProvider>
        <MemoryRouter initialEntries={['/superadmin/dashboard']}>
          <Toaster />
          <Routes>
            <Route path="/superadmin/dashboard" element={<SuperadminDashboardRoute />} />
          </Routes>
        </MemoryRouter>
      </QueryProvider>,
    );

    expect(await screen.findByText('Error in fetching all businesses')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(
      'permission denied for table businesses',
    );

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
          views30: 0,
          orders30: 0,
        },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Demo Cafe' })).toBeTruthy();
    expect(screen.getByText(/21 items/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchBusinesses).toHaveBeenLastCalledWith(expect.anything(), { search: '', page: 1 });
  });
});
