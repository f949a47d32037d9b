import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { News } from '@/api';
import { paths } from '@/config/paths';
import { useLanguage } from '@/i18n/useLanguage';
import { formatLongDate } from '@/shared/format';
import { localized, plainPreview } from '@/shared/localized';
import { newsPhotoUrl } from './newsUtils';
import '@/styles/public.css';

/** One news item as a card: photo, date, title (the link), a short preview. */
export function NewsCard({ news, headingLevel = 3 }: { news: News; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('news');
  const lng = useLanguage();
  const title = localized(news, 'newsTitle', lng);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="content-card news-card h-100 card">
      <div className="news-card-photo">
        <img
          src={newsPhotoUrl(news.photo)}
          alt={t('news.photoAlt', { title })}
          loading="lazy"
          width={800}
          height={500}
        />
      </div>
      <div className="d-flex flex-column card-body">
        <time className="small text-body-secondary mb-1" dateTime={news.createdAt}>
          {formatLongDate(news.createdAt, lng, t)}
        </time>
        <Heading className="h6 news-card-title">
          <Link to={paths.newsDetail(news._id)} className="stretched-link">
            {title}
          </Link>
        </Heading>
        <p className="small text-body-secondary mb-0 news-card-preview">
          {plainPreview(localized(news, 'newsText', lng), 110)}
        </p>
      </div>
    </article>
  );
}
