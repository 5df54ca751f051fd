import type { ReactNode } from 'react';
import { cn } from './cn';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Right-aligned figures. */
  numeric?: boolean;
}

/**
 * Rows as a table from 640 px up and as a list of cards on phones (each card repeats the column
 * names), so a record reads well at 390 px and uses the room at 1440 px.
 */
export function RecordList<T>({ caption, columns, rows, rowKey, footer }: { caption: string; columns: Column<T>[]; rows: readonly T[]; rowKey: (row: T) => string; footer?: ReactNode[] }) {
  return (
    <>
      <div className="hidden overflow-x-auto sm:block">
        <table data-testid="records-table" className="w-full min-w-[36rem] text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-border text-xs tracking-wide text-muted uppercase">
              {columns.map((c) => (
                <th key={c.key} scope="col" className={cn('px-3 py-2.5 font-semibold', c.numeric ? 'text-right' : 'text-left')}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={rowKey(r)} className="border-b border-border/60 last:border-0 hover:bg-surface-2/40">
                {columns.map((c) => (
                  <td key={c.key} className={cn('px-3 py-3 align-top', c.numeric && 'text-right tabular-nums')}>
                    {c.cell(r)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          {footer ? (
            <tfoot>
              <tr className="border-t-2 border-border font-bold">
                {footer.map((f, i) => (
                  <td key={columns[i]?.key ?? i} className={cn('px-3 py-3', columns[i]?.numeric && 'text-right tabular-nums')}>
                    {f}
                  </td>
                ))}
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
      <ul data-testid="records-cards" aria-label={caption} className="grid gap-2.5 sm:hidden">
        {rows.map((r) => (
          <li key={rowKey(r)} className="rounded-card border border-border bg-surface-2/40 p-3.5">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
              {columns.map((c) => (
                <div key={c.key} className="contents">
                  <dt className="text-muted">{c.header}</dt>
                  <dd className={cn('min-w-0 text-right break-words', c.numeric && 'tabular-nums')}>{c.cell(r)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
