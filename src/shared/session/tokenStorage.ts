/**
 * Where the bearer token lives. "Remember me" keeps it in localStorage (survives closing the
 * browser); otherwise sessionStorage (survives a reload of the tab only).
 */
const KEY = 'pp.token';

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback; // storage disabled (private mode, sandboxed iframe)
  }
}

export function readStoredToken(): { token: string; remember: boolean } | null {
  const local = safe(() => localStorage.getItem(KEY), null);
  if (local) return { token: local, remember: true };
  const session = safe(() => sessionStorage.getItem(KEY), null);
  if (session) return { token: session, remember: false };
  return null;
}

export function storeToken(token: string, remember: boolean): void {
  clearStoredToken();
  safe(() => (remember ? localStorage : sessionStorage).setItem(KEY, token), undefined);
}

export function clearStoredToken(): void {
  safe(() => localStorage.removeItem(KEY), undefined);
  safe(() => sessionStorage.removeItem(KEY), undefined);
}
