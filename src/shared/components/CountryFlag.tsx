import type { ReactNode } from 'react';

/** Country codes of the contract: 1 China, 2 USA, 3 Turkey (as string or number). */
export type CountryCode = '1' | '2' | '3' | 1 | 2 | 3;

const STRIPE = 20 / 13;
const US_STARS: [number, number][] = [];
for (let row = 0; row < 9; row++) {
  for (let col = 0; col < (row % 2 ? 5 : 6); col++)
    US_STARS.push([(row % 2 ? 2 : 1) + col * 2, 1.1 + row * 1.05]);
}

function China() {
  return (
    <>
      <rect width="30" height="20" fill="#de2910" />
      <g fill="#ffde00">
        <polygon points="5.00,2.00 5.67,4.07 7.85,4.07 6.09,5.35 6.76,7.43 5.00,6.15 3.24,7.43 3.91,5.35 2.15,4.07 4.33,4.07" />
        <polygon points="9.14,2.51 9.62,1.97 9.25,1.34 9.91,1.63 10.39,1.08 10.33,1.80 11.00,2.09 10.29,2.25 10.22,2.97 9.85,2.35" />
        <polygon points="11.01,4.14 11.66,3.82 11.56,3.10 12.07,3.62 12.72,3.30 12.38,3.95 12.88,4.47 12.17,4.34 11.83,4.99 11.73,4.27" />
        <polygon points="11.04,6.73 11.76,6.70 11.96,6.00 12.21,6.68 12.94,6.66 12.37,7.10 12.62,7.79 12.01,7.38 11.44,7.83 11.64,7.13" />
        <polygon points="9.22,8.38 9.90,8.63 10.35,8.06 10.32,8.79 11.00,9.05 10.30,9.24 10.26,9.96 9.87,9.36 9.16,9.55 9.62,8.98" />
      </g>
    </>
  );
}

function Usa() {
  return (
    <>
      <rect width="30" height="20" fill="#fff" />
      <g fill="#b22234">
        {Array.from({ length: 7 }, (_, i) => (
          <rect key={i} y={i * 2 * STRIPE} width="30" height={STRIPE} />
        ))}
      </g>
      <rect width="12" height={7 * STRIPE} fill="#3c3b6e" />
      <g fill="#fff">
        {US_STARS.map(([cx, cy]) => (
          <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="0.4" />
        ))}
      </g>
    </>
  );
}

function Turkey() {
  return (
    <>
      <rect width="30" height="20" fill="#e30a17" />
      <circle cx="11.25" cy="10" r="5" fill="#fff" />
      <circle cx="12.5" cy="10" r="4" fill="#e30a17" />
      <polygon
        fill="#fff"
        points="14.80,10.00 16.46,9.46 16.46,7.72 17.48,9.13 19.14,8.59 18.12,10.00 19.14,11.41 17.48,10.87 16.46,12.28 16.46,10.54"
      />
    </>
  );
}

const FLAGS: Record<string, () => ReactNode> = { '1': China, '2': Usa, '3': Turkey };

/**
 * A small flag drawn inline (no image request, works offline). With `label` it is an image with
 * that accessible name; without, it is decoration next to a visible country name.
 */
export function CountryFlag({
  country,
  label,
  className = '',
}: {
  country: CountryCode;
  label?: string;
  className?: string;
}) {
  const Flag = FLAGS[String(country)];
  if (!Flag) return null;
  return (
    <svg
      viewBox="0 0 30 20"
      width="24"
      height="16"
      className={`country-flag ${className}`}
      {...(label
        ? { role: 'img', 'aria-label': label }
        : { 'aria-hidden': true, focusable: false })}
    >
      <Flag />
    </svg>
  );
}
