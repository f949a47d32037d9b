// Bootstrap is compiled from Sass with only the parts the portal uses (src/styles/*.scss). This
// test compiles the styles and fails when a Bootstrap class written in src has no rule in them,
// e.g. a utility group or a component left out of src/styles/bootstrap.scss.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { compile } from 'sass';
import { describe, expect, it } from 'vitest';

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path, pattern) : pattern.test(name) ? [path] : [];
  });
}

/** Class names written literally in className="…" or className={`…`} (static parts only). */
function classesInSource(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of files('src', /\.tsx$/)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/className=(?:"([^"]*)"|\{`([^`]*)`\})/g)) {
      const value = (match[1] ?? match[2] ?? '').replace(/\$\{[^}]*\}/g, ' ');
      for (const name of value.split(/\s+/)) {
        if (/^[a-z][a-z0-9-]*$/.test(name) && !found.has(name)) found.set(name, file);
      }
    }
  }
  return found;
}

/** The class each react-bootstrap component renders, for the components imported in src. */
const COMPONENT_CLASS: Record<string, string> = {
  Accordion: 'accordion',
  Alert: 'alert',
  Badge: 'badge',
  Button: 'btn',
  ButtonGroup: 'btn-group',
  Card: 'card',
  Col: 'col',
  Container: 'container',
  Dropdown: 'dropdown-menu',
  Form: 'form-control',
  InputGroup: 'input-group',
  Modal: 'modal',
  Nav: 'nav',
  Navbar: 'navbar',
  Offcanvas: 'offcanvas',
  Placeholder: 'placeholder',
  Row: 'row',
  Spinner: 'spinner-border',
  Tab: 'tab-content',
  Tabs: 'nav-tabs',
  Table: 'table',
  Toast: 'toast',
  ToastContainer: 'toast-container',
  ToggleButton: 'btn-check',
};

/** Modules of react-bootstrap that render nothing (the modal manager the side panels share). */
const NOT_COMPONENTS = new Set(['BootstrapModalManager']);

function componentClasses(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of files('src', /\.tsx?$/)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/from 'react-bootstrap\/(\w+)'/g)) {
      if (NOT_COMPONENTS.has(match[1]!)) continue;
      const name = COMPONENT_CLASS[match[1]!] ?? `unknown component ${match[1]}`;
      if (!found.has(name)) found.set(name, file);
    }
  }
  return found;
}

describe('styles', () => {
  it('every Bootstrap class used in src has a rule in the compiled CSS', () => {
    const scss = files('src/styles', /\.scss$/).map(
      (file) =>
        compile(file, {
          loadPaths: ['node_modules'],
          quietDeps: true,
          silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
        }).css,
    );
    const css = [
      ...scss,
      ...files('src/styles', /\.css$/).map((file) => readFileSync(file, 'utf8')),
    ].join('\n');
    const classesOf = (text: string) =>
      new Set([...text.matchAll(/\.([a-z][a-z0-9-]*)/g)].map((m) => m[1]));
    const defined = classesOf(css);
    const bootstrap = classesOf(
      readFileSync('node_modules/bootstrap/dist/css/bootstrap.css', 'utf8'),
    );
    const missing = [...classesInSource(), ...componentClasses()].filter(
      ([name]) => (bootstrap.has(name) || name.startsWith('unknown')) && !defined.has(name),
    );
    expect(missing.map(([name, file]) => `${name} (${file})`)).toEqual([]);
  }, 60_000);
});
