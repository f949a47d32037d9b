import { useEffect, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/i18n/languages';
import { useLanguage } from '@/i18n/useLanguage';
import { formatNumber } from '@/shared/format';
import { observeVitals, VITAL_NAMES, type Vital, type VitalName } from '@/shared/webVitals';

/** The latest value and rating of each metric measured so far. */
export type VitalsNow = Partial<Record<VitalName, Pick<Vital, 'value' | 'rating'>>>;

/**
 * This page's LCP, INP and CLS, updated as they change. Used by the console itself, which stays
 * mounted once opened (its dialog's content does not): web-vitals' observers cannot be removed,
 * so they are registered once, not each time the dialog or the tab opens. Reports after unmount
 * are dropped. Starting at the first opening is enough: LCP and CLS come from buffered entries.
 */
export function useVitals(): VitalsNow {
  const [vitals, setVitals] = useState<VitalsNow>({});
  useEffect(() => {
    let mounted = true;
    observeVitals(
      ({ name, value, rating }) => {
        if (mounted) setVitals((now) => ({ ...now, [name]: { value, rating } }));
      },
      { reportAllChanges: true },
    ).catch(() => {
      // The library's chunk did not load: every metric keeps showing "not measured yet".
    });
    return () => {
      mounted = false;
    };
  }, []);
  return vitals;
}

/** The acronyms' expansions: the metrics' own (English) names. */
const FULL_NAMES: Record<VitalName, string> = {
  LCP: 'Largest Contentful Paint',
  INP: 'Interaction to Next Paint',
  CLS: 'Cumulative Layout Shift',
};

/** Each rating's word and colour; web-vitals' "needs-improvement" is a key of its own here. */
const RATING = {
  good: { key: 'good', bg: 'success', text: undefined },
  'needs-improvement': { key: 'needsImprovement', bg: 'warning', text: 'dark' },
  poor: { key: 'poor', bg: 'danger', text: undefined },
} as const satisfies Record<Vital['rating'], { key: string; bg: string; text?: 'dark' }>;

/**
 * A metric's value as the language writes it: LCP in seconds (as its 2.5 s threshold is
 * usually quoted), INP in whole milliseconds, CLS a unitless score with 2 or 3 decimals (its
 * thresholds are 0.1 and 0.25).
 */
function useFormatValue(): (name: VitalName, value: number) => string {
  const { t } = useTranslation('demo');
  const lng: Language = useLanguage();
  return (name, value) => {
    if (name === 'LCP') {
      const seconds = formatNumber(value / 1000, lng, {
        minimumFractionDigits: 1,
        maximumFractionDigits: 2,
      });
      return t('vitals.seconds', { value: seconds });
    }
    if (name === 'INP') {
      return t('vitals.milliseconds', {
        value: formatNumber(value, lng, { maximumFractionDigits: 0 }),
      });
    }
    return formatNumber(value, lng, { minimumFractionDigits: 2, maximumFractionDigits: 3 });
  };
}

/** The vitals tab: one row per metric, a dash for one not measured yet. */
export function VitalsTab({ vitals }: { vitals: VitalsNow }) {
  const { t } = useTranslation('demo');
  const format = useFormatValue();
  return (
    <>
      <p className="small text-body-secondary">{t('vitals.intro')}</p>
      <Table size="sm" className="demo-vitals mb-0">
        <caption className="visually-hidden">{t('vitals.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('vitals.metric')}</th>
            <th scope="col">{t('vitals.value')}</th>
            <th scope="col">{t('vitals.rating')}</th>
          </tr>
        </thead>
        <tbody>
          {VITAL_NAMES.map((name) => {
            const vital = vitals[name];
            const rating = vital && RATING[vital.rating];
            return (
              <tr key={name}>
                <th scope="row">
                  {/* The acronyms stay as they are: they are what the tools and reports say. */}
                  <abbr title={FULL_NAMES[name]} lang="en">
                    {name}
                  </abbr>{' '}
                  <span className="demo-meta d-block fw-normal">{t(`vitals.names.${name}`)}</span>
                </th>
                <td className="text-nowrap">{vital ? format(name, vital.value) : '—'}</td>
                <td>
                  {rating ? (
                    <Badge bg={rating.bg} text={rating.text}>
                      {t(`vitals.ratings.${rating.key}`)}
                    </Badge>
                  ) : (
                    <span className="demo-meta">{t('vitals.notYet')}</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </>
  );
}
