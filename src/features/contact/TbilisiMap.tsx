import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TBILISI_BRANCHES } from './branches';

/**
 * A drawn map of Tbilisi with the three branch markers. It is plain SVG, so it works offline;
 * screen readers get its title and a description naming every branch and address. Hovering a
 * branch in the list beside it highlights its marker (CSS :has, see public.css).
 */
export function TbilisiMap() {
  const { t } = useTranslation('contact');
  const id = useId();
  const description = TBILISI_BRANCHES.map(
    ({ key }, index) =>
      `${index + 1}. ${t(`contact.branches.${key}.name`)}: ${t(`contact.branches.${key}.address`)}`,
  ).join('; ');

  return (
    <svg
      viewBox="0 0 600 400"
      className="tbilisi-map"
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      preserveAspectRatio="xMidYMid slice"
    >
      <title id={`${id}-title`}>{t('contact.mapTitle')}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <rect width="600" height="400" className="map-land" />
      {/* Hills around the city */}
      <path d="M0 250 C60 230 90 300 150 330 S 230 400 260 400 L0 400Z" className="map-hill" />
      <path d="M600 0 L600 120 C560 130 520 90 500 60 S 470 0 450 0Z" className="map-hill" />
      <path d="M0 0 L120 0 C110 40 60 70 0 80Z" className="map-hill" />
      {/* Districts */}
      <path
        d="M300 20 C350 10 450 20 470 60 S 450 130 400 130 S 300 110 290 70Z"
        className="map-district"
      />
      <path
        d="M140 110 C180 90 240 110 245 150 S 230 220 190 215 S 120 160 140 110Z"
        className="map-district"
      />
      <path
        d="M400 220 C440 200 520 210 540 250 S 520 320 470 320 S 390 280 400 220Z"
        className="map-district"
      />
      <path
        d="M180 240 C220 230 280 250 290 290 S 250 340 210 330 S 160 270 180 240Z"
        className="map-district"
      />
      {/* Main roads */}
      <g className="map-road">
        <path d="M0 140 C80 150 150 160 230 170 S 320 200 360 240 S 470 330 600 350" />
        <path d="M260 0 C270 60 300 110 330 150 S 380 220 420 260" />
        <path d="M600 60 C520 80 450 110 400 140 S 300 200 250 260 S 160 350 120 400" />
        <path d="M40 400 C120 330 200 290 300 300 S 480 260 600 200" />
        <path d="M180 0 C200 80 190 160 170 240" />
      </g>
      {/* The Mtkvari */}
      <path
        d="M150 0 C175 60 230 90 250 140 S 275 225 320 255 S 420 290 470 325 S 560 380 600 392"
        className="map-river"
      />
      <text x="300" y="232" className="map-river-label" transform="rotate(38 300 232)" aria-hidden>
        {t('contact.river')}
      </text>
      {/* Markers */}
      {TBILISI_BRANCHES.map(({ key, x, y }, index) => (
        <g key={key} transform={`translate(${x} ${y})`} className="map-marker" data-branch={key}>
          <path
            d="M0 0 C-4 -10 -16 -18 -16 -30 A16 16 0 1 1 16 -30 C16 -18 4 -10 0 0Z"
            className="map-marker-pin"
          />
          <text x="0" y="-25" textAnchor="middle" className="map-marker-number">
            {index + 1}
          </text>
          <text x="22" y="-24" className="map-marker-label">
            {t(`contact.branches.${key}.district`)}
          </text>
        </g>
      ))}
    </svg>
  );
}
