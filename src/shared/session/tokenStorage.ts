/**
 * Where the bearer token lives. "Remember me" keeps it in localStorage (survives closing the
 * browser); otherwise sessionStorage (survives a reload of the tab only).
 */
export const TOKEN_STORAGE_KEY = 'pp.token';

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback; // storage disabled (private mode, sandboxed iframe)
  }
}

export function readStoredToken(): { token: string; remember: boolean } | null {
  const local = safe(() => localStorage.getItem(TOKEN_STORAGE_KEY), null);
  if (local) return { token: local, remember: true };
  const session = safe(() => sessionStorage.getItem(TOKEN_STORAGE_KEY), null);
  if (session) return { token: session, remember: false };
  return null;
}

export function storeToken(token: string, remember: boolean): void {
  clearStoredToken();
  safe(
    () => (remember ? localStorage : sessionStorage).setItem(TOKEN_STORAGE_KEY, token),
    undefined,
  );
}

export function clearStoredToken(): void {
  safe(() => localStorage.removeItem(TOKEN_STORAGE_KEY), undefined);
  safe(() => sessionStorage.removeItem(TOKEN_STORAGE_KEY), undefined);
}
