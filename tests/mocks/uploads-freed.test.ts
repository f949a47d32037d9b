/**
 * Uploads free themselves (docs/security.md): a replaced invoice and a deleted parcel's invoice
 * give their room back, the bytes kept are limited per customer and in all (413 storage_full), and
 * a stored file is named by the type its bytes show, never by the client's extension.
 */
// Node's File: jsdom's would read a Uint8Array from another realm as text.
import { File as NodeFile } from 'node:buffer';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ErrorResponse, Product } from '@/api';
import { createUploads } from '@mocks/db/uploads';
import { db } from '@mocks/db/collections';
import { backend } from '@mocks/node';
import { SEED } from '@mocks/demo/seed';
import { parcel } from '../data';
import { apiSignIn } from '../helpers/session';
import { call, multipart, pdfFile, request, type Either } from './helpers';

const nodeFile = (size: number) => new NodeFile([new Uint8Array(size)], 'f.pdf') as unknown as File;

let token: string;
let owner: string;
beforeEach(async () => {
  token = await apiSignIn('AX10001');
  owner = db.users.findFirst((q) => q.where({ AXID: 'AX10001' }))!._id;
});

const invoice = { ...pdfFile, content: `${pdfFile.content}${'x'.repeat(1000)}` };
const replaceInvoice = (id: string, file = invoice) =>
  request<Either<{ product: Product }>>('/api/product/updateProductWithFile', {
    token,
    ...multipart({ ...parcel({ amount: 900 }), productId: id, amountGel: 2429.91 }, file),
  });

describe('uploads', () => {
  it('free a replaced invoice and the invoice of a deleted parcel', async () => {
    const id = SEED.parcels.iWaitingJacket;
    const names: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const { body } = await replaceInvoice(id);
      names.push(body.product.file!);
    }
    expect(new Set(names).size).toBe(5);
    expect(backend.uploads.bytes(owner)).toBe(invoice.content.length);
    for (const name of names.slice(0, -1)) expect(backend.uploads.stored(name)).toBeUndefined();

    expect((await call(`/api/product/delete/${id}`, { token, method: 'POST' })).status).toBe(200);
    expect(backend.uploads.bytes(owner)).toBe(0);
    expect(backend.uploads.stored(names.at(-1)!)).toBeUndefined();
  });

  it('refuse a file past the room of the customer with 413 storage_full', async () => {
    const room = nodeFile(30 * 1024 * 1024 - 10);
    expect(backend.uploads.store(owner, room, 'application/pdf')).not.toBeNull();
    const refused = await replaceInvoice(SEED.parcels.iWaitingJacket);
    expect(refused.status).toBe(413);
    expect((refused.body as ErrorResponse).code).toBe('storage_full');
  });

  it('limit the bytes per customer and in all, a replaced file not counted', () => {
    const uploads = createUploads({ perOwner: 10, total: 15 });
    const file = nodeFile;
    const first = uploads.store('a', file(6), 'application/pdf');
    expect(first).not.toBeNull();
    expect(uploads.store('a', file(6), 'application/pdf')).toBeNull();
    expect(uploads.store('a', file(9), 'application/pdf', first)).not.toBeNull();
    uploads.free(first);
    expect(uploads.store('b', file(7), 'application/pdf')).toBeNull();
    expect(uploads.store('b', file(6), 'application/pdf')).not.toBeNull();
  });

  it('name a stored file by the type its bytes show', async () => {
    const { body } = await replaceInvoice(SEED.parcels.iWaitingJacket, {
      ...pdfFile,
      name: 'x.html',
      type: 'application/pdf',
    });
    expect(body.product.file).toMatch(/^[0-9a-f]{32}-x\.pdf$/);
    const served = await call(`/uploads/invoices/${body.product.file}`, { token });
    expect(served.headers.get('content-type')).toBe('application/pdf');
  });
});
