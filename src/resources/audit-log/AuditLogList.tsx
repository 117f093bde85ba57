// The audit log (/admin/audit-log, extension): who did what to which entity, newest first,
// filtered by admin, action, entity type, entity id and time; a row opens its entry.
import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, Card } from '@mui/material';
import { ListBase, useListContext, useTranslate } from 'react-admin';
import { PageHeader } from '../../components/PageHeader';
import { PrevNextPagination } from '../../components/PrevNextPagination';
import { AUDIT_PAGE_SIZE } from '../../../contract/audit';
import { AuditEntries } from './AuditEntries';
import { AuditFilters } from './AuditFilters';

function AuditLogView() {
  const translate = useTranslate();
  const { refetch, isFetching } = useListContext();
  return (
    <>
      <PageHeader
        title="resources.audit-log.title"
        subtitle={translate('resources.audit-log.subtitle')}
        actions={
          // refetch never rejects (a failed load is the query's error, shown): fire and forget.
          <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void refetch()} disabled={isFetching}>
            {translate('app.common.refresh')}
          </Button>
        }
      />
      <Card variant="outlined" sx={{ mb: 4 }}>
        <AuditFilters />
        <AuditEntries />
        <PrevNextPagination />
      </Card>
    </>
  );
}

export default function AuditLogList() {
  return (
    <ListBase resource="audit-log" perPage={AUDIT_PAGE_SIZE} sort={{ field: 'createdAt', order: 'DESC' }} debounce={500}>
      <AuditLogView />
    </ListBase>
  );
}
