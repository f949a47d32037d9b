import { act, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../render';

// The tariffs screen's chunk cannot be loaded (as when a new release replaced it).
vi.mock('@/features/tariffs/TariffsPage', () => {
  throw new Error('this chunk is gone');
});

// The frame hears the mock backend's events through a module it imports lazily: in this file's own
// module graph, loaded before the test ends.
beforeAll(() => import('@mocks/browser'));

describe('a screen that fails', () => {
  it('shows the plain error page in the frame instead of a blank one, and the next address renders again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderApp({ route: '/tarrifs' });
    expect(await screen.findByRole('heading', { name: 'დაფიქსირდა შეცდომა' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'განახლება' })).toBeVisible();
    // The frame stays: the visitor can go elsewhere from the header.
    expect(screen.getByRole('navigation', { name: 'მთავარი ნავიგაცია' })).toBeVisible();

    await act(() => router.navigate('/schedule'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'რეისების განრიგი' }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'დაფიქსირდა შეცდომა' })).not.toBeInTheDocument();
  });
});
