// One audit entry (/admin/audit-log/{id}): what happened, by whom, when and from where, and
// the before/after as a field-by-field diff; a link to the entity when it has a screen. For a
// role that may not read the entity (contract/audit-access.ts) the server sends no values:
// a note says why, and there is no link to a screen it could not open.
import { Alert, Box, Button, Typography } from '@mui/material';
import CompareIcon from '@mui/icons-material/CompareArrows';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { ReactNode } from 'react';
import { useBasename, usePermissions, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { ActionChip } from '../../components/audit/ActionChip';
import { entityPath, useAuditLabels } from '../../components/audit/labels';
import { DetailPage } from '../../components/DetailPage';
import { SectionCard } from '../../components/SectionCard';
import { mayReadAuditValues } from '../../../contract/audit-access';
import type { AuditLogEntry } from '../../../contract/audit-log';
import { useFormat } from '../../lib/useFormat';
import { AdminName } from './AuditEntries';
import { AuditDiff } from './AuditDiff';
import { DeviceName } from '../../components/DeviceName';

function Row({ label, children, mono }: { label: string; children: ReactNode; mono?: boolean }) {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(label)}
      </Typography>
      <Box sx={{ typography: 'body2', overflowWrap: 'anywhere', ...(mono ? { fontFamily: 'ui-monospace, monospace', fontSize: 13 } : {}) }}>{children}</Box>
    </Box>
  );
}

/** The diff (or why it is hidden) and the summary. */
function AuditEntryBody({ entry, shown }: { entry: AuditLogEntry; shown: boolean }) {
  const fmt = useFormat();
  const translate = useTranslate();
  const labels = useAuditLabels();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(280px, 1fr)' }, alignItems: 'start' }}>
      <Box sx={{ order: { xs: 2, md: 1 }, minWidth: 0 }}>
        <SectionCard title="resources.audit-log.detail.changes" icon={<CompareIcon />}>
          {shown ? (
            <AuditDiff entity={entry.entity} before={entry.before} after={entry.after} />
          ) : (
            <Alert severity="info" icon={<LockIcon />}>
              {translate('resources.audit-log.detail.values_hidden')}
            </Alert>
          )}
        </SectionCard>
      </Box>
      <Box sx={{ order: { xs: 1, md: 2 }, minWidth: 0 }}>
        <SectionCard title="resources.audit-log.detail.summary" icon={<InfoIcon />}>
          <Row label="resources.audit-log.fields.createdAt">{fmt.dateTime(entry.createdAt)}</Row>
          <Row label="resources.audit-log.fields.admin">
            <AdminName entry={entry} />
          </Row>
          <Row label="resources.audit-log.fields.action">
            <Box title={entry.action} sx={{ display: 'inline-flex' }}>
              <ActionChip action={entry.action} />
            </Box>
          </Row>
          {entry.recordName && <Row label="resources.audit-log.fields.recordName">{labels.record(entry)}</Row>}
          <Row label="resources.audit-log.fields.entity">{labels.entity(entry.entity)}</Row>
          {entry.entityId && (
            <Row label="resources.audit-log.fields.entityId" mono>
              {entry.entityId}
            </Row>
          )}
          <Row label="resources.audit-log.fields.ipAddress" mono>
            {entry.ipAddress ?? '—'}
          </Row>
          <Row label="resources.audit-log.fields.userAgent">
            <DeviceName userAgent={entry.userAgent} />
          </Row>
        </SectionCard>
      </Box>
    </Box>
  );
}

export default function AuditLogShow() {
  const fmt = useFormat();
  const { id } = useParams();
  const translate = useTranslate();
  const basename = useBasename();
  const labels = useAuditLabels();
  const { permissions: role, isPending: roleUnknown } = usePermissions<string>();
  const mayRead = (entry: AuditLogEntry) => mayReadAuditValues(role, entry.entity, entry.entityId);
  return (
    <DetailPage<AuditLogEntry>
      resource="audit-log"
      id={Number(id)}
      back="resources.audit-log.detail.back"
      notFound={{ title: 'resources.audit-log.detail.not_found', text: 'resources.audit-log.detail.not_found_text' }}
      failed="resources.audit-log.detail.load_failed"
      waiting={roleUnknown}
      header={(entry) => {
        const path = mayRead(entry) ? entityPath(entry.entity, entry.entityId) : undefined;
        return {
          title: labels.action(entry.action),
          subtitle: [labels.record(entry), translate('resources.audit-log.detail.title', { id: entry.id }), fmt.dateTime(entry.createdAt)]
            .filter(Boolean)
            .join(' · '),
          actions: path && (
            <Button variant="outlined" component={Link} to={`${basename}${path}`} startIcon={<OpenInNewIcon />}>
              {translate(`resources.audit-log.detail.open.${entry.entity}`)}
            </Button>
          ),
        };
      }}
    >
      {(entry) => <AuditEntryBody entry={entry} shown={mayRead(entry)} />}
    </DetailPage>
  );
}
