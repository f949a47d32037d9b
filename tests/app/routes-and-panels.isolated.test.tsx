/**
 * Screens and side panels load their feature's words with their code, by rule: a route's screen
 * the namespace named like its feature (src/app/routes.tsx), a panel that of the feature whose
 * panels.ts declares it (src/app/layout/SidePanelHost.tsx).
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { renderApp } from '../render';

afterEach(() => vi.restoreAllMocks());

describe('routes and panels', () => {
  it("fetch a screen's feature words with its code", async () => {
    const loadNamespaces = vi.spyOn(i18n, 'loadNamespaces');
    renderApp({ route: '/schedule' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'რეისების განრიგი' }),
    ).toBeVisible();
    expect(loadNamespaces).toHaveBeenCalledWith(['schedule']);
  });

  it("fetch a panel's feature words with its body, for every feature's panels", async () => {
    const loadNamespaces = vi.spyOn(i18n, 'loadNamespaces');
    const { user } = renderApp({ route: '/home' });
    const signIn = within(screen.getByRole('form', { name: 'ავტორიზაცია' }));
    await user.click(signIn.getByRole('button', { name: 'რეგისტრაცია' }));
    expect(await screen.findByRole('dialog', { name: 'რეგისტრაცია' })).toBeVisible();
    expect(loadNamespaces).toHaveBeenCalledWith(['accounts']);
  });
});
