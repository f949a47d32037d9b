/**
 * The demo console's calls: the mock backend's controls under /__demo/ (mock-only; described in
 * mocks/demo-openapi.yaml, never in openapi.yaml, so they are typed here by hand after that
 * document). Endpoint names are its operationIds. They go through the app's one base query, so
 * they wait for the mock service worker like every call; faults never touch /__demo.
 *
 * Every action of the staff simulator and the scenarios invalidates every cache tag of the app:
 * open screens (dashboard, greeting, bell, courier panel, rates, schedule) refetch at once.
 */
import {
  baseApi,
  TAG_TYPES,
  type CountryId,
  type ParcelStatus,
  type ProductCategory,
  type RateCode,
} from '@/api';
import type {
  DemoAccountKind,
  Failure,
  FaultError,
  FaultSettings,
  FaultTimes,
  Latency,
} from '@/config/demo';

export type DemoErrorCode =
  | 'validation_error'
  | 'unauthorized'
  | 'not_found'
  | 'product_unpaid'
  | 'wrong_stage'
  | 'snapshot_invalid'
  | 'snapshot_version';

export interface Persona {
  AXID: string;
  name: string;
  kind: DemoAccountKind;
  email: string;
  /** One of the seeded demo accounts (else created in this demo). */
  demo: boolean;
}

export interface DemoParcel {
  _id: string;
  productOrderId: string;
  /** The product category. */
  productName: ProductCategory;
  status: ParcelStatus;
  senderCountryId: CountryId;
  flightId: string | null;
  weight: number | null;
  /** GEL; null while a parcel priced individually has no fee yet. */
  fee: number | null;
  /** 50 kg or more: priced individually, its fee set by staff. */
  individualPrice: boolean;
  state: 'paid' | 'unpaid';
  custom: boolean;
  clearance: boolean;
  createdAt: string;
}

export interface DemoFlight {
  _id: string;
  flightId: string;
  countryId: CountryId;
  stage: 'planned' | 'departed' | 'landed';
  /** Open for edits. */
  updateStatus: boolean;
  startdAt: string | null;
  estimatedAt: string | null;
  endAt: string | null;
  /** The customer's parcels on it (in the customer read). */
  parcels?: number;
}

export interface CustomerState {
  customer: {
    AXID: string;
    name: string;
    kind: DemoAccountKind;
    email: string;
    balance: number;
    debt: number;
  };
  parcels: DemoParcel[];
  flights: DemoFlight[];
}

export interface ApiOperation {
  operationId: string;
  method: string;
  path: string;
}

export interface NotificationTexts {
  titleKa: string;
  titleRu: string;
  titleEn: string;
  descriptionKa: string;
  descriptionRu: string;
  descriptionEn: string;
}

/** An export: the file's name (from Content-Disposition) and its text. */
export interface DemoExport {
  fileName: string;
  text: string;
}

type Customer = { axid: string };
type Ok<T = object> = { success: true } & T;

/** Every cache tag of the app, and the console's own reads. */
const EVERYTHING = ['Demo', 'DemoFaults', ...TAG_TYPES] as const;

const post = <T>(route: string, body: T) => ({
  url: `/__demo/${route}`,
  method: 'POST',
  body,
});

/** `attachment; filename="x.json"` → x.json */
function fileNameOf(disposition: string | null): string {
  return /filename="?([^";]+)"?/.exec(disposition ?? '')?.[1] ?? 'parcel-portal-demo.json';
}

