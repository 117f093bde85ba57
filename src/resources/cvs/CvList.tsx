// CVs: stats, search 'Search CVs, users...', status and language filters, the
// table (the CV name opens the secure preview, the owner's name the user dialog), row
// actions, 'Delete Selected (N)' and 20 per page.
import { Box, Card, Link, Typography } from '@mui/material';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { DataTable, ListBase, useBasename, useCanAccess, useListContext, useTranslate } from 'react-admin';
import { CardsOnPhone } from '../../components/CardsOnPhone';
import { ListEmpty } from '../../components/ListEmpty';
import { ListFilterSelect } from '../../components/ListFilterSelect';
import { ListSearchField } from '../../components/ListSearchField';
import { ListViewControls } from '../../components/ListViewControls';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { PrevNextPagination } from '../../components/PrevNextPagination';
import { CV_LANGUAGES, CV_STATUSES, type Cv, CVS_PAGE_SIZE } from '../../../contract/cvs';
import { shortId } from '../../lib/format';
import { useFormat } from '../../lib/useFormat';
import { UserNameLink } from '../../components/UserNameLink';
import { CvBulkDelete } from './CvBulkDelete';
import { CvCards } from './CvCards';
import { CvLanguage, CvStatusChip } from './CvParts';
import { CvRowActions } from './CvRowActions';
import { CvStats } from './CvStats';
import { usePreviewCv } from './usePreviewCv';
import { bulkActions } from '../../components/BulkActionsBar';

const STATUS_OPTIONS = [
  { label: 'resources.cvs.all_statuses', filter: {} },
  ...CV_STATUSES.map((s) => ({ label: `resources.cvs.status.${s}`, filter: { status: s } })),
];
const LANGUAGE_OPTIONS = [
  { label: 'resources.cvs.all_languages', filter: {} },
  ...CV_LANGUAGES.map((l) => ({ label: `resources.cvs.languages.${l}`, filter: { language: l } })),
];

function CvName({ cv }: { cv: Cv }) {
  const translate = useTranslate();
  const preview = usePreviewCv();
  return (
    <Box sx={{ minWidth: 0, maxWidth: 210 }}>
      <Link
        component="button"
        type="button"
        underline="hover"
        title={translate('resources.cvs.actions.preview')}
        onClick={(e: React.MouseEvent) => {
          e.stopPropagation();
          void preview(cv.id);
        }}
        sx={{ fontWeight: 600, textAlign: 'left', display: 'block', maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis' }}
      >
        {cv.name}
      </Link>
      <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'ui-monospace, monospace' }} noWrap component="div" title={cv.id}>
        #{shortId(cv.id)}
      </Typography>
    </Box>
  );
}

function CvOwner({ cv }: { cv: Cv }) {
  return (
    <Box sx={{ minWidth: 0, maxWidth: 200, overflow: 'hidden', textOverflow: 'ellipsis' }}>
      <UserNameLink userId={cv.user.id}>
        {cv.user.firstName} {cv.user.lastName}
      </UserNameLink>
      <Typography variant="caption" color="text.secondary" component="div" noWrap>
        {cv.user.email}
      </Typography>
    </Box>
  );
}

function Counts({ cv }: { cv: Cv }) {
  const fmt = useFormat();
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: 1.5, color: 'text.secondary' }}>
      <Box component="span" title={translate('resources.cvs.views')} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <VisibilityIcon sx={{ fontSize: 16 }} aria-label={translate('resources.cvs.views')} />
        {fmt.count(cv.viewCount)}
      </Box>
      <Box component="span" title={translate('resources.cvs.downloads')} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <DownloadIcon sx={{ fontSize: 16 }} aria-label={translate('resources.cvs.downloads')} />
        {fmt.count(cv.downloadCount)}
      </Box>
    </Box>
  );
}

/** Created over updated, in one column so the table fits a laptop screen. */
function Times({ cv }: { cv: Cv }) {
  const fmt = useFormat();
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="body2" title={translate('resources.cvs.fields.createdAt')}>
        {fmt.dateTime(cv.createdAt)}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div" title={translate('resources.cvs.fields.updatedAt')}>
        {translate('resources.cvs.updated_at', { date: fmt.dateTime(cv.updatedAt) })}
      </Typography>
    </Box>
  );
}

function CvTable() {
  const { error, refetch } = useListContext();
  const basename = useBasename();
  // Deleting is the only bulk action: without it, no selection.
  const { canAccess: canDelete } = useCanAccess({ resource: 'cvs', action: 'delete' });
  // refetch never rejects (a failed load is the query's error, shown): fire and forget.
  if (error) return <LoadError message="resources.cvs.load_failed" onRetry={() => void refetch()} />;
  const empty = (
    <ListEmpty
      title="resources.cvs.empty"
      text="resources.cvs.empty_none"
      filteredText="resources.cvs.empty_filtered"
      icon={<DescriptionIcon fontSize="inherit" />}
    />
  );
  return (
    <CardsOnPhone empty={empty} cards={<CvCards />}>
      <DataTable
        // A row opens the CV's details; its name (the preview) and owner (the user) keep their own clicks.
        rowClick={(id) => `${basename}/cvs/${id}`}
        {...bulkActions(canDelete && <CvBulkDelete />)}
        empty={empty}
        // Nine columns: a little less padding lets them fit a laptop screen.
        sx={{
          // Only the table scrolls sideways.
          '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
          '& .RaDataTable-rowCell, & .RaDataTable-headerCell': { whiteSpace: 'nowrap', px: 1.25 },
        }}
      >
        <DataTable.Col source="name" render={(r) => <CvName cv={r as Cv} />} />
        <DataTable.Col source="user" disableSort render={(r) => <CvOwner cv={r as Cv} />} />
        <DataTable.Col source="status" disableSort render={(r) => <CvStatusChip status={(r as Cv).status} />} />
        <DataTable.Col source="language" disableSort render={(r) => <CvLanguage language={r.language} compact />} />
        <DataTable.Col source="viewCount" label="resources.cvs.fields.stats" disableSort render={(r) => <Counts cv={r as Cv} />} />
        <DataTable.Col source="createdAt" label="resources.cvs.fields.times" render={(r) => <Times cv={r as Cv} />} />
        <DataTable.Col label="resources.cvs.fields.actions" align="right" disableSort render={(r) => <CvRowActions cv={r as Cv} />} />
      </DataTable>
    </CardsOnPhone>
  );
}

export default function CvList() {
  const translate = useTranslate();
  return (
    <ListBase resource="cvs" perPage={CVS_PAGE_SIZE} sort={{ field: 'createdAt', order: 'DESC' }}>
      <PageHeader title="resources.cvs.title" subtitle={translate('resources.cvs.subtitle')} />
      <CvStats />
      <Card variant="outlined">
        <Box sx={{ display: 'flex', gap: 1.5, p: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <ListSearchField placeholder="resources.cvs.search" />
          <ListFilterSelect label="resources.cvs.fields.status" options={STATUS_OPTIONS} />
          <ListFilterSelect label="resources.cvs.fields.language" options={LANGUAGE_OPTIONS} />
          <ListViewControls />
        </Box>
        <CvTable />
        <PrevNextPagination alwaysShow />
      </Card>
    </ListBase>
  );
}
