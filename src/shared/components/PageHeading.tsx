import { useContext, useLayoutEffect, useRef } from 'react';
import { DocumentTitle } from './DocumentTitle';
import { focusHeading, HeadingFocusContext } from './headingFocus';

/**
 * The h1 of a page; every page has exactly one. It names the page in the browser's tab too
 * ("Tariffs · Parcel Portal · …", docs/product.md#layout), unless `inTitle` is false: the
 * visitor's home page, whose title is index.html's, the product's alone. Mounted while the frame
 * asks for it (after signing in or out), it takes the focus.
 */
export function PageHeading({ children, inTitle = true }: { children: string; inTitle?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const focusRequest = useContext(HeadingFocusContext);
  useLayoutEffect(() => {
    if (focusRequest?.current && ref.current) focusHeading(ref.current, focusRequest);
  }, [focusRequest]);
  return (
    <>
      {inTitle && <DocumentTitle>{children}</DocumentTitle>}
      <h1 ref={ref} className="page-heading h3 mb-4">
        {children}
      </h1>
    </>
  );
}
