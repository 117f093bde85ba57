// The drawing of a ChartSpec with MUI X Charts: loaded lazily (React.lazy in ChartCard), so
// the library is fetched the first time a chart shows, never with the sign-in page or the
// dashboard's first JavaScript. The theme (light or dark) comes from MUI's ThemeProvider.
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { ChartsText, type ChartsTextProps } from '@mui/x-charts/ChartsText';
import type { ChartSpec } from './types';
import { wrapLabel } from './wrapLabel';

const HEIGHT = 260;
/** The name column of a sideways bar chart: 17 characters a line fit its 130 px. */
const NAMES_WIDTH = 130;
const NAME_CHARS = 17;
const NAME_LINES = 3;

/**
 * MUI X measures a tick label as one line and ends it in '…' when it is wider than its axis,
 * even when it holds '\n': package names were cut on a phone. So a sideways chart's name axis
 * hands MUI only a marked row index as the tick (it always fits) and this label draws that
 * row's name, wrapped. (MUI takes the label slot for all axes of a chart, not per axis: the
 * value axis's ticks carry no mark and pass through.)
 */
const ROW = '\u2063';
declare module '@mui/x-charts/models' {
  interface AxisTickLabelPropsOverrides {
    names?: string[];
  }
}
function NameTick({ text, names, ...props }: ChartsTextProps & { names?: string[] }) {
  return <ChartsText {...props} text={text.startsWith(ROW) ? (names?.[Number(text.slice(1))] ?? '') : text} />;
}

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
  const bars = {
    skipAnimation: true,
    series: spec.series.map((s) => ({ id: s.key, label: s.label, data: values(s.key), color: s.color, stack: s.stack, valueFormatter })),
    hideLegend: spec.series.length < 2,
  };
  if (!spec.horizontal) {
    return <BarChart {...bars} height={HEIGHT} grid={{ horizontal: true }} xAxis={[band]} yAxis={[{ ...axis, width: 56 }]} />;
  }
  const names = categories.map((c) => wrapLabel(label(c), NAME_CHARS, NAME_LINES));
  const rowHeight = Math.max(36, 10 + 15 * Math.max(1, ...names.map((n) => n.length)));
  const nameAxis = {
    ...band,
    width: NAMES_WIDTH,
    valueFormatter: (v: string, context: { location: string }) => (context.location === 'tick' ? `${ROW}${categories.indexOf(v)}` : label(v)),
  };
  return (
    <BarChart
      {...bars}
      height={Math.max(HEIGHT, 48 + spec.rows.length * rowHeight)}
      layout="horizontal"
      grid={{ vertical: true }}
      xAxis={[axis]}
      yAxis={[nameAxis]}
      slots={{ axisTickLabel: NameTick }}
      slotProps={{ axisTickLabel: { names: names.map((n) => n.join('\n')) } }}
    />
  );
}
