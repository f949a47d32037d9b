import { DocumentTitle } from './DocumentTitle';

/**
 * The h1 of a page; every page has exactly one. It names the page in the browser's tab too
 * ("Tariffs · Parcel Portal · …", docs/product.md#layout), unless `inTitle` is false: the
 * visitor's home page, whose title is index.html's, the product's alone.
 */
export function PageHeading({ children, inTitle = true }: { children: string; inTitle?: boolean }) {
  return (
    <>
      {inTitle && <DocumentTitle>{children}</DocumentTitle>}
      <h1 className="page-heading h3 mb-4">{children}</h1>
    </>
  );
}
