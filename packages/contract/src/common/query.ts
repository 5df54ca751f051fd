import { z } from 'zod/mini';

/**
 * Helpers for GET query values: the web client may pass numbers and booleans, but the server
 * receives strings; these accept both and give the parsed value.
 */
export const qInt = (min: number = Number.MIN_SAFE_INTEGER, max: number = Number.MAX_SAFE_INTEGER) =>
  z.pipe(
    z.pipe(z.union([z.number(), z.string().check(z.trim(), z.regex(/^-?\d{1,16}$/, 'not_an_integer'))]), z.transform(Number)),
    z.number().check(z.int('not_an_integer'), z.minimum(min, 'out_of_range'), z.maximum(max, 'out_of_range')),
  );

/** A query number that must be exactly this value (e.g. typeId 0, accountTypeId 9). */
export const qConst = <N extends number>(n: N) =>
  z.pipe(
    z.union([z.literal(n), z.literal(String(n) as `${N}`)]),
    z.transform((): N => n),
  );

export const qBool = () =>
  z.pipe(
    z.union([z.boolean(), z.enum(['true', 'false'])]),
    z.transform((v) => v === true || v === 'true'),
  );

/** Epoch milliseconds in a query. */
export const qEpochMs = () => qInt(0, 8_640_000_000_000_000);
