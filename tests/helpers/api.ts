/** Sign-in through the mock backend's API, without the app (for the backend tests too). */
import { DEMO_PASSWORD } from '@/config/demo';

/** Signs in through POST /api/authorization/signin (AX code or email); returns the token. */
export async function apiSignIn(login: string, password: string = DEMO_PASSWORD): Promise<string> {
  const response = await fetch(new URL('/api/authorization/signin', window.location.origin), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: login, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${login} failed: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}
