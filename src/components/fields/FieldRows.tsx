// A record's declared fields as detail rows: each label beside (on a phone, above) its
// formatted value, as a description list. Emails are mailto links, long text keeps its lines.
import { Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FieldDisplay } from './FieldValue';
import type { Fields } from './kinds';

export interface FieldRowsProps<Row, K extends keyof Row & string> {
  fields: Fields<Row, K>;
  record: Row;
  /** Which fields, in which order (default: all, as declared). */
  keys?: readonly K[];
}

export function FieldRows<Row, K extends keyof Row & string>({ fields, record, keys = fields.keys }: FieldRowsProps<Row, K>) {
  const translate = useTranslate();
  const row = record as Row & Record<string, unknown>;
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(120px, max-content) 1fr' }, columnGap: 3, rowGap: { xs: 0.25, sm: 1.25 }, m: 0 }}
    >
      {keys.map((key) => {
        const field = fields.byKey[key];
        const value = row[key];
        return (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
              {translate(field.label)}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere', whiteSpace: field.kind === 'text' && field.multiline ? 'pre-wrap' : undefined }}
            >
              {field.kind === 'email' && !field.render && typeof value === 'string' && value ? (
                <Link href={`mailto:${value}`}>{value}</Link>
              ) : (
                <FieldDisplay field={field} record={row} />
              )}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
