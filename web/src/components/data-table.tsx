import type { ReactNode, TdHTMLAttributes } from 'react';
import styles from './data-table.module.css';

/**
 * A table of rows the reader works through (My Review, the admin's places, the audit trail): a
 * caption for screen readers, a header row, and on a phone each row a card whose cells are
 * labelled by their column. Its rows are the page's own `<tr>`s of `Cell`s.
 */
export function DataTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className={styles.wrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

type CellProps = Omit<TdHTMLAttributes<HTMLTableCellElement>, 'scope'> & {
  /** Its column's name, shown beside it on a phone; null where the cell speaks for itself. */
  label: string | null;
  /** The cell that names its row (a `<th scope="row">`). */
  rowHeader?: boolean;
};

/** One cell of a DataTable row. */
export function Cell({ label, rowHeader = false, ...cell }: CellProps) {
  const labelled = label === null ? {} : { 'data-label': label };
  return rowHeader ? <th scope="row" {...labelled} {...cell} /> : <td {...labelled} {...cell} />;
}
