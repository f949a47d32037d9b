import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Server HTML (news, terms, notifications, popup), sanitised with DOMPurify before rendering. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(
    () =>
      DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] }),
    [html],
  );
  // Sanitised above.
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
