/**
 * The only door to the mock backend. Each import of mocks/ sits behind a literal
 * `import.meta.env.VITE_API_MOCKING` check that Vite replaces at build time, so with
 * VITE_API_MOCKING=off the mock chunks are not even emitted.
 */
export async function startMockBackend(): Promise<void> {
  if (import.meta.env.VITE_API_MOCKING === 'off') return;
  const { startBrowserMocks } = await import('@mocks/browser');
  await startBrowserMocks();
}

export async function resetMockBackend(): Promise<void> {
  if (import.meta.env.VITE_API_MOCKING === 'off') return;
  const { resetDemoData } = await import('@mocks/browser');
  await resetDemoData();
}

/** What the mock backend tells the app: see mocks/demo/shared.ts. */
export interface MockBackendWatcher {
  /** Another tab changed the demo's data (`whole`: replaced it, by a reset or an import). */
  changed(whole: boolean): void;
  /** The browser refuses to store the demo's data: changes are lost on a reload. */
  refused(): void;
}

/** Hears the mock backend's events until the returned function is called. */
export function watchMockBackend(watcher: MockBackendWatcher): () => void {
  if (import.meta.env.VITE_API_MOCKING === 'off') return () => {};
  let stop: (() => void) | null = null;
  let stopped = false;
  void import('@mocks/browser').then(({ onSharedDemoEvent }) => {
    if (stopped) return;
    stop = onSharedDemoEvent((event) =>
      event.type === 'changed' ? watcher.changed(event.whole) : watcher.refused(),
    );
  });
  return () => {
    stopped = true;
    stop?.();
  };
}
