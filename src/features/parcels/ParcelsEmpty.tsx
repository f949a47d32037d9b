import type { ComponentType } from 'react';
import Button from 'react-bootstrap/Button';
import { AirplaneFill } from '@/shared/icons/AirplaneFill';
import { BoxSeamFill } from '@/shared/icons/BoxSeamFill';
import { CheckCircleFill } from '@/shared/icons/CheckCircleFill';
import { GeoAltFill } from '@/shared/icons/GeoAltFill';
import { HourglassSplit } from '@/shared/icons/HourglassSplit';
import { useTranslation } from 'react-i18next';
import type { ParcelStatus } from '@/api';

const ICONS: Record<ParcelStatus, ComponentType<{ size?: number }>> = {
  waiting: HourglassSplit,
  stock: BoxSeamFill,
  sent: AirplaneFill,
  arrived: GeoAltFill,
  obtained: CheckCircleFill,
};

/** A tab without parcels: an illustration, what the tab will hold, and for waiting, a way to declare. */
export function ParcelsEmpty({
  status,
  onDeclare,
}: {
  status: ParcelStatus;
  onDeclare: () => void;
}) {
  const { t } = useTranslation('parcels');
  const Icon = ICONS[status];
  return (
    <div className="parcels-empty text-center">
      <svg className="parcels-empty-art" viewBox="0 0 160 96" aria-hidden focusable="false">
        <ellipse cx="80" cy="84" rx="56" ry="8" className="parcels-empty-shadow" />
        <path d="M40 34 80 18l40 16v40L80 90 40 74Z" className="parcels-empty-box" />
        <path d="M40 34 80 50l40-16M80 50v40" className="parcels-empty-edge" />
        <path d="m60 26 40 16" className="parcels-empty-tape" />
      </svg>
      <div className="parcels-empty-icon" aria-hidden>
        <Icon size={22} />
      </div>
      <p className="fw-semibold mb-1">{t(`empty.${status}.title`)}</p>
      <p className="text-body-secondary mb-3">{t(`empty.${status}.text`)}</p>
      {status === 'waiting' && (
        <Button variant="primary" onClick={onDeclare} aria-haspopup="dialog">
          {t('actions.declare')}
        </Button>
      )}
    </div>
  );
}
