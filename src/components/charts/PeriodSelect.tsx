// The period of a screen's charts: 7, 30 or 90 days, or 12 months. The dashboard keeps it in
// the address (?period=7d), so a reload or a shared link shows the same charts.
import { Box, MenuItem, TextField } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PERIOD, type Period, PERIODS } from '../../../contract/analytics';
import { ChartGrid } from './ChartCard';

const isPeriod = (v: string | null): v is Period => (PERIODS as readonly (string | null)[]).includes(v);

/** The period in the address's `period` parameter (the default when absent or unknown). */
export function useUrlPeriod(): [Period, (p: Period) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('period');
  const set = (p: Period) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('period', p);
        return next;
      },
      { replace: true },
    );
  return [isPeriod(value) ? value : DEFAULT_PERIOD, set];
}

/** A period kept by the screen only (list pages, whose address belongs to the list's filters). */
export const useLocalPeriod = () => useState<Period>(DEFAULT_PERIOD);

export function PeriodSelect({ value, onChange }: { value: Period; onChange: (p: Period) => void }) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate('app.charts.period')}
      value={value}
      onChange={(e) => onChange(e.target.value as Period)}
      fullWidth={false}
      sx={{ width: 180 }}
    >
      {PERIODS.map((p) => (
        <MenuItem key={p} value={p}>
          {translate(`app.charts.periods.${p}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A screen's charts under their period's selector. */
export function PeriodCharts({ period, onPeriod, children }: { period: Period; onPeriod: (p: Period) => void; children: ReactNode }) {
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <PeriodSelect value={period} onChange={onPeriod} />
      </Box>
      <ChartGrid>{children}</ChartGrid>
    </>
  );
}
