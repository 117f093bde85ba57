// Declared fields as cards, for a list on a phone: a title of up to two lines (and a line
// under it, wrapped rather than cut) beside a badge (under it when both do not fit), a text
// clamped to two lines, a caption, then chips and the row's actions. The whole card opens
// the record.
import { Box, Card, CardActionArea, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { type RaRecord, useBasename, useListContext, useResourceContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { FieldDisplay } from './FieldValue';
import type { Fields } from './kinds';

/** Which declared field goes where on the card. */
export interface CardLayout<K extends string> {
  title: K;
  /** A smaller line under the title. */
  subtitle?: K;
  /** Top right, beside the title. */
  badge?: K;
  /** Up to two lines under the title. */
  body?: K;
  /** A caption under the body (e.g. the date). */
  meta?: K;
  /** At the bottom left, beside the actions. */
  chips?: readonly K[];
}

export interface FieldCardProps<Row, K extends keyof Row & string> {
  fields: Fields<Row, K>;
  layout: CardLayout<K>;
  record: Row;
  /** Where the card leads (default: the record's page in the current resource). */
  onOpen?: () => void;
  /** The record's actions, at the bottom right. */
  actions?: ReactNode;
  testId?: string;
}

export function FieldCard<Row, K extends keyof Row & string>({ fields, layout, record, onOpen, actions, testId }: FieldCardProps<Row, K>) {
  const row = record as Row & Record<string, unknown>;
  const show = (key: K | undefined) => (key ? <FieldDisplay field={fields.byKey[key]} record={row} /> : null);
  const chips = layout.chips ?? [];
  return (
    <Card component="li" variant="outlined" data-testid={testId}>
      <CardActionArea onClick={onOpen} sx={{ p: 1.5, pb: 1 }}>
        {/* A badge too wide to leave the title room goes under it, rather than cutting it to a few letters. */}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
          <Box sx={{ minWidth: 0, flex: '1 1 9rem' }}>
            <Typography
              variant="body2"
              sx={{ fontWeight: 600, overflowWrap: 'anywhere', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
            >
              {show(layout.title)}
            </Typography>
            {layout.subtitle && (
              // Wrapped, not cut: an email is read whole.
              <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
                {show(layout.subtitle)}
              </Typography>
            )}
          </Box>
          {layout.badge && <Box sx={{ flexShrink: 0, maxWidth: '100%' }}>{show(layout.badge)}</Box>}
        </Box>
        {layout.body && (
          <Typography
            variant="body2"
            sx={{ mt: 1, overflowWrap: 'anywhere', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {show(layout.body)}
          </Typography>
        )}
        {layout.meta && (
          <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
            {show(layout.meta)}
          </Typography>
        )}
      </CardActionArea>
      {(chips.length > 0 || actions) && (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, px: 1.5, pb: 1 }}>
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
            {chips.map((key) => (
              <Box key={key} component="span">
                {show(key)}
              </Box>
            ))}
          </Box>
          {actions}
        </Box>
      )}
    </Card>
  );
}

export interface FieldCardsProps<Row extends RaRecord, K extends keyof Row & string> extends Omit<FieldCardProps<Row, K>, 'record' | 'onOpen' | 'actions'> {
  actions?: (record: Row) => ReactNode;
  /** How a card opens its record (default: the record's page), e.g. a dialog over the list. */
  onOpen?: (record: Row) => void;
}

/** The list's page as one card per record, each opening the record (its page, or `onOpen`). */
export function FieldCards<Row extends RaRecord, K extends keyof Row & string>({ actions, onOpen, ...props }: FieldCardsProps<Row, K>) {
  const { data = [] } = useListContext<Row>();
  const basename = useBasename();
  const resource = useResourceContext();
  const navigate = useNavigate();
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, px: 2, pb: 1, display: 'grid', gap: 1.5 }}>
      {data.map((record) => (
        <FieldCard
          key={record.id}
          {...props}
          record={record}
          // navigate returns nothing under this app's BrowserRouter (a promise only under a data router).
          onOpen={() => (onOpen ? onOpen(record) : void navigate(`${basename}/${resource}/${record.id}`))}
          actions={actions?.(record)}
        />
      ))}
    </Box>
  );
}
