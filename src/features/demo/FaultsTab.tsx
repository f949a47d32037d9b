import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { baseApi, TAG_TYPES } from '@/api';
import { ErrorState, LoadingState } from '@/shared/components/ListState';
import { useAppDispatch } from '@/store/hooks';
import {
  FAULT_ERRORS,
  LATENCIES,
  type Failure,
  type FaultError,
  type FaultTimes,
  type Latency,
} from '@/config/faults';
import {
  useDemoClearFaultsMutation,
  useDemoExpireSessionMutation,
  useDemoFailOperationMutation,
  useDemoGetFaultsQuery,
  useDemoSetLatencyMutation,
  useDemoSetOfflineMutation,
} from './demoApi';
import { MockingSection } from './MockingSection';
import { useReport, useRun } from './report';

/**
 * Faults of the /api calls, to see every loading, error and retry state of the app: latency,
 * a failing operation (500, 401 or a network error; the next call or every call), offline mode,
 * an expired token; and who answers each operation (the mock, or in partial mocking the real
 * backend). Screens keep what they loaded: "reload the open screens" makes them meet the
 * faults at once; after clearing, their retry buttons bring the data back.
 */
export function FaultsTab({ axid }: { axid: string }) {
  const { t } = useTranslation('demo');
  const dispatch = useAppDispatch();
  const run = useRun();
  const report = useReport();
  const { data, isLoading, isError, refetch } = useDemoGetFaultsQuery();
  const [setLatency] = useDemoSetLatencyMutation();
  const [setOffline] = useDemoSetOfflineMutation();
  const [fail, failing] = useDemoFailOperationMutation();
  const [clear, clearing] = useDemoClearFaultsMutation();
  const [expire, expiring] = useDemoExpireSessionMutation();
  const [operation, setOperation] = useState('');
  const [error, setError] = useState<FaultError>(500);
  const [times, setTimes] = useState<FaultTimes>('every');

  if (isLoading) return <LoadingState />;
  if (isError || !data) return <ErrorState onRetry={() => void refetch()} />;

  const { faults, operations, partial, unknown } = data;
  const mocking = <MockingSection operations={operations} partial={partial} unknown={unknown} />;
  const chosenOperation = operation || operations[0]?.operationId || '';
  const timesText = (value: FaultTimes) =>
    t(value === 'next' ? 'faults.timesNext' : 'faults.timesEvery');
  const failureText = (f: Pick<Failure, 'operation' | 'method' | 'path' | 'error' | 'times'>) =>
    t('faults.failure', {
      operation: f.operation ?? `${f.method} ${f.path}`,
      error: t(`faults.errors.${f.error}`),
      times: timesText(f.times),
    });

  function addFailure(event: FormEvent) {
    event.preventDefault();
    void run(fail({ operation: chosenOperation, error, times }), (d) =>
      t('faults.added', {
        operation: d.failure.operation,
        error: t(`faults.errors.${d.failure.error}`),
        times: timesText(d.failure.times),
      }),
    );
  }

  const quiet = faults.latencyMs === 0 && !faults.offline && faults.failures.length === 0;
  return (
    <>
      {/* In partial mocking, the first question: which calls reach the real backend. */}
      {partial && mocking}
      <section aria-labelledby="demo-faults-now" className="demo-section demo-faults-now">
        <h3 id="demo-faults-now" className="h6">
          {t('faults.current')}
        </h3>
        {quiet ? (
          <p className="mb-2">{t('faults.none')}</p>
        ) : (
          <ul className="mb-2">
            {faults.latencyMs > 0 && <li>{t('faults.latencyNow', { ms: faults.latencyMs })}</li>}
            {faults.offline && <li>{t('faults.offlineNow')}</li>}
            {faults.failures.map((f) => (
              <li key={f.id}>{failureText(f)}</li>
            ))}
          </ul>
        )}
        <div className="demo-toolbar">
          <Button
            variant="outline-danger"
            disabled={quiet || clearing.isLoading}
            onClick={() => void run(clear(), () => t('faults.cleared'))}
          >
            {t('faults.clear')}
          </Button>
          <Button
            variant="outline-secondary"
            onClick={() => {
              dispatch(baseApi.util.invalidateTags([...TAG_TYPES]));
              report({ variant: 'success', text: t('faults.refreshed') });
            }}
          >
            {t('faults.refresh')}
          </Button>
        </div>
        <p className="demo-meta mt-2 mb-0">{t('faults.refreshHint')}</p>
      </section>

      <section className="demo-section demo-toolbar">
        <Form.Group controlId="demo-latency">
          <Form.Label>{t('faults.latency')}</Form.Label>
          <Form.Select
            value={faults.latencyMs}
            onChange={(e) => {
              const ms = Number(e.target.value) as Latency;
              void run(setLatency({ ms }), () => t('faults.latencySet', { ms }));
            }}
          >
            {LATENCIES.map((ms) => (
              <option key={ms} value={ms}>
                {t('faults.latencyOption', { ms })}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Check
          type="switch"
          role="switch"
          id="demo-offline"
          className="demo-switch"
          label={t('faults.offline')}
          checked={faults.offline}
          onChange={(e) => {
            const offline = e.target.checked;
            void run(setOffline({ offline }), () =>
              t(offline ? 'faults.offlineOn' : 'faults.offlineOff'),
            );
          }}
        />
      </section>

      <section aria-labelledby="demo-fail-title" className="demo-section">
        <h3 id="demo-fail-title" className="h6">
          {t('faults.fail')}
        </h3>
        <Form onSubmit={addFailure} className="demo-toolbar">
          <Form.Group controlId="demo-operation">
            <Form.Label>{t('faults.operation')}</Form.Label>
            <Form.Select value={chosenOperation} onChange={(e) => setOperation(e.target.value)}>
              {operations.map((o) => (
                <option key={o.operationId} value={o.operationId}>
                  {o.operationId} — {o.method} {o.path}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group controlId="demo-error">
            <Form.Label>{t('faults.error')}</Form.Label>
            <Form.Select
              value={String(error)}
              onChange={(e) =>
                setError(FAULT_ERRORS.find((f) => String(f) === e.target.value) ?? 500)
              }
            >
              {FAULT_ERRORS.map((f) => (
                <option key={f} value={String(f)}>
                  {t(`faults.errors.${f}`)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group controlId="demo-times">
            <Form.Label>{t('faults.times')}</Form.Label>
            <Form.Select value={times} onChange={(e) => setTimes(e.target.value as FaultTimes)}>
              <option value="next">{timesText('next')}</option>
              <option value="every">{timesText('every')}</option>
            </Form.Select>
          </Form.Group>
          <Button type="submit" disabled={failing.isLoading || !chosenOperation}>
            {t('faults.add')}
          </Button>
        </Form>
      </section>

      <section aria-labelledby="demo-expire-title" className="demo-section">
        <h3 id="demo-expire-title" className="h6">
          {t('faults.expire')}
        </h3>
        <p className="demo-meta">{t('faults.expireHint')}</p>
        <Button
          variant="outline-danger"
          disabled={expiring.isLoading}
          onClick={() =>
            void run(expire({ axid }), (d) => t('faults.expired', { count: d.expired, axid }))
          }
        >
          {t('faults.expireButton')}
        </Button>
      </section>
      {!partial && mocking}
    </>
  );
}
