import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { Provider, useStore } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';

/**
 * The data layer (RTK Query and the endpoints) is not in the shell: a store starts without it and
 * gets it when its chunk is in (src/store/store.ts). The tests' setup loads it before any test, so
 * this file takes fresh copies of the store's modules, as the app has them at its start, and holds
 * the data layer's module back until the test lets it load.
 */
async function freshStoreModules() {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  vi.resetModules();
  vi.doMock('@/store/api', async (importOriginal) => {
    await held;
    return importOriginal();
  });
  const [store, lazy] = await Promise.all([import('@/store/store'), import('@/store/lazyWithApi')]);
  return { ...store, ...lazy, release };
}

function ApiState() {
  const state = useStore().getState() as Record<string, unknown>;
  return <p>{'api' in state ? 'the api slice is there' : 'no api slice'}</p>;
}

describe('the data layer', () => {
  it('joins a store made before its code is in; lazyWithApi parts wait for it', async () => {
    const { makeStore, apiReady, lazyWithApi, release } = await freshStoreModules();
    const store = makeStore();
    expect(apiReady(store)).toHaveProperty('status', 'pending');
    expect(store.getState()).not.toHaveProperty('api');

    // The part's own code is in at once; it still waits for the store's data layer. (React's
    // test mode retries a suspended part only for data that settles inside act().)
    const Part = lazyWithApi(() => Promise.resolve(ApiState));
    await act(async () => {
      render(
        <Provider store={store}>
          <Suspense fallback={<p>waiting</p>}>
            <Part />
          </Suspense>
        </Provider>,
      );
    });
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(screen.queryByText('no api slice')).not.toBeInTheDocument();

    await act(async () => {
      release();
      await apiReady(store);
    });
    expect(await screen.findByText('the api slice is there')).toBeInTheDocument();
    expect(apiReady(store)).toHaveProperty('status', 'fulfilled');

    // A store made once the code is in has it from the start.
    const next = makeStore();
    expect(apiReady(next)).toBeUndefined();
    expect(next.getState()).toHaveProperty('api');
  });

  it('tries the download again after it failed', async () => {
    let attempts = 0;
    vi.resetModules();
    vi.doMock('@/store/api', async (importOriginal) => {
      attempts += 1;
      if (attempts === 1) throw new Error('network down');
      return importOriginal();
    });
    const { loadDataLayer } = await import('@/store/store');

    await expect(loadDataLayer()).rejects.toThrow();
    const module = await loadDataLayer();
    expect(attempts).toBe(2);
    expect(module.attachApi).toBeTypeOf('function');
    // Loaded once, it is not fetched again.
    await loadDataLayer();
    expect(attempts).toBe(2);
  });
});
