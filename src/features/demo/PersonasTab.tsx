import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@/shared/components/ListState';
import { useDemoListPersonasQuery, useDemoSignInAsMutation } from './demoApi';
import type { Persona } from './demoTypes';
import { useBecomeCustomer, useRun } from './report';

/** One click signs in as any demo account, or any account created in this browser. */
export function PersonasTab({
  signedInAxid,
  onSignedIn,
}: {
  signedInAxid: string | undefined;
  onSignedIn: () => void;
}) {
  const { t } = useTranslation('demo');
  const { data, isLoading, isError, refetch } = useDemoListPersonasQuery();
  const [signInAs] = useDemoSignInAsMutation();
  const [pending, setPending] = useState<string | null>(null);
  const run = useRun();
  const become = useBecomeCustomer();

  if (isLoading) return <LoadingState />;
  if (isError || !data) return <ErrorState onRetry={() => void refetch()} />;

  async function signIn(persona: Persona) {
    setPending(persona.AXID);
    const done = await run(signInAs({ axid: persona.AXID }), () =>
      t('personas.done', { name: persona.name, axid: persona.AXID }),
    );
    setPending(null);
    if (done) {
      become(done.token);
      onSignedIn();
    }
  }

  const list = (personas: Persona[]) => (
    <ul className="demo-list list-unstyled mb-4">
      {personas.map((p) => (
        <li key={p.AXID} className="demo-row">
          <div className="demo-row-main">
            <span className="fw-semibold">{p.name}</span>{' '}
            {p.AXID === signedInAxid && (
              <Badge bg="success" className="ms-1">
                {t('personas.current')}
              </Badge>
            )}
            <div className="demo-meta">
              {p.AXID} · {t(`kinds.${p.kind}`)} · {p.email}
            </div>
          </div>
          <Button
            size="sm"
            variant="outline-primary"
            aria-label={t('personas.signInAs', { name: p.name, axid: p.AXID })}
            disabled={pending !== null}
            onClick={() => void signIn(p)}
          >
            {t('personas.signIn')}
          </Button>
        </li>
      ))}
    </ul>
  );

  const created = data.personas.filter((p) => !p.demo);
  return (
    <>
      <h3 className="h6">{t('personas.demo')}</h3>
      {list(data.personas.filter((p) => p.demo))}
      <h3 className="h6">{t('personas.created')}</h3>
      {created.length > 0 ? (
        list(created)
      ) : (
        <p className="demo-meta">{t('personas.noneCreated')}</p>
      )}
    </>
  );
}
