/**
 * Stands in for `tldts` inside the mock backend bundle. msw keeps request cookies with
 * tough-cookie, which asks tldts for a host's registrable domain; the real package ships the whole
 * public-suffix list, large for a demo's mock layer. The demo only ever talks to its own origin
 * (localhost, 127.0.0.1 or one deployed host), where "the last two labels" is the right answer.
 * Wired by an alias in vite.config.ts.
 */
export function getDomain(hostname: string): string | null {
  if (!hostname || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return null;
  const labels = hostname.toLowerCase().replace(/\.$/, '').split('.');
  return labels.length >= 2 ? labels.slice(-2).join('.') : null;
}
