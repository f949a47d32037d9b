import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { baseApi } from '@/api';
import { FileField } from '@/shared/forms/fields';
import { useAppDispatch } from '@/store/hooks';
import { useDemoExportMutation, useDemoImportMutation, useDemoResetMutation } from './demoApi';
import { useReport, useRun } from './report';

/** Saves `text` as a file named `fileName` (a download of a Blob). */
function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The whole demo state out (a JSON file) and in, and back to the seed. After an import or a
 * reset every cached answer is dropped, so the open screens load the new state; the session
 * stays when its customer is still there (the mock keeps such sessions), else the app signs out.
 */
export function DataTab() {
  const { t } = useTranslation('demo');
  const dispatch = useAppDispatch();
  const run = useRun();
  const report = useReport();
  const [exportData, exporting] = useDemoExportMutation();
  const [importData, importing] = useDemoImportMutation();
  const [reset, resetting] = useDemoResetMutation();
  const [chosen, setChosen] = useState<File | null>(null);
  const busy = exporting.isLoading || importing.isLoading || resetting.isLoading;

  async function exportAll() {
    const file = await run(exportData(), (d) => t('data.exported', { file: d.fileName }));
    exporting.reset(); // the text need not stay in the store
    if (file) download(file.text, file.fileName);
  }

  /** Imports a file as soon as it is chosen: a file that is no JSON is refused here. */
  async function importFile(file: File | null) {
    setChosen(file);
    if (!file) return;
    let snapshot: unknown;
    try {
      snapshot = JSON.parse(await file.text());
    } catch {
      report({ variant: 'danger', text: t('data.notJson', { file: file.name }) });
      return;
    }
    const done = await run(importData(snapshot), (d) =>
      t('data.imported', {
        file: file.name,
        customers: d.counts.users ?? 0,
        parcels: d.counts.parcels ?? 0,
      }),
    );
    importing.reset();
    if (done) dispatch(baseApi.util.resetApiState());
  }

  async function resetAll() {
    const done = await run(reset(), () => t('data.resetDone'));
    if (done) dispatch(baseApi.util.resetApiState());
  }

  return (
    <>
      <section aria-labelledby="demo-export-title" className="demo-section">
        <h3 id="demo-export-title" className="h6">
          {t('data.export')}
        </h3>
        <p className="demo-meta">{t('data.exportHint')}</p>
        <Button disabled={busy} onClick={() => void exportAll()}>
          {t('data.exportButton')}
        </Button>
      </section>
      <section aria-labelledby="demo-import-title" className="demo-section">
        <h3 id="demo-import-title" className="h6">
          {t('data.import')}
        </h3>
        <p className="demo-meta">{t('data.importHint')}</p>
        <FileField
          id="demo-import-file"
          name="demo-import-file"
          label={t('data.file')}
          accept="application/json,.json"
          error={null}
          file={chosen}
          onFile={(file) => void importFile(file)}
          className="mb-0"
        />
      </section>
      <section aria-labelledby="demo-reset-title" className="demo-section">
        <h3 id="demo-reset-title" className="h6">
          {t('data.reset')}
        </h3>
        <p className="demo-meta">{t('data.resetHint')}</p>
        <Button variant="outline-danger" disabled={busy} onClick={() => void resetAll()}>
          {t('data.resetButton')}
        </Button>
      </section>
    </>
  );
}
