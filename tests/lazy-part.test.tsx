import { act, render, screen } from '@testing-library/react';
import { Suspense, useEffect, type ComponentType } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { lazyWithApi } from '@/store/lazyWithApi';
import { loadDataLayer, makeStore } from '@/store/store';

/**
 * A lazily loaded part fetches the namespaces it declares beside its code (src/store/lazyWithApi):
 * one round trip before it shows, not its code and then, once it renders, its words.
 */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderPart(Part: ComponentType) {
  render(
    <Provider store={makeStore()}>
      <Suspense fallback={<p>loading</p>}>
        <Part />
      </Suspense>
    </Provider>,
  );
}

const ThePart = () => <p>the part</p>;

afterEach(() => vi.restoreAllMocks());

describe('a lazily loaded part', () => {
  it('renders in the first commit, never showing its fallback, once preloaded', async () => {
    const fallbacksShown = vi.fn();
    function Fallback() {
      useEffect(fallbacksShown);
      return <p>loading</p>;
    }
    const Part = lazyWithApi(() => Promise.resolve(ThePart));
    await Promise.all([loadDataLayer(), Part.preload()]);

    act(() => {
      render(
        <Provider store={makeStore()}>
          <Suspense fallback={<Fallback />}>
            <Part />
          </Suspense>
        </Provider>,
      );
    });
    expect(screen.getByText('the part')).toBeInTheDocument();
    expect(fallbacksShown).not.toHaveBeenCalled();
  });

  it('asks for its namespaces together with its code, and shows once both are in', async () => {
    const words = deferred<void>();
    const loadNamespaces = vi.spyOn(i18n, 'loadNamespaces').mockReturnValue(words.promise);
    const code = deferred<ComponentType>();
    const load = vi.fn(() => code.promise);
    const Part = lazyWithApi(load, { namespaces: ['parcels', 'payments'] });

    await act(async () => renderPart(Part));
    // Both requests are out before either has answered.
    expect(load).toHaveBeenCalledTimes(1);
    expect(loadNamespaces).toHaveBeenCalledWith(['parcels', 'payments']);

    await act(async () => code.resolve(ThePart));
    expect(screen.getByText('loading')).toBeInTheDocument();

    await act(async () => words.resolve());
    expect(await screen.findByText('the part')).toBeInTheDocument();
  });

  it('still shows when its words fail to load', async () => {
    vi.spyOn(i18n, 'loadNamespaces').mockRejectedValue(new Error('offline'));
    const Part = lazyWithApi(() => Promise.resolve(ThePart), { namespaces: ['courier'] });

    await act(async () => renderPart(Part));
    expect(await screen.findByText('the part')).toBeInTheDocument();
  });

  it('asks for no words when it declares none', async () => {
    const loadNamespaces = vi.spyOn(i18n, 'loadNamespaces');
    const Part = lazyWithApi(() => Promise.resolve(ThePart));

    await act(async () => renderPart(Part));
    expect(await screen.findByText('the part')).toBeInTheDocument();
    expect(loadNamespaces).not.toHaveBeenCalled();
  });
});
