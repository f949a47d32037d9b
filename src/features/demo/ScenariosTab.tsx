import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { DEMO_ACCOUNTS, type DemoAccountKind } from '@/config/demo';
import { useLanguage } from '@/i18n/useLanguage';
import { formatGel, formatNumber } from '@/shared/format';
import {
  useDemoAddBigDebtMutation,
  useDemoAddParcelsMutation,
  useDemoCreateEmptyAccountMutation,
} from './demoApi';
import { useBecomeCustomer, useReport, useRun } from './report';

const KINDS = DEMO_ACCOUNTS.map((account) => account.kind);
const COUNTS = [100, 1000, 10000] as const;
type Count = (typeof COUNTS)[number];

/** Busy marker inside a button while its call runs. */
const Busy = ({ on }: { on: boolean }) =>
  on ? <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden /> : null;

/** Ready-made demo states: a new empty account, a big debt, many parcels. */
export function ScenariosTab({ axid, onSignedIn }: { axid: string; onSignedIn: () => void }) {
  const { t } = useTranslation('demo');
  const lng = useLanguage();
  const run = useRun();
  const report = useReport();
  const become = useBecomeCustomer();
  const [kind, setKind] = useState<DemoAccountKind>('individual');
  const [count, setCount] = useState<Count>(100);
  const [createEmpty, creating] = useDemoCreateEmptyAccountMutation();
  const [addBigDebt, addingDebt] = useDemoAddBigDebtMutation();
  const [addParcels, addingParcels] = useDemoAddParcelsMutation();
  const busy = creating.isLoading || addingDebt.isLoading || addingParcels.isLoading;

  async function emptyAccount() {
    const done = await run(createEmpty({ kind }), (d) =>
      t('scenarios.emptyDone', { axid: d.AXID, password: d.password }),
    );
    if (done) {
      become(done.token);
      onSignedIn();
    }
  }

  return (
    <>
      <section aria-labelledby="demo-empty-title" className="demo-section">
        <h3 id="demo-empty-title" className="h6">
          {t('scenarios.empty')}
        </h3>
        <p className="demo-meta">{t('scenarios.emptyHint')}</p>
        <div className="demo-toolbar">
          <Form.Group controlId="demo-kind">
            <Form.Label>{t('scenarios.kind')}</Form.Label>
            <Form.Select value={kind} onChange={(e) => setKind(e.target.value as DemoAccountKind)}>
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`kinds.${k}`)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Button disabled={busy} onClick={() => void emptyAccount()}>
            <Busy on={creating.isLoading} />
            {t('scenarios.createEmpty')}
          </Button>
        </div>
      </section>

      <section aria-labelledby="demo-debt-title" className="demo-section">
        <h3 id="demo-debt-title" className="h6">
          {t('scenarios.bigDebt')}
        </h3>
        <p className="demo-meta">{t('scenarios.bigDebtHint')}</p>
        <Button
          disabled={busy}
          onClick={() =>
            void run(addBigDebt({ axid }), (d) =>
              t('scenarios.bigDebtDone', {
                axid: d.AXID,
                debt: formatGel(d.debt, lng),
                balance: formatGel(d.balance, lng),
              }),
            )
          }
        >
          <Busy on={addingDebt.isLoading} />
          {t('scenarios.addBigDebt')}
        </Button>
      </section>

      <section aria-labelledby="demo-parcels-title" className="demo-section">
        <h3 id="demo-parcels-title" className="h6">
          {t('scenarios.parcels')}
        </h3>
        <p className="demo-meta">{t('scenarios.parcelsHint')}</p>
        <div className="demo-toolbar">
          <Form.Group controlId="demo-count">
            <Form.Label>{t('scenarios.count')}</Form.Label>
            <Form.Select value={count} onChange={(e) => setCount(Number(e.target.value) as Count)}>
              {COUNTS.map((c) => (
                <option key={c} value={c}>
                  {formatNumber(c, lng)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Button
            disabled={busy}
            aria-busy={addingParcels.isLoading}
            onClick={() => {
              // Thousands of parcels take a while: the result line says so until they are in.
              report({ variant: 'pending', text: t('scenarios.parcelsLoading', { count, axid }) });
              void run(addParcels({ axid, count }), (d) =>
                t('scenarios.parcelsDone', { count: d.added, axid: d.AXID }),
              );
            }}
          >
            <Busy on={addingParcels.isLoading} />
            {t('scenarios.addParcels')}
          </Button>
        </div>
      </section>
    </>
  );
}
