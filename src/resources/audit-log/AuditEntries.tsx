// The audit list's rows: a table on wide screens, cards on phones; a row opens the entry.
import { Box, Card, CardActionArea, type Theme, Tooltip, Typography, useMediaQuery } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import { DataTable, useBasename, useListContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ListEmpty } from '../../components/ListEmpty';
import { LoadError } from '../../components/LoadError';
import { ActionChip } from '../../components/audit/ActionChip';
import { noAdminKey, useAuditLabels } from '../../components/audit/labels';
import type { AuditLogEntry } from '../../../contract/audit-log';
import { useFormat } from '../../lib/useFormat';

const auditEmpty = (
  <ListEmpty
    title="resources.audit-log.empty_title"
    text="resources.audit-log.empty_none"
    filteredText="resources.audit-log.empty_filtered"
    icon={<HistoryIcon fontSize="inherit" />}
  />
);

export function AdminName({ entry }: { entry: AuditLogEntry }) {
  const translate = useTranslate();
  if (!entry.admin) {
    return (
      <Tooltip title={translate(`${noAdminKey(entry)}_hint`)}>
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
          {translate(noAdminKey(entry))}
        </Typography>
      </Tooltip>
    );
  }
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
        {`${entry.admin.firstName} ${entry.admin.lastName}`.trim()}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div" noWrap>
        {entry.admin.email}
      </Typography>
    </Box>
  );
}

/**
 * The record's name as the entry recorded it (it still reads once the record is deleted) with
 * its type; without a name, the type and its id in full (monospace, cut with an ellipsis where
 * room runs out).
 */
export function EntityCell({ entry }: { entry: AuditLogEntry }) {
  const labels = useAuditLabels();
  if (entry.recordName) {
    return (
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap title={entry.entityId ?? undefined} data-testid="record-name">
          {labels.record(entry)}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div" noWrap>
          {labels.entity(entry.entity)}
        </Typography>
      </Box>
    );
  }
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2">{labels.entity(entry.entity)}</Typography>
      {entry.entityId && (
        <Typography variant="caption" color="text.secondary" component="div" noWrap title={entry.entityId} sx={{ fontFamily: 'ui-monospace, monospace' }}>
          {entry.entityId}
        </Typography>
      )}
    </Box>
  );
}

function AuditCards() {
  const fmt = useFormat();
  const { data = [], isPending } = useListContext<AuditLogEntry>();
  const basename = useBasename();
  if (isPending) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, px: 2, pb: 2 }}>
      {data.map((entry) => (
        <Card key={entry.id} variant="outlined" data-testid="audit-card">
          <CardActionArea
            component={Link}
            to={`${basename}/audit-log/${entry.id}`}
            sx={{ p: 1.5, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1, justifyContent: 'stretch', textAlign: 'left' }}
          >
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
              <ActionChip action={entry.action} />
              <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                {fmt.dateTime(entry.createdAt)}
              </Typography>
            </Box>
            <EntityCell entry={entry} />
            <AdminName entry={entry} />
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}

export function AuditEntries() {
  const fmt = useFormat();
  const { error, refetch, total, isPending } = useListContext();
  const basename = useBasename();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  // refetch never rejects (a failed load is the query's error, shown): fire and forget.
  if (error) return <LoadError message="resources.audit-log.load_failed" onRetry={() => void refetch()} />;
  if (narrow) return !isPending && total === 0 ? auditEmpty : <AuditCards />;
  return (
    <DataTable
      rowClick={(id) => `${basename}/audit-log/${id}`}
      bulkActionButtons={false}
      empty={auditEmpty}
      sx={{ '& .RaDataTable-rowCell, & .RaDataTable-headerCell': { whiteSpace: 'nowrap' } }}
    >
      <DataTable.Col source="createdAt" disableSort render={(r: AuditLogEntry) => fmt.dateTime(r.createdAt)} />
      <DataTable.Col source="admin" disableSort cellSx={() => ({ maxWidth: 260 })} render={(r: AuditLogEntry) => <AdminName entry={r} />} />
      <DataTable.Col source="action" disableSort render={(r: AuditLogEntry) => <ActionChip action={r.action} />} />
      {/* Takes the room left by the others; a long id is cut (max-width 0 lets a nowrap cell shrink). */}
      <DataTable.Col source="entity" disableSort cellSx={() => ({ maxWidth: 0, width: '40%' })} render={(r: AuditLogEntry) => <EntityCell entry={r} />} />
      <DataTable.Col source="ipAddress" disableSort render={(r: AuditLogEntry) => r.ipAddress ?? '—'} />
    </DataTable>
  );
}
