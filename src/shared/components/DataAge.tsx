import { ClockHistory } from '@/shared/icons/ClockHistory';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { LOCALE } from '@/i18n/languages';
import { useLanguage } from '@/i18n/useLanguage';
import { answerDate, type AnswerDates } from '@/shared/answerDates/answerDatesSlice';
import { formatLongDate } from '@/shared/format';
import { useOnline } from '@/shared/hooks/useOnline';

/**
 * How old the shown public data is ("Data as of 14:05, 7 December 2026"), by the `Date` header of
 * its answer: shown when that answer was over a minute old as it came (the browser kept it) or
 * while the browser is offline. Nothing when the answer had no `Date`. Takes the query's
 * `fulfilledTimeStamp`, which says which answer is shown.
 */
export function DataAge({ fulfilledAt }: { fulfilledAt: number | undefined }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const online = useOnline();
  const date = useSelector((state: { answerDates: AnswerDates }) => answerDate(state, fulfilledAt));
  if (!date || (online && !date.old)) return null;
  const when = new Date(date.date);
  const time = new Intl.DateTimeFormat(LOCALE[lng], {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(when);
  return (
    <p className="data-age small text-body-secondary d-flex align-items-center gap-2">
      <ClockHistory aria-hidden className="flex-shrink-0" />
      <span>{t('offline.asOf', { time, date: formatLongDate(when.toISOString(), lng, t) })}</span>
    </p>
  );
}
