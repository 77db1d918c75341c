import type { DeliveryServerOptions } from '../delivery/deliveryServer';
import { createSessionStore } from '../platform/sessions';
import { DEFAULT_DELIVERY_RATE_LIMIT } from '../settings';

/**
 * Test only: a delivery server's options as site-control's main makes them on one machine (no Redis),
 * for the service and keys a test brings, with the named seams it changes (no judge's reports yet).
 */
export function deliveryServerOptions(
  options: Pick<DeliveryServerOptions, 'delivery' | 'keys'> & Partial<DeliveryServerOptions>,
): DeliveryServerOptions {
  return {
    judge: async () => [],
    rateLimit: DEFAULT_DELIVERY_RATE_LIMIT,
    logger: false,
    sessions: createSessionStore(),
    redis: undefined,
    ...options,
  };
}
