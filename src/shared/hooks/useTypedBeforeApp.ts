import { useLayoutEffect, useState, useSyncExternalStore } from 'react';

/** A form control as the visitor left it. */
export interface TypedControl {
  value: string;
  checked: boolean;
}

const never = () => () => {};
const onClient = () => false;
const whileHydrating = () => true;

function readControls(ids: readonly string[]): Map<string, TypedControl> {
  const controls = new Map<string, TypedControl>();
  for (const id of ids) {
    const control = document.getElementById(id);
    if (control instanceof HTMLInputElement)
      controls.set(id, { value: control.value, checked: control.checked });
    else if (control instanceof HTMLSelectElement)
      controls.set(id, { value: control.value, checked: false });
  }
  return controls;
}

/**
 * Keeps what a visitor typed into the prerendered page before the app's JavaScript ran. A first
 * visit's page is HTML from the build (src/prerender.tsx) and can be typed into at once. The
 * render that hydrates the form reads its controls (`ids`) as the visitor left them; it must
 * itself render what the server rendered, or React throws the page's HTML away. So `restore`
 * gets them right after it, in a layout effect, before the browser paints. Only a hydrating
 * render reads the document (useSyncExternalStore reads its server snapshot exactly then): a form
 * rendered anew starts empty, and the server has no document.
 */
export function useTypedBeforeApp(
  ids: readonly string[],
  restore: (typed: ReadonlyMap<string, TypedControl>) => void,
): void {
  const hydrating = useSyncExternalStore(never, onClient, whileHydrating);
  // Read while hydrating: the commit that follows sets the controls to the state's values.
  const [typed] = useState(() =>
    hydrating && typeof document !== 'undefined' ? { controls: readControls(ids), restore } : null,
  );
  useLayoutEffect(() => {
    if (typed) typed.restore(typed.controls);
  }, [typed]);
}
