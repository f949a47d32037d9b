import type { Popup } from '@/api';

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

/**
 * The announcement the mock backend serves, for the build's prerendered page; null with mocking
 * off (a real backend's announcement is not known at build time: the app shows it once loaded).
 */
export async function announcementAtBuild(): Promise<Popup | null> {
  if (import.meta.env.VITE_API_MOCKING === 'off') return null;
  const { announcementAtBuild } = await import('@mocks/prerender');
  return announcementAtBuild();
}
