/**
 * The demo console's calls: the mock backend's controls under /__demo/ (mock-only; described in
 * mocks/demo-openapi.yaml, never in openapi.yaml, so their data is typed by hand after that
 * document in demoTypes.ts). Endpoint names are its operationIds. They go through the app's one
 * base query, so they wait for the mock service worker like every call; faults never touch /__demo.
 *
 * Every action of the staff simulator and the scenarios invalidates every cache tag of the app:
 * open screens (dashboard, greeting, bell, courier panel, rates, schedule) refetch at once.
 */
import { baseApi, TAG_TYPES, type ParcelStatus, type RateCode } from '@/api';
import type { DemoAccountKind } from '@/config/demo';
import type { Failure, FaultError, FaultSettings, FaultTimes, Latency } from '@/config/faults';
import type {
  ApiOperation,
  CustomerState,
  DemoExport,
  DemoFlight,
  DemoParcel,
  NotificationTexts,
  Persona,
} from './demoTypes';

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
      demoGetFaults: build.query<
        Ok<{
          faults: FaultSettings;
          operations: ApiOperation[];
          partial: boolean;
          unknown: string[];
        }>,
        void
      >({
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
