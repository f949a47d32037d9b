/**
 * The demo card page's one call as the card provider: it records the provider's decision on the
 * mock's provider side (`/__demo/card-provider/decide`, described in mocks/demo-openapi.yaml,
 * never in openapi.yaml). The portal's API then learns the outcome from there alone.
 */
import { baseApi } from '@/api';

export interface CardDecision {
  paymentId: string;
  approved: boolean;
}

const providerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    demoDecideCardPayment: build.mutation<
      { success: true; paymentId: string; outcome: 'approved' | 'declined' },
      CardDecision
    >({
      query: (body) => ({ url: '/__demo/card-provider/decide', method: 'POST', body }),
    }),
  }),
});

export const { useDemoDecideCardPaymentMutation } = providerApi;
