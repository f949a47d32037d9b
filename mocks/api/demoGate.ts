/**
 * Who may use the demo controls (/__demo/, mocks/demo-openapi.yaml). Every demo handler asks its
 * gate before it reads anything, so no change of routing in front of the handlers (a spelling of
 * the path, a proxy, a new server) can open them: whoever builds the handlers must choose one.
 */
import { apiError, notFound, type ErrorAnswer } from './http';

/** null: the request may go ahead; otherwise the answer to send instead. */
export type DemoGate = (request: Request) => ErrorAnswer | null;

/** The header that carries the demo controls' secret. */
export const DEMO_SECRET_HEADER = 'X-Demo-Secret';

/**
 * The demo in the browser and the tests in node: the page plays the customer and the forwarder
 * on one machine by design, so its controls are open.
 */
export const openDemoGate: DemoGate = () => null;

/** Whether `given` is `secret`, in a time that does not depend on where they differ. */
function sameSecret(given: string | null, secret: string): boolean {
  if (given === null || given.length !== secret.length) return false;
  let difference = 0;
  for (let i = 0; i < secret.length; i++) difference |= given.charCodeAt(i) ^ secret.charCodeAt(i);
  return difference === 0;
}

/**
 * The HTTP server's gate: the controls answer only with `secret` in X-Demo-Secret (401
 * otherwise); with no secret they do not exist (404).
 */
export function secretDemoGate(secret: string | null): DemoGate {
  return (request) => {
    if (secret === null) return notFound('not_found', 'The demo controls are off on this server');
    if (sameSecret(request.headers.get(DEMO_SECRET_HEADER), secret)) return null;
    return apiError(
      401,
      'unauthorized',
      `The demo controls need the ${DEMO_SECRET_HEADER} header the server printed at start`,
    );
  };
}
