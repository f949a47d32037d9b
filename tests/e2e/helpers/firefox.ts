// What the Firefox projects need of the test tool to type as a person types (playwright.config.ts).
import type { BrowserContext } from '@playwright/test';

/**
 * Over WebDriver BiDi, Playwright (held at 1.64, docs/testing.md) types a field's text by setting
 * the field's `value` from a script in the page, its `__pw_bidiInsertText`. React's controlled
 * inputs watch that property, take the new value for their own, and never call `onChange`: a form
 * filled with `fill()` stays empty for the app, though the screen shows the text. Chromium's
 * Playwright inserts the text as the browser's own edit, as a keyboard does. This makes Firefox's
 * do the same: the text goes in through the field's native setter (what the browser's editing
 * does), then the `input` event. Anything but a text field is left to Playwright's own.
 */
export async function typeAsAKeyboardDoes(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    type InsertText = (text: string) => unknown;
    let playwrights: InsertText | undefined;
    const insertText: InsertText = (text) => {
      let element = document.activeElement;
      while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
      if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement))
        return playwrights?.(text);
      const proto = Object.getPrototypeOf(element) as object;
      const setValue = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
      const start = element.selectionStart;
      const value =
        start === null
          ? element.value + text
          : element.value.slice(0, start) +
            text +
            element.value.slice(element.selectionEnd ?? start);
      setValue?.call(element, value);
      if (start !== null) element.setSelectionRange(start + text.length, start + text.length);
      element.dispatchEvent(
        new InputEvent('input', {
          data: text,
          inputType: 'insertText',
          bubbles: true,
          composed: true,
        }),
      );
      return undefined;
    };
    Object.defineProperty(window, '__pw_bidiInsertText', {
      configurable: true,
      get: () => insertText,
      set: (own: InsertText) => {
        playwrights = own;
      },
    });
  });
}
