// A list's from/to date-time filter (dateFrom/dateTo, ISO instants, the viewer's time zone):
// two pickers, a 'Date Filtered' badge and 'Clear Date Filter' while a bound is set.
import FilterIcon from '@mui/icons-material/FilterAltOutlined';
import { Button, Chip, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

const pad = (n: number) => String(n).padStart(2, '0');
/** An ISO instant as a datetime-local value in the viewer's time zone. */
export function toLocalInput(iso: unknown): string {
  if (typeof iso !== 'string' || !iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
/** A datetime-local value (viewer's time zone) as an ISO instant; '' stays empty. */
export function fromLocalInput(value: string, endOfMinute = false): string | undefined {
  if (!value) return undefined;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return undefined;
  if (endOfMinute) d.setSeconds(59, 999); // 'to 14:30' includes what happened during 14:30
  return d.toISOString();
}

export interface DateRangeFilterProps {
  dateFrom: unknown;
  dateTo: unknown;
  /** The changed bounds (undefined clears one). */
  onChange: (changes: { dateFrom?: string; dateTo?: string }) => void;
  /** Translation keys of the two pickers' labels. */
  fromLabel: string;
  toLabel: string;
}

export function DateRangeFilter({ dateFrom, dateTo, onChange, fromLabel, toLabel }: DateRangeFilterProps) {
  const translate = useTranslate();
  const picker = (label: string, value: unknown, set: (v: string) => void) => (
    <TextField
      type="datetime-local"
      fullWidth={false}
      margin="none"
      label={translate(label)}
      value={toLocalInput(value)}
      onChange={(e) => set(e.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ flex: { xs: '1 1 100%', sm: '0 0 230px' } }}
    />
  );
  return (
    <>
      {picker(fromLabel, dateFrom, (v) => onChange({ dateFrom: fromLocalInput(v) }))}
      {picker(toLabel, dateTo, (v) => onChange({ dateTo: fromLocalInput(v, true) }))}
      {Boolean(dateFrom || dateTo) && (
        <>
          <Chip icon={<FilterIcon />} label={translate('app.common.date_filtered')} color="primary" variant="outlined" size="small" />
          <Button size="small" onClick={() => onChange({ dateFrom: undefined, dateTo: undefined })}>
            {translate('app.common.clear_dates')}
          </Button>
        </>
      )}
    </>
  );
}
