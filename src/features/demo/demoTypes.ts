/**
 * The demo controls' data, typed by hand after mocks/demo-openapi.yaml (src never imports mocks/,
 * and the controls are not in openapi.yaml, so nothing generates them): what the console's calls
 * send and answer (demoApi.ts).
 */
import type { CountryId, ParcelStatus, ProductCategory } from '@/api';
import type { DemoAccountKind } from '@/config/demo';

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
  /** The mock answers it; false, in partial mocking, when it goes to the backend. */
  mocked: boolean;
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
