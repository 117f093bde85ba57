// The one chart idiom: a titled card with the chart, a 'Show data' switch to a
// plain table of the same numbers (for screen readers and copying), the data as CSV, and
// loading, empty and failed states that say so. The chart library loads lazily: this file
// and the table stay light, the drawing comes with ChartView the first time a chart shows.
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { Box, Card, CardContent, FormControlLabel, Switch, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { LoadError } from '../LoadError';
import { saveBlob, todayStamp } from '../../lib/download';
import { type ChartSpec, isEmptySpec, tableColumns, toCsv } from './types';
import { Spinner } from '../Spinner';
import { IconAction } from '../IconAction';

const ChartView = lazy(() => import('./ChartView'));
const CHART_HEIGHT = 260;

export interface ChartCardProps {
  /** Translation key of the title: also the chart's accessible name. */
  title: string;
  /** Undefined while loading. */
  spec?: ChartSpec;
  error?: unknown;
  onRetry?: () => void;
  /** The CSV's name, without the date and extension (e.g. 'revenue'). */
  filename: string;
  /** Translation key said when every value is 0. */
  emptyText?: string;
  /** Shown at the right of the title (e.g. a period selector). */
  action?: ReactNode;
}

function Waiting({ text }: { text: string }) {
  return (
    <Box role="status" sx={{ height: CHART_HEIGHT, display: 'grid', placeItems: 'center', color: 'text.secondary' }}>
      <Box sx={{ textAlign: 'center' }}>
        <Spinner size={28} besideText />
        <Typography variant="body2" sx={{ mt: 1 }}>
          {text}
        </Typography>
      </Box>
    </Box>
  );
}

function DataTable({ spec, caption }: { spec: ChartSpec; caption: string }) {
  const columns = tableColumns(spec);
  return (
    <TableContainer sx={{ maxHeight: 360 }}>
      <Table size="small" stickyHeader>
        <caption style={{ captionSide: 'top', padding: 0, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', position: 'absolute' }}>{caption}</caption>
        <TableHead>
          <TableRow>
            {columns.map((c, i) => (
              <TableCell key={c.key} align={i === 0 ? 'left' : 'right'} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {spec.rows.map((row, r) => (
            <TableRow key={r}>
              {columns.map((c, i) => {
                const value = row[c.key] ?? '';
                const text = c.format ? c.format(value) : String(value);
                return i === 0 ? (
                  <TableCell key={c.key} component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                    {text}
                  </TableCell>
                ) : (
                  <TableCell key={c.key} align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                    {text}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function ChartCard({ title, spec, error, onRetry, filename, emptyText = 'app.charts.empty', action }: ChartCardProps) {
  const translate = useTranslate();
  const [showData, setShowData] = useState(false);
  const headingId = useId();
  const name = translate(title, { _: title });
  const empty = spec ? isEmptySpec(spec) : false;

  let body: ReactNode;
  if (!spec && error) body = <LoadError message="app.charts.load_failed" onRetry={onRetry} />;
  else if (!spec) body = <Waiting text={translate('app.charts.loading')} />;
  else if (showData) body = <DataTable spec={spec} caption={name} />;
  else if (empty)
    body = (
      <Box role="status" sx={{ height: CHART_HEIGHT, display: 'grid', placeItems: 'center', color: 'text.secondary', textAlign: 'center', px: 2 }}>
        <Typography variant="body2">{translate(emptyText)}</Typography>
      </Box>
    );
  else
    body = (
      <Box role="img" aria-label={translate('app.charts.chart_of', { name })} sx={{ minHeight: CHART_HEIGHT }}>
        <Suspense fallback={<Waiting text={translate('app.charts.loading')} />}>
          <ChartView spec={spec} />
        </Suspense>
      </Box>
    );

  const download = () => spec && saveBlob(new Blob([`\uFEFF${toCsv(spec)}`], { type: 'text/csv;charset=utf-8' }), `${filename}-${todayStamp()}.csv`);
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} data-chart={filename}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5, mb: 1 }}>
          <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 700, flex: '1 1 160px' }}>
            {name}
          </Typography>
          {action}
          <FormControlLabel
            sx={{ mr: 0 }}
            control={<Switch size="small" checked={showData} onChange={(e) => setShowData(e.target.checked)} disabled={!spec} />}
            label={<Typography variant="body2">{translate('app.charts.show_data')}</Typography>}
          />
          <IconAction label={translate('app.charts.download_csv_of', { name })} size="small" onClick={download} disabled={!spec}>
            <DownloadIcon fontSize="small" />
          </IconAction>
        </Box>
        {body}
      </CardContent>
    </Card>
  );
}

/** Chart cards side by side on a wide screen, one per row on a phone. */
export function ChartGrid({ children, min = 420 }: { children: ReactNode; min?: number }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, mb: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: `repeat(auto-fit, minmax(min(${min}px, 100%), 1fr))` } }}>
      {children}
    </Box>
  );
}
