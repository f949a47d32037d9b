/** parcels: the customer's parcels: lists with counts and flight groups, declare, edit, delete, debt. */
import { http, type HttpResponse, type PathParams } from 'msw';
import type {
  AddParcelApiResponse,
  AddProductRequest,
  DeleteParcelApiResponse,
  ErrorResponse,
  GetDebtSumApiResponse,
  GetParcelApiResponse,
  GetParcelsApiResponse,
  ParcelStatus,
  ProductCounts,
  UpdateParcelApiResponse,
  UpdateProductRequest,
} from '@/api';
import { db, type ParcelRecord, type UserRow } from '../db/collections';
import { COUNTRY, PARCEL_STATUSES } from '../lib/enums';
import {
  debtParts,
  debtTetri,
  declaredTetri,
  findFlight,
  flightGroups,
  newestFirst,
  parcelsOf,
  toProduct,
  unpricedCount,
} from '../api/domain';
import {
  apiError,
  badRequest,
  notFound,
  ok,
  parseEnumParam,
  parsePaging,
  readJson,
  readMultipart,
  type ErrorAnswer,
  parseIdParam,
} from '../api/http';
import type { Upload, Uploads } from '../db/uploads';
import type { MockBackend } from './backend';
import { newId } from '../lib/ids';
import { ID_MAX, INVOICE_THRESHOLD_TETRI, matchesTracking, TRACKING_MAX } from '@/shared/rules';
import { toGel } from '../lib/money';
import { addParcelSchema, OTHER_SHOP, updateParcelSchema } from '../lib/schemas';

type ListParams = { status: string; skip: string; limit: string };
type ParcelAnswer = Promise<HttpResponse<AddParcelApiResponse> | ErrorAnswer>;

// Plain searches of the records, as parcelsOf (api/domain.ts) reads them: thousands in a scenario.
const ownParcel = (user: UserRow, id: string) =>
  db.parcels.all().find((parcel) => parcel._id === id && parcel.ownerId === user._id);

/** The declared fields of a parcel as stored, from a validated add/update payload. */
function declaredFields(data: AddProductRequest) {
  return {
    productName: data.productName,
    quantity: data.quantity,
    shop: data.personalParcel ? null : (data.shop ?? null),
    otherShop: !data.personalParcel && data.shop === OTHER_SHOP ? (data.shopOther ?? null) : null,
    personalParcel: data.personalParcel,
    senderName: data.personalParcel ? (data.senderName ?? null) : null,
    price: data.amount,
    currency: data.currency,
    description: data.description?.trim() || null,
    branch: data.branches,
    clearance: data.clearance,
  };
}

/** Subject to customs: 300 GEL or more with the current rates, or clearance requested. */
const needsCustoms = (data: AddProductRequest) =>
  data.clearance || declaredTetri(data.amount, data.currency) >= INVOICE_THRESHOLD_TETRI;

async function addParcel(
  uploads: Uploads,
  user: UserRow,
  data: AddProductRequest,
  file: Upload | null,
): ParcelAnswer {
  const tracking = data.productOrderId.toUpperCase();
  if (db.parcels.all().some((parcel) => parcel.productOrderId.toUpperCase() === tracking)) {
    return badRequest('product_already_added');
  }
  const custom = needsCustoms(data);
  if (custom && !file) return badRequest('file_required');
  const stored = file ? uploads.store(user._id, file.file, file.type) : null;
  if (file && !stored) return apiError(413, 'storage_full');
  const parcel = await db.parcels.create({
    ...declaredFields(data),
    _id: newId(),
    ownerId: user._id,
    productOrderId: data.productOrderId,
    senderCountryId: data.senderCountryId,
    flightId: null,
    file: stored,
    custom,
    state: 'unpaid',
    weight: null,
    status: 'waiting',
    createdAt: new Date().toISOString(),
  });
  const body: AddParcelApiResponse = { success: true, product: toProduct(parcel) };
  return ok(body);
}

/** Waiting parcels, and sent ones while staff keep their flight open (updateStatus). */
function isEditable(parcel: ParcelRecord): boolean {
  if (parcel.status === 'waiting') return true;
  return (
    parcel.status === 'sent' &&
    parcel.flightId !== null &&
    Boolean(findFlight(parcel.flightId)?.updateStatus)
  );
}

async function updateParcel(
  uploads: Uploads,
  user: UserRow,
  data: UpdateProductRequest,
  file: Upload | null,
): ParcelAnswer {
  const parcel = ownParcel(user, data.productId);
  if (!parcel) return notFound();
  if (!isEditable(parcel)) return badRequest('product_not_editable');
  // The country and the tracking number cannot change: the stored ones are kept.
  const stored = {
    ...data,
    senderCountryId: parcel.senderCountryId,
    productOrderId: parcel.productOrderId,
  };
  // The invoice is required by the declared value or clearance; `custom` also stays on when
  // staff had set it (docs/product.md#the-300-gel-rule: "or when the server says so").
  const declaredCustoms = needsCustoms(stored);
  if (declaredCustoms && !file && !parcel.file) return badRequest('file_required');
  const custom = declaredCustoms || parcel.custom;
  // The new file takes the room of the one it replaces, which is freed once the parcel has it.
  const replaced = parcel.file;
  const storedFile = file ? uploads.store(user._id, file.file, file.type, replaced) : null;
  if (file && !storedFile) return apiError(413, 'storage_full');
  const updated = await db.parcels.update(parcel, {
    data(draft) {
      Object.assign(draft, declaredFields(stored), { custom });
      if (storedFile) draft.file = storedFile;
    },
  });
  if (storedFile && replaced !== storedFile) uploads.free(replaced);
  const body: UpdateParcelApiResponse = { success: true, product: toProduct(updated ?? parcel) };
  return ok(body);
}

