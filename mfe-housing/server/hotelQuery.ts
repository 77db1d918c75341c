import type { FastifySchemaCompiler } from 'fastify';
import * as v from 'valibot';
import { isIsoDate } from 'shared/site';

const LIMITS = { locationMaxLength: 100, guests: [1, 6], rooms: [1, 6] } as const;

/** A parameter given twice arrives as a list, which no rule accepts. */
const givenOnce = (name: string) => v.string(`${name} must be given once`);

const date = (name: 'checkIn' | 'checkOut') =>
  v.pipe(givenOnce(name), v.check(isIsoDate, `${name} must be a real date written yyyy-MM-dd`));

function wholeNumber(name: 'guests' | 'rooms') {
  const [min, max] = LIMITS[name];
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return v.pipe(
    givenOnce(name),
    v.regex(/^\d{1,2}$/, message),
    v.transform(Number),
    v.minValue(min, message),
    v.maxValue(max, message),
  );
}

/**
 * GET /api/cj/hotels query parameters, each optional, in the order their rules apply; unknown
 * parameters are ignored (left out of the output). Each rule's message is the one a 400 gives.
 */
export const HotelQuerySchema = v.pipe(
  v.object({
    location: v.optional(
      v.pipe(
        givenOnce('location'),
        v.maxLength(LIMITS.locationMaxLength, `location must be at most ${LIMITS.locationMaxLength} characters`),
        // eslint-disable-next-line no-control-regex -- control characters are what this rule refuses
        v.check((value) => !/[\u0000-\u001f\u007f]/.test(value), 'location must not contain control characters'),
        v.transform((value) => value.trim() || undefined),
      ),
    ),
    checkIn: v.optional(date('checkIn')),
    checkOut: v.optional(date('checkOut')),
    guests: v.optional(wholeNumber('guests')),
    rooms: v.optional(wholeNumber('rooms')),
  }),
  v.forward(
    v.partialCheck(
      [['checkIn'], ['checkOut']],
      ({ checkIn, checkOut }) => !checkIn || !checkOut || checkOut > checkIn,
      'checkOut must be after checkIn',
    ),
    ['checkOut'],
  ),
);

export type HotelQuery = v.InferOutput<typeof HotelQuerySchema>;

/** A query parameter that breaks a rule: which one, and the rule's message. The route answers it with a 400. */
export class QueryParameterError extends Error {
  constructor(
    readonly parameter: string,
    message: string,
  ) {
    super(message);
    this.name = 'QueryParameterError';
  }
}

/** A querystring declared as a valibot object schema (possibly with a pipe of cross-parameter rules). */
type QuerySchema = v.GenericSchema & { entries: v.ObjectEntries };

/**
 * Fastify's validator compiler for a querystring declared as a valibot object schema: the parsed
 * output replaces request.query; a broken rule becomes a QueryParameterError about the first
 * parameter, in the schema's order, that breaks one (cross-parameter rules run after the single
 * ones, so issues are ranked by parameter rather than taken as they come).
 */
export const valibotQueryValidator: FastifySchemaCompiler<unknown> = ({ schema }) => {
  const querySchema = schema as QuerySchema;
  const order = Object.keys(querySchema.entries);
  const rank = (issue: v.BaseIssue<unknown>) => order.indexOf(String(issue.path?.[0]?.key));
  return (data) => {
    const result = v.safeParse(querySchema, data);
    if (result.success) return { value: result.output };
    const [first] = [...result.issues].sort((a, b) => rank(a) - rank(b));
    return { error: new QueryParameterError(String(first.path?.[0]?.key ?? 'query'), first.message) };
  };
};