export const demoApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Demo', 'DemoFaults'] })
  .injectEndpoints({
    endpoints: (build) => ({
      // ---- personas
      demoListPersonas: build.query<Ok<{ personas: Persona[] }>, void>({
        query: () => '/__demo/personas',
        providesTags: ['Demo'],
      }),
      demoSignInAs: build.mutation<Ok<{ AXID: string; token: string }>, Customer>({
        query: (body) => post('personas/signin', body),
      }),

      // ---- the chosen customer's parcels (of one stage) and flights
      demoGetCustomer: build.query<Ok<CustomerState>, { axid: string; status: ParcelStatus }>({
        query: (params) => ({ url: '/__demo/customer', params }),
        providesTags: ['Demo'],
      }),

      // ---- staff simulator
      demoReceiveParcel: build.mutation<
        Ok<{ parcel: DemoParcel }>,
        Customer & { parcelId: string; weight?: number }
      >({
        query: (body) => post('parcels/receive', body),
        invalidatesTags: [...EVERYTHING],
      }),
      demoShipParcels: build.mutation<
        Ok<{ parcels: number; flights: DemoFlight[] }>,
        Customer & { parcelIds?: string[] }
      >({
        query: (body) => post('parcels/ship', body),
        invalidatesTags: [...EVERYTHING],
      }),
      demoHandOverParcels: build.mutation<
        Ok<{ parcels: number }>,
        Customer & { parcelIds?: string[] }
      >({
        query: (body) => post('parcels/handover', body),
        invalidatesTags: [...EVERYTHING],
      }),
      demoSetParcelFee: build.mutation<
        Ok<{ parcel: DemoParcel }>,
        Customer & { parcelId: string; fee: number }
      >({
        query: (body) => post('parcels/fee', body),
        invalidatesTags: [...EVERYTHING],
      }),
      demoFlagCustoms: build.mutation<
        Ok<{ parcel: DemoParcel }>,
        Customer & { parcelId: string; custom: boolean; clearance?: boolean }
      >({
        query: (body) => post('parcels/customs', body),
        invalidatesTags: [...EVERYTHING],
      }),
      demoSetFlightEdits: build.mutation<
        Ok<{ flight: DemoFlight }>,
        { flightId: string; open: boolean }
      >({
        query: (body) => post('flights/edits', body),
        invalidatesTags: [...EVERYTHING],
      }),
      demoLandFlight: build.mutation<
        Ok<{ flight: DemoFlight; parcels: number; customers: string[] }>,
        { flightId: string }
      >({
        query: (body) => post('flights/land', body),
        invalidatesTags: [...EVERYTHING],
      }),
      demoSendNotification: build.mutation<
        Ok<{ notification: { _id: string } }>,
        Customer & NotificationTexts
      >({
        query: (body) => post('notifications', body),
        invalidatesTags: [...EVERYTHING],
      }),
      demoSetRate: build.mutation<
        Ok<{ rates: { code: RateCode; rate: number }[] }>,
        { code: RateCode; rate: number }
      >({
        query: (body) => post('rates', body),
        invalidatesTags: [...EVERYTHING],
      }),

      // ---- scenarios (the ones that sign in reset the cache instead: see useSignInAs)
      demoCreateEmptyAccount: build.mutation<
        Ok<{ AXID: string; email: string; password: string; token: string }>,
        { kind: DemoAccountKind }
      >({
        query: (body) => post('scenarios/empty-account', body),
      }),
      demoAddBigDebt: build.mutation<
        Ok<{ AXID: string; flightId: string; balance: number; debt: number }>,
        Customer
      >({
        query: (body) => post('scenarios/big-debt', body),
        invalidatesTags: [...EVERYTHING],
      }),
      demoAddParcels: build.mutation<
        Ok<{ AXID: string; added: number }>,
        Customer & { count: 100 | 1000 | 10000 }
      >({
        query: (body) => post('scenarios/parcels', body),
        invalidatesTags: [...EVERYTHING],
      }),
      demoReset: build.mutation<Ok, void>({
        query: () => post('reset', {}),
      }),

      // ---- export / import
      demoExport: build.mutation<DemoExport, void>({
        query: () => ({
          url: '/__demo/export',
          responseHandler: async (response: Response): Promise<DemoExport> => ({
            fileName: fileNameOf(response.headers.get('content-disposition')),
            text: await response.text(),
          }),
        }),
      }),
      demoImport: build.mutation<Ok<{ counts: Record<string, number> }>, unknown>({
        query: (snapshot) => post('import', snapshot),
      }),

      // ---- faults
      demoGetFaults: build.query<Ok<{ faults: FaultSettings; operations: ApiOperation[] }>, void>({
        query: () => '/__demo/faults',
        providesTags: ['DemoFaults'],
      }),
      demoSetLatency: build.mutation<Ok<{ faults: FaultSettings }>, { ms: Latency }>({
        query: (body) => post('faults/latency', body),
        invalidatesTags: ['DemoFaults'],
      }),
      demoSetOffline: build.mutation<Ok<{ faults: FaultSettings }>, { offline: boolean }>({
        query: (body) => post('faults/offline', body),
        invalidatesTags: ['DemoFaults'],
      }),
      demoFailOperation: build.mutation<
        Ok<{ failure: Failure; faults: FaultSettings }>,
        { operation: string; error: FaultError; times: FaultTimes }
      >({
        query: (body) => post('faults/fail', body),
        invalidatesTags: ['DemoFaults'],
      }),
      demoClearFaults: build.mutation<Ok<{ faults: FaultSettings }>, void>({
        query: () => post('faults/clear', {}),
        invalidatesTags: ['DemoFaults'],
      }),
      // The app meets the expired token at once: the customer's data is refetched, answers 401,
      // and the app signs out as with the real backend.
      demoExpireSession: build.mutation<Ok<{ expired: number; faults: FaultSettings }>, Customer>({
        query: (body) => post('faults/expire-session', body),
        invalidatesTags: [...EVERYTHING],
      }),
    }),
  });

export const {
  useDemoListPersonasQuery,
  useDemoSignInAsMutation,
  useDemoGetCustomerQuery,
  useDemoReceiveParcelMutation,
  useDemoShipParcelsMutation,
  useDemoHandOverParcelsMutation,
  useDemoSetParcelFeeMutation,
  useDemoFlagCustomsMutation,
  useDemoSetFlightEditsMutation,
  useDemoLandFlightMutation,
  useDemoSendNotificationMutation,
  useDemoSetRateMutation,
  useDemoCreateEmptyAccountMutation,
  useDemoAddBigDebtMutation,
  useDemoAddParcelsMutation,
  useDemoResetMutation,
  useDemoExportMutation,
  useDemoImportMutation,
  useDemoGetFaultsQuery,
  useDemoSetLatencyMutation,
  useDemoSetOfflineMutation,
  useDemoFailOperationMutation,
  useDemoClearFaultsMutation,
  useDemoExpireSessionMutation,
} = demoApi;
