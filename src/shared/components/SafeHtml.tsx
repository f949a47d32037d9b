import DOMPurify from 'dompurify';

/**
 * What server HTML may hold: an allow-list of text elements and of attributes. No script, form,
 * style sheet or `style`, and no `class`, `id` or `name` either: the page's own classes
 * (`fixed-top`, `min-vh-100` …) would let server text lay a fake overlay over the page, and an
 * `id` or `name` could stand in for the page's own elements.
 */
export const SAFE_HTML_CONFIG = {
  ALLOWED_TAGS: [
    'a',
    'abbr',
    'b',
    'blockquote',
    'br',
    'caption',
    'code',
    'del',
    'em',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'hr',
    'i',
    'img',
    'ins',
    'li',
    'ol',
    'p',
    'pre',
    's',
    'small',
    'span',
    'strong',
    'sub',
    'sup',
    'table',
    'tbody',
    'td',
    'tfoot',
    'th',
    'thead',
    'time',
    'tr',
    'u',
    'ul',
  ],
  ALLOWED_ATTR: [
    'alt',
    'cite',
    'colspan',
    'datetime',
    'dir',
    'height',
    'href',
    'lang',
    'rowspan',
    'scope',
    'src',
    'start',
    'title',
    'width',
  ],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/** Server HTML (news, terms, notifications, popup), sanitised with DOMPurify before rendering. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = DOMPurify.sanitize(html, SAFE_HTML_CONFIG);
  // Sanitised above.
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
