import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * What server HTML may hold: DOMPurify's HTML profile, less style sheets, forms and `style`
 * attributes (text from the server must not be able to lay a fake overlay over the page).
 */
export const SAFE_HTML_CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form'],
  FORBID_ATTR: ['style'],
};

/** Server HTML (news, terms, notifications, popup), sanitised with DOMPurify before rendering. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, SAFE_HTML_CONFIG), [html]);
  // Sanitised above.
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
