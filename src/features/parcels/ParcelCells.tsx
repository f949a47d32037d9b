import { ExclamationTriangleFill } from '@/shared/icons/ExclamationTriangleFill';
import type { ParcelRowModel } from './parcelRowModel';

/**
 * A parcel's tracking number, customs mark and note: a cell of the table, or the heading of a
 * card (with `heading`, which names the card).
 */
export function TrackingCell({
  model,
  heading = false,
}: {
  model: ParcelRowModel;
  heading?: boolean;
}) {
  const Tag = heading ? 'h3' : 'span';
  return (
    <div className="parcel-tracking">
      <Tag id={heading ? model.headingId : undefined} className="parcel-tracking-number">
        {model.tracking}
      </Tag>
      {model.customsFlag !== null && (
        <span className="parcel-customs-flag">
          <ExclamationTriangleFill aria-hidden /> {model.customsFlag}
        </span>
      )}
      {model.note && <span className="parcel-note">{model.note}</span>}
    </div>
  );
}

/** The weight, or that it is pending; and "priced individually" under it when so. */
export function WeightCell({ model }: { model: ParcelRowModel }) {
  if (!model.weighed) return <span className="text-body-secondary">{model.weight}</span>;
  return (
    <>
      {model.weight}
      {model.individualPrice && (
        <span className="parcel-individual-price d-block" title={model.individualPrice.hint}>
          {model.individualPrice.text}
          <span className="visually-hidden">. {model.individualPrice.hint}</span>
        </span>
      )}
    </>
  );
}
