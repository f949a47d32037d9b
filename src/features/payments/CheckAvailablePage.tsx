import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { env } from '@/config/env';

/**
 * /checkAvailable outside the layout. A real backend answers this URL itself; in demo mode
 * the page asks the mock backend for the XML and shows it as text (docs/product.md#payment-pages):
 * never as a document of the portal's origin, which whatever the backend answered could script.
 */
export function CheckAvailablePage() {
  const [params] = useSearchParams();
  const [xml, setXml] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const url = new URL('/checkAvailable', env.apiBase || window.location.origin);
      params.forEach((value, key) => url.searchParams.set(key, value));
      const response = await fetch(url, { headers: { Accept: 'text/xml' } });
      const text = await response.text();
      if (!cancelled) setXml(text);
    })();
    return () => {
      cancelled = true;
    };
  }, [params]);

  return <pre data-testid="check-available-xml">{xml ?? ''}</pre>;
}
