/**
 * What one parcel of the list shows, computed once per rendered parcel: the table's row (wide
 * screens) and the phone's card both draw from it, so the two layouts cannot disagree on a
 * value, a word or an action. Pure: the words and the number formats come in as `t` and the
 * language.
 */
import type { TFunction } from 'i18next';
import type { ParcelStatus, Product } from '@/api';
import type { Language } from '@/i18n/languages';
import { OTHER_SHOP, shopName } from '@/shared/catalog';
import { formatKg, formatMoney } from '@/shared/format';
import { awaitsPrice, type ParcelGroup } from './grouping';

/**
 * What a parcel offers by stage (docs/product.md#what-a-parcel-offers-by-stage): waiting — edit and
 * delete; sent — edit while staff keep its flight open (updateStatus); stock, arrived and obtained
 * — nothing.
 */
export interface ParcelRowActions {
  edit: boolean;
  delete: boolean;
}

export interface ParcelRowModel {
  /** The parcel, for the controls that act on it (its invoice file, edit, delete). */
  parcel: Product;
  tracking: string;
  /** The id of the card's heading, which names the card. */
  headingId: string;
  /** Subject to customs (flagged by staff or clearance asked): the row is marked and says so. */
  customs: boolean;
  /** The words of that mark; null when not subject to customs. */
  customsFlag: string | null;
  /** The customer's note. */
  note: string | null;
  category: string;
  /** The shop, or the sender of a personal parcel. */
  shop: string;
  quantity: number;
  /** The declared price in its currency. */
  price: string;
  /** Weighed at the warehouse: `weight` is in kg, else it says the weight is pending. */
  weighed: boolean;
  weight: string;
  /**
   * 50 kg or more and no fee set yet: "priced individually", said where a fee would otherwise be
   * owed (docs/product.md#transport-fee), with its hint. Null for every other parcel.
   */
  individualPrice: { text: string; hint: string } | null;
  actions: ParcelRowActions;
}

export function parcelRowModel(
  parcel: Product,
  group: ParcelGroup,
  status: ParcelStatus,
  t: TFunction<'parcels'>,
  lng: Language,
): ParcelRowModel {
  const customs = parcel.custom || parcel.clearance;
  const weighed = parcel.weight !== null;
  return {
    parcel,
    tracking: parcel.productOrderId,
    headingId: `parcel-${parcel._id}`,
    customs,
    customsFlag: customs ? t('customs.parcel') : null,
    note: parcel.description || null,
    category: t(`categories.${parcel.productName}`),
    shop: shopText(parcel, t),
    quantity: parcel.quantity,
    price: declaredPrice(parcel, lng),
    weighed,
    weight:
      parcel.weight === null
        ? t('weight.pending')
        : t('weight.kg', {
            weight: formatKg(parcel.weight, lng),
          }),
    individualPrice:
      weighed && awaitsPrice(parcel)
        ? { text: t('weight.individual'), hint: t('weight.individualHint') }
        : null,
    actions: {
      edit: status === 'waiting' || (status === 'sent' && Boolean(group.flight?.updateStatus)),
      delete: status === 'waiting',
    },
  };
}

function shopText(parcel: Product, t: TFunction<'parcels'>): string {
  if (parcel.personalParcel) return t('shop.personal', { sender: parcel.senderName ?? '' });
  if (parcel.shop === OTHER_SHOP) return parcel.otherShop ?? t('shop.other');
  return parcel.shop ? shopName(parcel.shop) : '—';
}

function declaredPrice(parcel: Product, lng: Language): string {
  return formatMoney(parcel.price, parcel.currency, lng);
}
