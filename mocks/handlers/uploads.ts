/**
 * Uploaded files: a parcel's invoice and a sign-up's registry extract, read from
 * /uploads/invoices/{file} by their owner alone, with the bearer token (401 without one, 404 for a
 * file that is not the customer's). Stored names are random (128 bits) with the original name's
 * safe part after them. A file uploaded in this session is served back as it was; any other of
 * the customer's names (the seed's sample-invoice.pdf, or an upload from before a reload) gets a
 * small generated PDF. Uploads live in memory only: the persisted demo keeps their names, not
 * their bytes. Every file goes out as an attachment with nosniff: a browser never runs it as a page.
 */
import { http, HttpResponse } from 'msw';
import { db, type UserRow } from '../db/collections';
import { currentUser, notFound, unauthorized } from '../api/http';
import type { MockBackend } from './backend';

/** A minimal valid one-page PDF showing `lines` (ASCII). */
function samplePdf(lines: string[]): string {
  const escape = (s: string) => s.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');
  const text = lines.map(
    (line, i) => `${i === 0 ? '/F1 20 Tf 72 760 Td' : '/F1 12 Tf 0 -24 Td'} (${escape(line)}) Tj`,
  );
  const stream = `BT ${text.join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = pdf.length;
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return pdf;
}

/** Whether `file` is one of the customer's: a parcel's invoice or their registry extract. */
function owns(user: UserRow, file: string): boolean {
  if (user.registryFile === file) return true;
  return db.parcels.findFirst((q) => q.where({ ownerId: user._id, file })) !== undefined;
}

/** As an attachment, never sniffed into another type. */
const fileHeaders = (type: string, file: string) => ({
  'Content-Type': type,
  'Content-Disposition': `attachment; filename="${file.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'private, no-store',
});

export function uploadHandlers({ handle, uploads }: MockBackend) {
  return [
    http.get<{ file: string }>(
      '*/uploads/invoices/:file',
      handle(({ params, request }) => {
        const user = currentUser(request);
        if (!user) return unauthorized();
        if (!owns(user, params.file)) return notFound();
        const stored = uploads.stored(params.file);
        if (stored) {
          return new HttpResponse(stored.blob, {
            headers: fileHeaders(stored.type, params.file),
          });
        }
        const pdf = samplePdf([
          'Parcel Portal',
          'Sample invoice - demo data',
          `File: ${params.file}`,
        ]);
        return new HttpResponse(pdf, { headers: fileHeaders('application/pdf', params.file) });
      }),
    ),
  ];
}
