import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import type { ApiOperation } from './demoTypes';

function OperationList({
  id,
  title,
  operations,
}: {
  id: string;
  title: string;
  operations: ApiOperation[];
}) {
  return (
    <div>
      <h4 id={id} className="h6 small mb-1">
        {title} ({operations.length})
      </h4>
      <ul aria-labelledby={id} className="list-unstyled small demo-operations">
        {operations.map((o) => (
          <li key={o.operationId}>
            <code>{o.operationId}</code>{' '}
            <span className="demo-meta">
              {o.method} {o.path}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Who answers each operation of the contract: the demo's backend (the mock) for all of them, or,
 * in partial mocking (VITE_API_MOCKING=partial), the ones VITE_MOCKED_OPERATIONS lists, the real
 * backend at VITE_API_BASE the others.
 */
export function MockingSection({
  operations,
  partial,
  unknown,
}: {
  operations: ApiOperation[];
  partial: boolean;
  unknown: string[];
}) {
  const { t } = useTranslation('demo');
  const mocked = operations.filter((o) => o.mocked);
  const real = operations.filter((o) => !o.mocked);
  return (
    <section aria-labelledby="demo-mocking-title" className="demo-section">
      <h3 id="demo-mocking-title" className="h6">
        {t('mocking.title')}
      </h3>
      {!partial ? (
        <p className="mb-0">{t('mocking.all', { total: operations.length })}</p>
      ) : (
        <>
          <p>
            {t('mocking.partial', {
              mocked: mocked.length,
              total: operations.length,
              server: env.apiBase || t('mocking.sameOrigin'),
            })}
          </p>
          {unknown.length > 0 && (
            <p className="text-danger">{t('mocking.unknown', { names: unknown.join(', ') })}</p>
          )}
          <div className="demo-mocking">
            <OperationList id="demo-mocking-real" title={t('mocking.toServer')} operations={real} />
            <OperationList
              id="demo-mocking-mock"
              title={t('mocking.fromMock')}
              operations={mocked}
            />
          </div>
        </>
      )}
    </section>
  );
}