/** getParcels / getParcelsWith: one tab, newest first, paged, with counts, flight groups and newArr. */
const listParcels = (withAuth: MockBackend['withAuth']) =>
  withAuth<ListParams, never, GetParcelsApiResponse>(({ params, request, user }) => {
    const status = parseEnumParam<ParcelStatus>(params.status, PARCEL_STATUSES, 'status');
    if (status.error) return status.error;
    const paging = parsePaging(params);
    if (paging.error) return paging.error;
    // A search by tracking number: letters and digits (openapi.yaml, TrackingQuery).
    const tracking = new URL(request.url).searchParams.get('tracking') ?? '';
    if (tracking.length > TRACKING_MAX || !/^[A-Za-z0-9]*$/.test(tracking)) {
      return badRequest('validation_error', 'tracking: letters and digits, at most 40');
    }

    const inTab = parcelsOf(user, (parcel) => parcel.status === status.data).sort(newestFirst);
    const query = tracking.toUpperCase();
    const listed = query ? inTab.filter((p) => matchesTracking(p.productOrderId, query)) : inTab;
    const page = listed.slice(paging.data.skip, paging.data.skip + paging.data.limit);
    const count: ProductCounts = { total: listed.length, china: 0, usa: 0, turkey: 0, greece: 0 };
    for (const parcel of listed) count[COUNTRY[parcel.senderCountryId].count] += 1;

    // newArr: the customer's arrived flights that are paid, i.e. ready to be handed over.
    const arrived = parcelsOf(user, (parcel) => parcel.status === 'arrived');
    const body: GetParcelsApiResponse = {
      success: true,
      products: page.map(toProduct),
      count,
      flights: flightGroups(user, page, inTab),
      newArr: flightGroups(user, arrived).filter(
        (group) => group.flightId !== null && group.state === 'paid',
      ),
    };
    return ok(body);
  });

/**
 * The contract's paths say "product"; each answers the generated endpoint of our name
 * (openapi-config.cjs): /api/product/addProduct is `addParcel`, /api/product/gets/… `getParcels`.
 */
export function parcelHandlers({ withAuth, uploads }: MockBackend) {
  const list = listParcels(withAuth);
  return [
    http.get<PathParams, never, GetDebtSumApiResponse | ErrorResponse>(
      '*/api/product/debtSum',
      withAuth(({ user }) => {
        const body: GetDebtSumApiResponse = {
          success: true,
          deptSum: toGel(debtTetri(user)),
          unpriced: unpricedCount(user),
          parts: debtParts(user).map(({ flightId, countryId, debt }) => ({
            flightId,
            countryId,
            debt,
          })),
        };
        return ok(body);
      }),
    ),

    http.get<ListParams, never, GetParcelsApiResponse | ErrorResponse>(
      '*/api/product/gets/:status/:skip/:limit',
      list,
    ),
    http.get<ListParams, never, GetParcelsApiResponse | ErrorResponse>(
      '*/api/product/getswith/:status/:skip/:limit',
      list,
    ),

    http.get<{ id: string }, never, GetParcelApiResponse | ErrorResponse>(
      '*/api/product/get/:id',
      withAuth(({ params, user }) => {
        const id = parseIdParam(params.id, ID_MAX, 'id');
        if (id.error) return id.error;
        const parcel = ownParcel(user, id.data);
        if (!parcel) return notFound();
        const body: GetParcelApiResponse = { success: true, product: toProduct(parcel) };
        return ok(body);
      }),
    ),

    http.post<PathParams, AddProductRequest, AddParcelApiResponse | ErrorResponse>(
      '*/api/product/addProduct',
      withAuth(async ({ request, user }) => {
        const { data, error } = await readJson(request, addParcelSchema);
        return error ?? addParcel(uploads, user, data, null);
      }),
    ),

    http.post<PathParams, never, AddParcelApiResponse | ErrorResponse>(
      '*/api/product/addProductWithFile',
      withAuth(async ({ request, user }) => {
        const { data, error } = await readMultipart(request, addParcelSchema, {
          requireFile: true,
        });
        return (
          error ??
          addParcel(
            uploads,
            user,
            data.inputs,
            data.file && { file: data.file, type: data.fileType ?? '' },
          )
        );
      }),
    ),

    http.post<PathParams, UpdateProductRequest, UpdateParcelApiResponse | ErrorResponse>(
      '*/api/product/updateProduct',
      withAuth(async ({ request, user }) => {
        const { data, error } = await readJson(request, updateParcelSchema);
        return error ?? updateParcel(uploads, user, data, null);
      }),
    ),

    http.post<PathParams, never, UpdateParcelApiResponse | ErrorResponse>(
      '*/api/product/updateProductWithFile',
      withAuth(async ({ request, user }) => {
        const { data, error } = await readMultipart(request, updateParcelSchema, {
          requireFile: true,
        });
        return (
          error ??
          updateParcel(
            uploads,
            user,
            data.inputs,
            data.file && { file: data.file, type: data.fileType ?? '' },
          )
        );
      }),
    ),

    http.post<{ id: string }, never, DeleteParcelApiResponse | ErrorResponse>(
      '*/api/product/delete/:id',
      withAuth(({ params, user }) => {
        const id = parseIdParam(params.id, ID_MAX, 'id');
        if (id.error) return id.error;
        const parcel = ownParcel(user, id.data);
        if (!parcel) return notFound();
        if (parcel.status !== 'waiting') return badRequest('product_not_deletable');
        db.parcels.delete(parcel);
        uploads.free(parcel.file);
        const body: DeleteParcelApiResponse = { success: true, message: 'Parcel deleted' };
        return ok(body);
      }),
    ),
  ];
}
