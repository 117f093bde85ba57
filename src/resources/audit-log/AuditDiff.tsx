// Before and after, field by field: changed fields first and highlighted (the old value
// struck through, the new one marked), unchanged ones behind a toggle, secrets masked. Each
// field by the label its own screen gives it (the resources' field labels in the catalogs),
// its key when it has none.
import { Box, Button, Chip, Tooltip, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/LockOutlined';
import { type ReactNode, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../lib/useFormat';
import { diffRows, SECRET } from './diff';

type LabelKey = (field: string) => string;
/** Where the catalogs keep an entity type's field labels, most particular first. */
const FIELD_LABELS: Record<string, readonly LabelKey[]> = {
  user: [(f) => `resources.users.fields.${f}`, (f) => `resources.users.credits.${f}`],
  cv: [(f) => `resources.cvs.fields.${f}`],
  package: [(f) => `resources.packages.fields.${f}`, (f) => `resources.packages.credits.${f}`],
  order: [(f) => `resources.orders.fields.${f}`],
  template: [(f) => `resources.templates.fields.${f}`],
  contact: [(f) => `resources.contacts.fields.${f}`],
  reply_template: [(f) => `resources.reply-templates.fields.${f}`],
  settings: [(f) => `app.settings.fields.${f}`],
  admin: [(f) => `app.team.fields.${f}`, (f) => `resources.users.fields.${f}`],
};

/** 'credits.cvCreation' → 'Credits › CV Creation'; a key no catalog labels stays as it is, list positions too. */
function useFieldLabel(entity: string) {
  const translate = useTranslate();
  const places = FIELD_LABELS[entity] ?? [];
  const label = (key: string) => {
    for (const place of places) {
      const found = translate(place(key), { _: '' });
      if (found) return found;
    }
    return key;
  };
  return (path: string) =>
    path
      .split('.')
      .map((part) => part.replace(/^[^[]+/, (key) => label(key)))
      .join(' › ');
}

const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d/;

function Muted({ children }: { children: ReactNode }) {
  return (
    <Typography component="span" variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
      {children}
    </Typography>
  );
}

export function DiffValue({ value }: { value: unknown }) {
  const fmt = useFormat();
  const translate = useTranslate();
  if (value === SECRET) {
    return (
      <Tooltip title={translate('resources.audit-log.detail.secret_hint')}>
        <Chip size="small" icon={<LockIcon />} label={translate('resources.audit-log.detail.secret')} variant="outlined" />
      </Tooltip>
    );
  }
  if (value === undefined || value === null || value === '') return <Muted>{translate('resources.audit-log.detail.empty')}</Muted>;
  if (typeof value === 'boolean') return <>{translate(value ? 'app.common.yes' : 'app.common.no')}</>;
  if (Array.isArray(value)) return <Muted>{translate('resources.audit-log.detail.empty_list')}</Muted>;
  if (typeof value === 'object') return <Muted>{'{}'}</Muted>;
  if (typeof value === 'string' && ISO_TIME.test(value)) return <span title={value}>{fmt.dateTime(value)}</span>;
  return <>{String(value)}</>;
}

const GRID = { display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(160px, 1fr) 2fr 2fr' }, columnGap: 2 } as const;

export function AuditDiff({ entity, before, after }: { entity: string; before: unknown; after: unknown }) {
  const translate = useTranslate();
  const fieldLabel = useFieldLabel(entity);
  const rows = diffRows(before, after);
  const changed = rows.filter((r) => r.changed);
  const unchanged = rows.filter((r) => !r.changed);
  const [showAll, setShowAll] = useState(changed.length === 0);
  if (!rows.length) return <Muted>{translate('resources.audit-log.detail.nothing_recorded')}</Muted>;
  const shown = showAll ? [...changed, ...unchanged] : changed;

  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {changed.length
          ? translate('resources.audit-log.detail.changed_count', { smart_count: changed.length })
          : translate('resources.audit-log.detail.no_change')}
      </Typography>
      <Box
        role="table"
        aria-label={translate('resources.audit-log.detail.changes')}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}
      >
        <Box role="row" sx={{ ...GRID, px: 1.5, py: 1, bgcolor: 'action.hover', borderBottom: 1, borderColor: 'divider' }}>
          {(['field', 'before', 'after'] as const).map((k) => (
            <Typography
              key={k}
              role="columnheader"
              variant="caption"
              sx={{
                fontWeight: 700,
                textTransform: 'uppercase',
                letterSpacing: 0.5,
                color: 'text.secondary',
                display: k === 'field' ? { xs: 'none', md: 'block' } : 'block',
              }}
            >
              {translate(`resources.audit-log.detail.${k}`)}
            </Typography>
          ))}
        </Box>
        {shown.map((row) => (
          <Box
            key={row.path}
            role="row"
            data-changed={row.changed}
            sx={{
              ...GRID,
              px: 1.5,
              py: 1,
              rowGap: 0.5,
              borderTop: 1,
              borderColor: 'divider',
              borderLeft: 3,
              borderLeftColor: row.changed ? 'warning.main' : 'transparent',
              bgcolor: row.changed ? 'color-mix(in srgb, #f59e0b 9%, transparent)' : undefined,
              '&:first-of-type': { borderTop: 0 },
            }}
          >
            <Typography
              role="rowheader"
              variant="body2"
              title={row.path}
              sx={{
                overflowWrap: 'anywhere',
                gridColumn: { xs: '1 / -1', md: 'auto' },
                fontWeight: row.changed ? 700 : 400,
              }}
            >
              {row.path ? fieldLabel(row.path) : '—'}
            </Typography>
            {(['before', 'after'] as const).map((side) => (
              <Box
                key={side}
                role="cell"
                aria-label={translate(`resources.audit-log.detail.${side}`)}
                sx={{
                  minWidth: 0,
                  overflowWrap: 'anywhere',
                  whiteSpace: 'pre-wrap',
                  typography: 'body2',
                  ...(row.changed && side === 'before' && row.before !== undefined
                    ? { color: 'error.main', textDecoration: 'line-through', textDecorationColor: 'rgba(185, 28, 28, 0.5)' }
                    : {}),
                  ...(row.changed && side === 'after' && row.after !== undefined ? { color: 'success.main', fontWeight: 600 } : {}),
                }}
              >
                <DiffValue value={row[side]} />
              </Box>
            ))}
          </Box>
        ))}
      </Box>
      {changed.length > 0 && unchanged.length > 0 && (
        <Button size="small" sx={{ mt: 1 }} onClick={() => setShowAll((s) => !s)} aria-expanded={showAll}>
          {showAll
            ? translate('resources.audit-log.detail.hide_unchanged')
            : translate('resources.audit-log.detail.show_unchanged', { smart_count: unchanged.length })}
        </Button>
      )}
    </Box>
  );
}
