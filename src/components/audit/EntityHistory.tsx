// An entity's audit history, shared by every detail screen: a 'History' button that opens the
// audit log filtered to the entity (none for a role that may not read the log), and an
// inline panel of its latest entries (user dialog).
import { Box, Button, type ButtonProps, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useBasename, useCanAccess, useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { EmptyState } from '../EmptyState';
import { LoadError } from '../LoadError';
import type { AuditEntity } from '../../../contract/audit';
import type { AuditLogEntry } from '../../../contract/audit-log';
import { useFormat } from '../../lib/useFormat';
import { ActionChip } from './ActionChip';
import { auditLogPath, noAdminKey } from './labels';
import { Spinner } from '../Spinner';

export interface EntityRef {
  entity: AuditEntity;
  id: string;
}

/** Opens the audit log filtered to one entity. */
export function HistoryButton({
  entity,
  id,
  label = 'resources.audit-log.history.button',
  variant = 'outlined',
  ...props
}: EntityRef & { label?: string } & Omit<ButtonProps, 'children'>) {
  const translate = useTranslate();
  const basename = useBasename();
  const { canAccess } = useCanAccess({ resource: 'audit-log', action: 'list' });
  if (!canAccess) return null;
  return (
    <Button variant={variant} component={Link} to={`${basename}${auditLogPath({ entity, entityId: id })}`} startIcon={<HistoryIcon />} {...props}>
      {translate(label)}
    </Button>
  );
}

const PANEL_SIZE = 10;

/** The entity's latest entries, each opening its detail, and the way to all of them. */
export function EntityHistoryPanel({ entity, id }: EntityRef) {
  const fmt = useFormat();
  const translate = useTranslate();
  const basename = useBasename();
  const {
    data = [],
    isPending,
    error,
    refetch,
  } = useGetList<AuditLogEntry>('audit-log', {
    filter: { entity, entityId: id },
    pagination: { page: 1, perPage: PANEL_SIZE },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {translate('resources.audit-log.history.title')}
        </Typography>
        <HistoryButton entity={entity} id={id} label="resources.audit-log.history.view_all" variant="text" size="small" startIcon={<OpenInNewIcon />} />
      </Box>
      {isPending && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
          <Spinner size={28} />
        </Box>
      )}
      {/* refetch never rejects (a failed load is the query's error, shown): fire and forget. */}
      {error && <LoadError message="resources.audit-log.history.load_failed" onRetry={() => void refetch()} retryLabel="app.common.retry" />}
      {!isPending && !error && data.length === 0 && (
        <EmptyState title="resources.audit-log.history.empty" text="resources.audit-log.history.empty_text" icon={<HistoryIcon fontSize="inherit" />} />
      )}
      {data.length > 0 && (
        <List disablePadding sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}>
          {/* Each link in an item of its own: a list holds only items (axe: list). */}
          {data.map((entry) => (
            <ListItem key={entry.id} disablePadding divider>
              <ListItemButton component={Link} to={`${basename}/audit-log/${entry.id}`} sx={{ gap: 1.5, flexWrap: 'wrap' }}>
                <ActionChip action={entry.action} />
                <ListItemText
                  primary={entry.admin ? `${entry.admin.firstName} ${entry.admin.lastName}`.trim() : translate(noAdminKey(entry))}
                  secondary={fmt.dateTime(entry.createdAt)}
                  slotProps={{ primary: { variant: 'body2', noWrap: true }, secondary: { variant: 'caption' } }}
                  sx={{ minWidth: 0 }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
