/**
 * Server HTML keeps its text and its allowed attributes, and loses everything that could run
 * script or dress itself up as the page: a fake "sign in again" overlay made of the page's own
 * classes is rendered as a plain link in the flow.
 */
import { render, screen } from '@testing-library/react';
import DOMPurify from 'dompurify';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SAFE_HTML_CONFIG, SafeHtml } from '@/shared/components/SafeHtml';

const OVERLAY =
  '<div class="fixed-top min-vh-100 bg-white" id="root" name="signin" style="z-index:9999" data-bs-toggle="modal" aria-hidden="true">' +
  '<a href="https://evil.example/login" class="btn btn-primary" id="go" name="go" data-x="1">Sign in again</a></div>';

describe('SafeHtml', () => {
  it('drops class, id, name, style, data- and aria- attributes: no overlay of the page’s own classes', () => {
    render(<SafeHtml html={OVERLAY} />);
    const link = screen.getByRole('link', { name: 'Sign in again' });
    expect(link.getAttributeNames()).toEqual(['href']);
    // The overlay's box is gone: the link sits in the component's own wrapper.
    expect(link.parentElement!.getAttributeNames()).toEqual([]);
  });

  it('keeps the text elements and the attributes the news and pages use', () => {
    render(
      <SafeHtml
        html={
          '<h2>Title</h2><p lang="ka">ტექსტი <strong>bold</strong> <a href="/tarrifs" title="Tariffs">link</a></p>' +
          '<ol start="3"><li>three</li></ol><img src="/uploads/a.svg" alt="A" width="10">'
        }
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Title' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'link' });
    expect(link).toHaveAttribute('href', '/tarrifs');
    expect(link).toHaveAttribute('title', 'Tariffs');
    expect(link.parentElement).toHaveAttribute('lang', 'ka');
    expect(screen.getByRole('list')).toHaveAttribute('start', '3');
    expect(screen.getByRole('img', { name: 'A' })).toHaveAttribute('src', '/uploads/a.svg');
  });

  it('never lets an attribute outside its list through', () => {
    const allowed = new Set(SAFE_HTML_CONFIG.ALLOWED_ATTR);
    // Except an emptied `is`: an element keeps the custom element name it was parsed with and
    // writes it out again after the attribute is removed, so DOMPurify, returning a string, blanks
    // it instead (an empty name is no custom element).
    expect(DOMPurify.sanitize('<p is="x-evil">x</p>', SAFE_HTML_CONFIG)).toBe('<p is="">x</p>');
    const passes = (element: Element, name: string) =>
      allowed.has(name) || (name === 'is' && element.getAttribute(name) === '');
    fc.assert(
      fc.property(
        fc.constantFrom('p', 'a', 'span', 'div', 'li', 'img', 'h2', 'table', 'section'),
        fc.stringMatching(/^[a-z][a-z-]{0,12}$/),
        fc.string({ maxLength: 20 }),
        (tag, attribute, value) => {
          const html = `<${tag} ${attribute}="${value.replace(/"/g, '')}">x</${tag}>`;
          const clean = DOMPurify.sanitize(html, SAFE_HTML_CONFIG);
          const doc = new DOMParser().parseFromString(clean, 'text/html');
          for (const element of doc.body.querySelectorAll('*'))
            for (const name of element.getAttributeNames())
              expect(passes(element, name), name).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
