/** invoices: the printable invoice of the customer's arrived/obtained parcels of one flight. */
import { http } from 'msw';
import type { ErrorResponse, GetInvoiceApiResponse, InvoiceBranch, InvoiceProduct } from '@/api';
import { INVOICE_BRANCHES } from '../db/enums';
import {
  ensureInvoice,
  findFlight,
  invoiceParcels,
  parcelFeeTetri,
  rateOf,
  tariffOf,
} from '../lib/domain';
import { notFound, ok, parseEnumParam, withAuth } from '../lib/http';
import { toGel } from '../lib/money';

type InvoiceParams = { flightId: string; branch: string };

export const invoiceHandlers = [
  http.get<InvoiceParams, never, GetInvoiceApiResponse | ErrorResponse>(
    '*/api/invoice/get/:flightId/:branch',
    withAuth(async ({ params, user }) => {
      const branch = parseEnumParam<InvoiceBranch>(params.branch, INVOICE_BRANCHES, 'branch');
      if (branch.error) return branch.error;
      const flight = findFlight(params.flightId);
      const parcels = flight ? invoiceParcels(user, flight.flightId, branch.data) : [];
      if (!flight || parcels.length === 0) return notFound();

      const usd = rateOf('USD');
      const lines = parcels.map((parcel) => ({ parcel, fee: parcelFeeTetri(parcel, user) }));
      const products: InvoiceProduct[] = lines.map(({ parcel, fee }) => ({
        productOrderId: parcel.productOrderId,
        quantity: parcel.quantity,
        weight: parcel.weight ?? 0,
        tariff: tariffOf(parcel.senderCountryId, user.type),
        rate: { USD: usd },
        amount: toGel(fee),
        transportFee: toGel(fee),
      }));
      const grams = parcels.reduce((sum, p) => sum + Math.round((p.weight ?? 0) * 1000), 0);
      const {
        userId: _user,
        branch: _branch,
        ...invoice
      } = await ensureInvoice(user, flight, branch.data);
      const info = user.information;
      const body: GetInvoiceApiResponse = {
        success: true,
        invoice: {
          ...invoice,
          additionalInformation: {
            userType: user.type,
            nameKa: info.nameKa,
            lastNameKa: info.lastNameKa,
            nameEn: info.nameEn,
            lastNameEn: info.lastNameEn,
            LTDName: info.LTDName,
            LTDNameEn: info.LTDNameEn,
            // An individual entrepreneur is named as the person, with the personal number.
            indEntrepreneur: info.indEntrepreneur,
            passport: info.passportId ?? info.personId,
            orgId: info.orgId,
            allQuantity: parcels.reduce((sum, p) => sum + p.quantity, 0),
            allWeight: grams / 1000,
            allSum: toGel(lines.reduce((sum, line) => sum + line.fee, 0)),
          },
        },
        products,
      };
      return ok(body);
    }),
  ),
];
