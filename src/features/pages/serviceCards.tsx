import type { ComponentType } from 'react';
import { BoxSeam } from '@/shared/icons/BoxSeam';
import { CreditCard } from '@/shared/icons/CreditCard';
import { FileEarmarkCheck } from '@/shared/icons/FileEarmarkCheck';
import { GeoAlt } from '@/shared/icons/GeoAlt';
import { Shop } from '@/shared/icons/Shop';
import { Truck } from '@/shared/icons/Truck';
import { useTranslation } from 'react-i18next';
import '@/styles/public.css';

/**
 * The six services (docs/product.md#1-what-the-portal-does), in the order the services page shows
 * them.
 */
export const SERVICES = [
  { key: 'addresses', Icon: GeoAlt },
  { key: 'chineseShops', Icon: Shop },
  { key: 'customs', Icon: FileEarmarkCheck },
  { key: 'repacking', Icon: BoxSeam },
  { key: 'courier', Icon: Truck },
  { key: 'payment', Icon: CreditCard },
] as const satisfies readonly { key: string; Icon: ComponentType<{ size?: number }> }[];

export type ServiceKey = (typeof SERVICES)[number]['key'];

/** One service card: icon, title, text. */
export function ServiceCard({
  service,
  headingLevel = 2,
}: {
  service: ServiceKey;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('pages');
  const { Icon } = SERVICES.find((s) => s.key === service)!;
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="content-card service-card h-100 card">
      <div className="card-body">
        <span className="icon-badge icon-badge-lg mb-3" aria-hidden>
          <Icon size={24} />
        </span>
        <Heading className="h6 fw-bold">{t(`services.items.${service}.title`)}</Heading>
        <p className="small text-body-secondary mb-0">{t(`services.items.${service}.text`)}</p>
      </div>
    </div>
  );
}
