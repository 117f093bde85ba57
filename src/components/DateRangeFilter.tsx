// A list's from/to date-time filter (dateFrom/dateTo, ISO instants): two text fields that
// take and show the day in the chosen language's order (dd/mm/yyyy HH:mm in Vietnamese,
// YYYY-MM-DD HH:mm in English) read in the business time zone, whatever the browser's own
// language and zone (a native date input follows the browser's); a 'Date Filtered' badge and
// 'Clear Date Filter' while a bound is set.
import FilterIcon from '@mui/icons-material/FilterAltOutlined';
import { Button, Chip, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { dateTimeInputHint, isoToDateTimeInput, parseDateTimeInput, type AppLocale } from '../lib/format';
import { useFormat } from '../lib/useFormat';

export interface DateRangeFilterProps {
  dateFrom: unknown;
  dateTo: unknown;
  /** The changed bounds (undefined clears one). */
  onChange: (changes: { dateFrom?: string; dateTo?: string }) => void;
  /** Translation keys of the two fields' labels. */
  fromLabel: string;
  toLabel: string;
}

interface BoundProps {
  label: string;
  value: unknown;
  end: boolean;
  locale: AppLocale;
  onSet: (iso: string | undefined) => void;
}

/** One bound: applied as soon as the text is a whole date (and time), cleared when emptied. */
function Bound({ label, value, end, locale, onSet }: BoundProps) {
  const translate = useTranslate();
  const shown = isoToDateTimeInput(value, locale);
  const [text, setText] = useState(shown);
  const [invalid, setInvalid] = useState(false);
  // Follow the filter when it changes elsewhere (Clear, the language switched), not while
  // the text being typed already means it ('05/01/2026' stays as typed). Adjusted during
  // render, React's pattern for state derived from a prop.
  const [synced, setSynced] = useState(shown);
  if (synced !== shown) {
    setSynced(shown);
    setInvalid(false);
    if (parseDateTimeInput(text, locale, end) !== (value || undefined)) setText(shown);
  }
  const hint = dateTimeInputHint(locale);
  return (
    <TextField
      fullWidth={false}
      margin="none"
      label={translate(label)}
      value={text}
      placeholder={hint}
      error={invalid}
      helperText={invalid ? translate('app.common.date_format_hint', { format: hint }) : undefined}
      onChange={(e) => {
        const next = e.target.value;
        setText(next);
        setInvalid(false);
        if (!next.trim()) return onSet(undefined);
        const iso = parseDateTimeInput(next, locale, end);
        if (iso) onSet(iso);
      }}
      onBlur={() => setInvalid(Boolean(text.trim()) && !parseDateTimeInput(text, locale, end))}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      sx={{ flex: { xs: '1 1 100%', sm: '0 0 230px' } }}
    />
  );
}

export function DateRangeFilter({ dateFrom, dateTo, onChange, fromLabel, toLabel }: DateRangeFilterProps) {
  const translate = useTranslate();
  const { locale } = useFormat();
  return (
    <>
      <Bound label={fromLabel} value={dateFrom} end={false} locale={locale} onSet={(v) => onChange({ dateFrom: v })} />
      <Bound label={toLabel} value={dateTo} end locale={locale} onSet={(v) => onChange({ dateTo: v })} />
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
