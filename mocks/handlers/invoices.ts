/** invoices: the printable invoice of the customer's arrived/obtained parcels of one flight. */
import { http } from 'msw';
import type { ErrorResponse, GetInvoiceApiResponse, InvoiceBranch, InvoiceProduct } from '@/api';
import { INVOICE_BRANCHES } from '../lib/enums';
import {
  ensureInvoice,
  findFlight,
  individualFeeOf,
  invoiceParcels,
  isIndividuallyPriced,
  parcelFeeTetri,
  rateOf,
  tariffOf,
} from '../api/domain';
import { FLIGHT_ID_MAX } from '@/shared/rules/ids';
import { notFound, ok, parseEnumParam, parseIdParam } from '../api/http';
import type { MockBackend } from './backend';
import { toGel, usdFeeCents } from '../lib/money';

type InvoiceParams = { flightId: string; branch: string };

export function invoiceHandlers({ withAuth }: MockBackend) {
  return [
    http.get<InvoiceParams, never, GetInvoiceApiResponse | ErrorResponse>(
      '*/api/invoice/get/:flightId/:branch',
      withAuth(async ({ params, user }) => {
        const branch = parseEnumParam<InvoiceBranch>(params.branch, INVOICE_BRANCHES, 'branch');
        if (branch.error) return branch.error;
        const flightId = parseIdParam(params.flightId, FLIGHT_ID_MAX, 'flightId');
        if (flightId.error) return flightId.error;
        const flight = findFlight(flightId.data);
        const parcels = flight ? invoiceParcels(user, flight.flightId, branch.data) : [];
        if (!flight || parcels.length === 0) return notFound();

        // Per parcel (docs/product.md#invoice): the transport fee in USD (weight × tariff) and the
        // amount charged in GEL (weight × tariff × rate, rounded once: the fee in the debt). A
        // parcel priced individually has no USD fee; its amount is the fee staff set, if any.
        const usd = rateOf('USD');
        const lines = parcels.map((parcel) => {
          const individual = isIndividuallyPriced(parcel);
          const tariff = tariffOf(parcel.senderCountryId, user.type);
          return {
            parcel,
            individual,
            tariff,
            usdCents: individual ? null : usdFeeCents(parcel.weight ?? 0, tariff),
            fee: individual ? individualFeeOf(parcel) : parcelFeeTetri(parcel, user),
          };
        });
        const products: InvoiceProduct[] = lines.map(
          ({ parcel, individual, tariff, usdCents, fee }) => ({
            productOrderId: parcel.productOrderId,
            quantity: parcel.quantity,
            weight: parcel.weight ?? 0,
            tariff,
            rate: { USD: usd },
            transportFee: usdCents === null ? null : usdCents / 100,
            amount: fee === null ? null : toGel(fee),
            individualPrice: individual,
          }),
        );
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
              allSum: toGel(lines.reduce((sum, line) => sum + (line.fee ?? 0), 0)),
            },
          },
          products,
        };
        return ok(body);
      }),
    ),
  ];
}
