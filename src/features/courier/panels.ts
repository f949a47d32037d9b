import { definePanel } from '@/shared/panels/definePanel';

/** Order the courier ("delivery service", the dashboard's action). */
export const courierPanel = definePanel('courier', () =>
  import('./CourierPanel').then((m) => m.CourierPanel),
);
