import china from './flags/china.svg';
import turkey from './flags/turkey.svg';
import usa from './flags/usa.svg';

/** Country codes of the contract: 1 China, 2 USA, 3 Turkey (as string or number). */
export type CountryCode = '1' | '2' | '3' | 1 | 2 | 3;

// Each file is under Vite's inline limit, so it is built into the script as a data URL: no image
// request, and it works offline. One <img> is one element to lay out where an inline <svg> of the
// US flag was sixty, and a dashboard shows up to nine flags.
const FLAGS: Record<string, string> = { '1': china, '2': usa, '3': turkey };

/** A small flag: decoration beside the country's name, which every use shows in words. */
export function CountryFlag({
  country,
  className = '',
}: {
  country: CountryCode;
  className?: string;
}) {
  const src = FLAGS[String(country)];
  if (!src) return null;
  return <img src={src} alt="" width="24" height="16" className={`country-flag ${className}`} />;
}
