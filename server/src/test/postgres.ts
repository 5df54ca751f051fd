/** Where the PostgreSQL leg of the integration tests runs; override with PG_TEST_URL. */
export const PG_TEST_URL = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432';

/** The server URL pointed at one database (default: the maintenance database `postgres`). */
export function adminUrl(database = 'postgres'): string {
  const u = new URL(PG_TEST_URL);
  u.pathname = `/${database}`;
  return u.toString();
}

export const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;
