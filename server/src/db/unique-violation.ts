/**
 * The unique index a refused write ran into (SQLSTATE 23505), found on the error or on one of its
 * causes (Drizzle wraps the driver's error); null for any other error. The constraint is '' when
 * the driver names none.
 */
export function uniqueViolation(e: unknown): { constraint: string } | null {
  for (let cur = e, depth = 0; cur && typeof cur === 'object' && depth < 4; depth++) {
    const { code, constraint, cause } = cur as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23505') return { constraint: typeof constraint === 'string' ? constraint : '' };
    cur = cause;
  }
  return null;
}

/** A unique index refused the write. */
export const isUniqueViolation = (e: unknown): boolean => uniqueViolation(e) !== null;
