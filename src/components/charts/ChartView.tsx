// The drawing of a ChartSpec with MUI X Charts: loaded lazily (React.lazy in ChartCard), so
// the library is fetched the first time a chart shows, never with the sign-in page or the
// dashboard's first JavaScript. The theme (light or dark) comes from MUI's ThemeProvider.
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { ChartSpec } from './types';

const HEIGHT = 260;

export default function ChartView({ spec }: { spec: ChartSpec }) {
  const categories = spec.rows.map((r) => String(r[spec.x.key]));
  const label = (v: unknown) => (spec.x.format ? spec.x.format(v as string) : String(v));
  const values = (key: string) => spec.rows.map((r) => Number(r[key] ?? 0));
  const valueFormatter = (v: number | null) => (v === null ? '' : spec.value(v));
  const axis = { valueFormatter: (v: number) => (spec.axis ?? spec.value)(v) };

  if (spec.kind === 'pie') {
    const [first] = spec.series;
    return (
      <PieChart
        height={HEIGHT}
        skipAnimation
        series={[
          {
            innerRadius: 50,
            paddingAngle: 1,
            cornerRadius: 3,
            valueFormatter: (item) => spec.value(item.value),
            data: spec.rows.map((r, i) => ({ id: i, value: Number(r[first!.key] ?? 0), label: label(r[spec.x.key]), color: r.color as string | undefined })),
          },
        ]}
      />
    );
  }
  if (spec.kind === 'line') {
    return (
      <LineChart
        height={HEIGHT}
        skipAnimation
        grid={{ horizontal: true }}
        xAxis={[{ scaleType: 'point', data: categories, valueFormatter: label, tickLabelMinGap: 16 }]}
        yAxis={[{ ...axis, width: 56 }]}
        series={spec.series.map((s) => ({
          id: s.key,
          label: s.label,
          data: values(s.key),
          color: s.color,
          valueFormatter,
          showMark: spec.rows.length <= 31,
          // Straight segments: a smoothed curve would dip below zero between quiet days.
          curve: 'linear' as const,
        }))}
        sx={Object.fromEntries(spec.series.filter((s) => s.dashed).map((s) => [`& .MuiLineChart-line[data-series="${s.key}"]`, { strokeDasharray: '5 4' }]))}
      />
    );
  }
  const band = { scaleType: 'band' as const, data: categories, valueFormatter: label, tickLabelMinGap: 12 };
  return (
    <BarChart
      height={spec.horizontal ? Math.max(HEIGHT, 48 + spec.rows.length * 36) : HEIGHT}
      skipAnimation
      layout={spec.horizontal ? 'horizontal' : 'vertical'}
      grid={spec.horizontal ? { vertical: true } : { horizontal: true }}
      xAxis={spec.horizontal ? [axis] : [band]}
      yAxis={spec.horizontal ? [{ ...band, width: 130 }] : [{ ...axis, width: 56 }]}
      series={spec.series.map((s) => ({ id: s.key, label: s.label, data: values(s.key), color: s.color, stack: s.stack, valueFormatter }))}
      hideLegend={spec.series.length < 2}
    />
  );
}
