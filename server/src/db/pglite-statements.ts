import { parse, protocol, type ParserOptions, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

/**
 * The embedded database with its statements kept: what Drizzle is handed in place of the PGlite
 * client (the two calls it makes, `query` and `transaction`).
 *
 * PGlite runs every query as an unnamed statement, parsed, analysed and planned afresh, in six
 * calls into the WebAssembly module (parse, describe, bind, describe, execute, sync). For the
 * joins the lobby and member centre read, planning alone is most of a request's cost: the winner
 * board's seven-table join took 3.3–3.7 ms planned afresh and 0.36 ms executed as a prepared
 * statement. Here each SQL text a repository sends is parsed once into a named statement of this
 * connection, and every later run is one call (bind, execute, sync); PostgreSQL keeps its plan
 * as it does for any prepared statement (custom plans first, a generic one once it costs no more).
 * The PostgreSQL driver's pool needs none of this: there planning is native and fast.
 *
 * Only data statements are kept (select, insert, update, delete, with); anything else (set,
 * savepoints, DDL of the migrations) goes through PGlite's own path. At most KEPT statements are
 * kept; the least recently run one is closed when another comes.
 */
export interface KeptStatementsClient {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
}

/** How many statements a connection keeps by default: the server sends a few hundred distinct ones. */
const KEPT = 500;
const KEEPABLE = /^\s*\(?\s*(select|insert|update|delete|with)\b/i;

type Messages = Awaited<ReturnType<PGlite['execProtocolStream']>>;

interface Column {
  name: string;
  dataTypeID: number;
}

interface Statement {
  name: string;
  paramTypes: number[];
  /** Its rows' columns (none for a statement that returns no rows). */
  fields: Column[];
}

const { serialize } = protocol;
/** Statement names, unique in the process (a connection may be handed to more than one of these). */
let named = 0;

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** The error a run answered, told like PGlite's own (the SQL and parameters on it). */
function failure(messages: Messages, sql: string, params: unknown[], options: QueryOptions | undefined): Error | undefined {
  const error = messages.find((m) => m.name === 'error') as (Error & Record<string, unknown>) | undefined;
  if (!error) return undefined;
  error.query = sql;
  error.params = params;
  error.queryOptions = options;
  return error;
}

/**
 * A run's rows and count, as PGlite's own result parser makes them (`parse.parseResults`): rows as
 * objects or arrays, each value through the parser asked for or the client's, null as null, and
 * the rows an insert, update, delete or merge touched. Written here because that parser merges
 * every parser into a new object on each query, a tenth of the database's CPU in a profile.
 */
function resultOf<T>(fields: Column[], messages: Messages, defaults: ParserOptions, options: QueryOptions | undefined): Results<T> {
  // called as PGlite calls them: the text and its type (the declared type names the text only)
  const parsers = fields.map(({ dataTypeID }) => (options?.parsers?.[dataTypeID] ?? defaults[dataTypeID]) as ((value: string, typeId: number) => unknown) | undefined);
  const asArrays = options?.rowMode === 'array';
  const rows: unknown[] = [];
  const result: Results<T> = { rows: rows as Results<T>['rows'], fields, affectedRows: 0 };
  for (const message of messages) {
    if (message.name === 'dataRow') {
      const values = (message as unknown as { fields: (string | null)[] }).fields.map((value, i) => {
        const parser = parsers[i];
        return value === null ? null : parser ? parser(value, fields[i]!.dataTypeID) : value;
      });
      if (asArrays) rows.push(values);
      else {
        const row: Record<string, unknown> = {};
        fields.forEach((field, i) => (row[field.name] = values[i]));
        rows.push(row);
      }
    } else if (message.name === 'commandComplete') {
      const words = (message as unknown as { text: string }).text.split(' ');
      const command = words[0]!;
      const count = Number.parseInt(words.at(-1)!, 10);
      result.command = command;
      if (!Number.isNaN(count)) {
        result.rowCount = count;
        if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command)) result.affectedRows = count;
      }
    }
  }
  return result;
}

export function keptStatements(client: PGlite, { kept = KEPT }: { kept?: number } = {}): KeptStatementsClient {
  const statements = new Map<string, Statement>();

  async function prepared(sql: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean): Promise<Statement> {
    const known = statements.get(sql);
    if (known) {
      // most recently run last: the first one is the one closed
      statements.delete(sql);
      statements.set(sql, known);
      return known;
    }
    const name = `k${++named}`;
    // the least recently run statement makes room, closed in the same call as the new one's parse
    const closing: Uint8Array[] = [];
    if (statements.size >= kept) {
      const [oldest] = statements;
      if (oldest) {
        statements.delete(oldest[0]);
        closing.push(serialize.close({ type: 'S', name: oldest[1].name }));
      }
    }
    const messages = await client.execProtocolStream(
      joined([...closing, serialize.parse({ name, text: sql, types: options?.paramTypes ?? [] }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: !inTransaction, throwOnError: false },
    );
    const error = failure(messages, sql, params, options);
    if (error) throw error;
    const statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      fields: ((messages.find((m) => m.name === 'rowDescription') as { fields?: Column[] } | undefined)?.fields ?? []).map(({ name, dataTypeID }) => ({ name, dataTypeID })),
    };
    statements.set(sql, statement);
    return statement;
  }

  async function run<T>(sql: string, params: unknown[] = [], options: QueryOptions | undefined, inTransaction: boolean): Promise<Results<T>> {
    const statement = await prepared(sql, params, options, inTransaction);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[i]!;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      // as PGlite's own: a type without a serializer (text and the like) is sent as the value's text
      return serializer ? serializer(value) : (value as { toString(): string }).toString();
    });
    const messages = await client.execProtocolStream(joined([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]), {
      syncToFs: !inTransaction,
      throwOnError: false,
    });
    const error = failure(messages, sql, params, options);
    if (error) throw error;
    return resultOf<T>(statement.fields, messages, client.parsers, options);
  }

  return {
    async query<T>(sql: string, params?: unknown[], options?: QueryOptions) {
      if (!KEEPABLE.test(sql)) return client.query<T>(sql, params, options);
      await client._checkReady();
      // as PGlite's own query: not inside another caller's transaction, one statement at a time
      return client._runExclusiveTransaction(() => client._runExclusiveQuery(() => run<T>(sql, params, options, false)));
    },
    transaction<T>(fn: (tx: Transaction) => Promise<T>) {
      return client.transaction((tx) =>
        fn(
          Object.create(tx, {
            query: {
              value: <R>(sql: string, params?: unknown[], options?: QueryOptions) =>
                KEEPABLE.test(sql) && !tx.closed ? client._runExclusiveQuery(() => run<R>(sql, params, options, true)) : tx.query<R>(sql, params, options),
            },
          }) as Transaction,
        ),
      );
    },
  };
}
