/** SPEC section 8: a failed Gelato call is logged under the spec's message (the cause kept), then swallowed. */
export function logSwallowed(message: string, error: unknown) {
  console.error(error instanceof Error && error.message === message ? error : new Error(message, { cause: error }));
}
