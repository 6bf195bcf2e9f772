/** One column of a desk table: its heading, its cells' extra classes, and what a row shows in it. */
export type DeskColumn<T> = { header: string; className?: string; render: (row: T) => React.ReactNode };

const cardClass = "rounded-2xl border border-wood-200 bg-white shadow-sm";

/**
 * The desk's table for wide screens (hidden on a phone, where the same rows show as cards): a
 * heading row, then one row a record, each cell rendered by its column.
 */
export function DeskTable<T extends { id: string }>({
  columns,
  rows,
  className = cardClass,
}: {
  columns: readonly DeskColumn<T>[];
  rows: readonly T[];
  className?: string;
}) {
  return (
    <div className={`hidden overflow-x-auto md:block ${className}`}>
      <table className="w-full text-left">
        <thead className="bg-wood-100 text-xs tracking-wide text-wood-900 uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className="px-4 py-3 font-semibold">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-wood-100">
          {rows.map((row) => (
            <tr key={row.id} className="align-top">
              {columns.map((column) => (
                <td key={column.header} className={`px-4 py-3 ${column.className ?? ""}`.trim()}>
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
