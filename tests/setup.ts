import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetMockDb, server } from '@mocks/node';
import { i18n } from '@/i18n';

// The mock backend answers every request in tests, from a fresh seed for each test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  await resetMockDb();
  localStorage.clear();
  sessionStorage.clear();
  await i18n.changeLanguage('ka');
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
