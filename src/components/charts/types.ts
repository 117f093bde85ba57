// What a chart shows, once: the chart, its 'Show data' table and its CSV are all drawn from
// the same rows and columns, so the table alternative always carries the chart's numbers.

export type ChartRow = Record<string, string | number>;

export interface ChartColumn {
  key: string;
  /** Already translated. */
  label: string;
  /** How a cell reads on screen (the CSV keeps the raw value). */
  format?: (value: string | number) => string;
}

export interface ChartSeries extends ChartColumn {
  color?: string;
  /** Series with the same stack id are stacked (bars). */
  stack?: string;
  /** A line drawn dashed: the period before. */
  dashed?: boolean;
}

export interface ChartSpec {
  kind: 'line' | 'bar' | 'pie';
  rows: ChartRow[];
  /** The category: the x axis, a bar's label or a slice's name. */
  x: ChartColumn;
  series: ChartSeries[];
  /** Table and CSV columns; by default the category and the series. */
  table?: ChartColumn[];
  /** Values in tooltips; `axis` for the value axis's short labels. */
  value: (n: number) => string;
  axis?: (n: number) => string;
  /** Bars drawn sideways: long category names (packages, templates) stay readable. */
  horizontal?: boolean;
}

export const tableColumns = (spec: ChartSpec): ChartColumn[] =>
  spec.table ?? [spec.x, ...spec.series.map((s) => ({ ...s, format: s.format ?? ((v) => spec.value(Number(v))) }))];

/** True when every series value is 0: a new installation, a quiet period. */
export const isEmptySpec = (spec: ChartSpec): boolean => spec.rows.every((row) => spec.series.every((s) => !Number(row[s.key])));

/** The rows as CSV text (RFC 4180 quoting), raw values, headers in the chosen language. */
export function toCsv(spec: ChartSpec): string {
  const columns = tableColumns(spec);
  const cell = (v: string | number) => {
    const text = String(v);
    return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [columns.map((c) => cell(c.label)), ...spec.rows.map((row) => columns.map((c) => cell(row[c.key] ?? '')))].map((line) => line.join(',')).join('\r\n');
}
