import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '@/app/layout/RouteError';
import { renderWithProviders } from './render';

function Broken(): never {
  throw new Error('this screen is broken');
}

describe('a screen that fails', () => {
  it('shows the plain error page instead of a blank one, and the next address renders again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderWithProviders(
      <RouteErrorBoundary>
        <Routes>
          <Route path="/broken" element={<Broken />} />
          <Route path="/fine" element={<p>a working screen</p>} />
        </Routes>
      </RouteErrorBoundary>,
      { route: '/broken' },
    );
    expect(await screen.findByRole('heading', { name: 'დაფიქსირდა შეცდომა' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'განახლება' })).toBeVisible();

    await act(() => router.navigate('/fine'));
    expect(screen.getByText('a working screen')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'დაფიქსირდა შეცდომა' })).not.toBeInTheDocument();
  });
});
