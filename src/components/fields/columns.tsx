// Declared fields as react-admin DataTable columns: the header is the field's label, the
// cell its kind's display, sortable only where the field says so.
import type { ReactElement } from 'react';
import { DataTable, type DataTableColumnProps } from 'react-admin';
import { FieldDisplay } from './FieldValue';
import type { Fields } from './kinds';

/** What one column may change of its field's default (e.g. a wider header, a cell that truncates). */
export type ColumnOverride<Row> = Partial<Omit<DataTableColumnProps, 'source' | 'render' | 'cellSx'>> & {
  render?: (record: Row) => ReactElement | string | null;
  cellSx?: DataTableColumnProps['cellSx'];
};

/**
 * The columns of `keys`, in that order, for a `<DataTable>`:
 *
 *   <DataTable>
 *     {fieldColumns(contactFields, ['subject', 'status', 'createdAt'])}
 *     <DataTable.Col label="…actions" render={…} />
 *   </DataTable>
 */
export function fieldColumns<Row, K extends keyof Row & string>(
  fields: Fields<Row, K>,
  keys: readonly K[],
  overrides: { [P in K]?: ColumnOverride<Row> } = {},
): ReactElement[] {
  return keys.map((key) => {
    const field = fields.byKey[key];
    const { render, ...rest } = overrides[key] ?? {};
    return (
      <DataTable.Col
        key={key}
        source={key}
        label={field.label}
        disableSort={!field.sortable}
        align={field.kind === 'money' || field.kind === 'count' ? 'right' : undefined}
        render={(record) => (render ? render(record as Row) : <FieldDisplay field={field} record={record} />)}
        {...rest}
      />
    );
  });
}
