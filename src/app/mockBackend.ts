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
  resetDemoData();
}
