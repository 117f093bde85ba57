// CV details (/admin/cvs/{cvId}): Basic Information, Statistics, Timeline, CV Owner and
// Quick Actions; 'Error Loading CV' / 'CV not found' with the way back.
import { Box, Button, Grid, Typography } from '@mui/material';
import BarChartIcon from '@mui/icons-material/BarChartOutlined';
import BoltIcon from '@mui/icons-material/BoltOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import ErrorIcon from '@mui/icons-material/ErrorOutlined';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { type ReactNode, useState } from 'react';
import { useBasename, useCanAccess, useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { DetailPage } from '../../components/DetailPage';
import { HistoryButton } from '../../components/audit/EntityHistory';
import { SectionCard } from '../../components/SectionCard';
import type { Cv } from '../../../contract/cvs';
import { useFormat } from '../../lib/useFormat';
import { UserNameLink } from '../../components/UserNameLink';
import { UserAvatar } from '../../components/UserAvatar';
import { CvLanguage, CvStatusChip } from './CvParts';
import { CvDeleteConfirm } from './CvDeleteConfirm';
import { usePreviewCv } from './usePreviewCv';

/** A label and its value: side by side where there is room, stacked in narrow cards. */
function Field({ label, children, mono, stacked }: { label: string; children: ReactNode; mono?: boolean; stacked?: boolean }) {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        py: 1,
        display: 'grid',
        gridTemplateColumns: stacked ? '1fr' : { xs: '1fr', sm: '160px 1fr' },
        gap: stacked ? 0.25 : { xs: 0.25, sm: 2 },
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography
        variant="body2"
        component="div"
        sx={{ fontWeight: 500, wordBreak: 'break-all', ...(mono ? { fontFamily: 'ui-monospace, monospace', fontSize: 13 } : {}) }}
      >
        {children}
      </Typography>
    </Box>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  const fmt = useFormat();
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover', textAlign: 'center' }}>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
        {fmt.number(value)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
    </Box>
  );
}

/** The details' sections, the quick actions and the delete confirmation. */
function CvDetail({ cv, may }: { cv: Cv; may: { edit?: boolean; delete?: boolean; readUsers?: boolean } }) {
  const fmt = useFormat();
  const translate = useTranslate();
  const notify = useNotify();
  const basename = useBasename();
  const navigate = useNavigate();
  const preview = usePreviewCv();
  const [confirmDelete, setConfirmDelete] = useState(false);
  return (
    <Box>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }} sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <SectionCard title="resources.cvs.detail.basic" icon={<InfoIcon />}>
            <Field label="resources.cvs.detail.name">{cv.name}</Field>
            <Field label="resources.cvs.detail.id" mono>
              {cv.id}
            </Field>
            <Field label="resources.cvs.detail.language">
              <CvLanguage language={cv.language} />
            </Field>
            <Field label="resources.cvs.detail.template" mono>
              {cv.templateId ?? '—'}
            </Field>
            <Field label="resources.cvs.detail.template_name">{cv.template?.name ?? translate('resources.cvs.detail.no_template')}</Field>
            <Field label="resources.cvs.detail.status">
              <CvStatusChip status={cv.status} />
            </Field>
            <Field label="resources.cvs.detail.visibility">{translate(cv.isPublic ? 'resources.cvs.status.public' : 'resources.cvs.status.private')}</Field>
          </SectionCard>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <SectionCard title="resources.cvs.detail.statistics" icon={<BarChartIcon />}>
                <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
                  <Figure label="resources.cvs.detail.views" value={cv.viewCount} />
                  <Figure label="resources.cvs.detail.downloads" value={cv.downloadCount} />
                </Box>
              </SectionCard>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <SectionCard title="resources.cvs.detail.timeline" icon={<ScheduleIcon />}>
                <Field label="resources.cvs.detail.created">{fmt.dateTime(cv.createdAt)}</Field>
                <Field label="resources.cvs.detail.updated">{fmt.dateTime(cv.updatedAt)}</Field>
              </SectionCard>
            </Grid>
          </Grid>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }} sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <SectionCard title="resources.cvs.detail.owner" icon={<PersonIcon />}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
              <UserAvatar user={cv.user} size={44} />
              <Box sx={{ minWidth: 0 }}>
                <UserNameLink userId={cv.user.id}>
                  {cv.user.firstName} {cv.user.lastName}
                </UserNameLink>
                <Typography variant="body2" color="text.secondary" noWrap>
                  {cv.user.email}
                </Typography>
              </Box>
            </Box>
            <Field label="resources.cvs.detail.user_id" mono stacked>
              {cv.user.id}
            </Field>
            {may.readUsers && (
              <Button component={Link} to={`${basename}/users?userId=${cv.user.id}`} variant="outlined" fullWidth startIcon={<PersonIcon />} sx={{ mt: 1.5 }}>
                {translate('resources.cvs.detail.view_user')}
              </Button>
            )}
          </SectionCard>
          <SectionCard title="resources.cvs.detail.quick_actions" icon={<BoltIcon />}>
            <Box sx={{ display: 'grid', gap: 1 }}>
              <Button variant="contained" startIcon={<OpenInNewIcon />} onClick={() => void preview(cv.id)}>
                {translate('resources.cvs.detail.preview')}
              </Button>
              {may.edit && (
                <Button variant="outlined" startIcon={<EditIcon />} onClick={() => notify('resources.cvs.detail.edit_todo', { type: 'info' })}>
                  {translate('resources.cvs.detail.edit')}
                </Button>
              )}
              {may.delete && (
                <Button variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={() => setConfirmDelete(true)}>
                  {translate('resources.cvs.detail.delete')}
                </Button>
              )}
            </Box>
          </SectionCard>
        </Grid>
      </Grid>
      {/* navigate returns nothing under this app's BrowserRouter (a promise only under a data router). */}
      <CvDeleteConfirm cv={cv} open={confirmDelete} onClose={() => setConfirmDelete(false)} onDeleted={() => void navigate(`${basename}/cvs`)} />
    </Box>
  );
}

export default function CvShow() {
  // Asked while the CV loads, and waited for, so its buttons come with it.
  const { canAccess: edit, isPending: askingEdit } = useCanAccess({ resource: 'cvs', action: 'edit' });
  const { canAccess: canDelete, isPending: askingDelete } = useCanAccess({ resource: 'cvs', action: 'delete' });
  const { canAccess: readUsers, isPending: askingUsers } = useCanAccess({ resource: 'users', action: 'show' });
  return (
    <DetailPage<Cv>
      resource="cvs"
      back="resources.cvs.detail.back"
      notFound={{ title: 'resources.cvs.detail.error_title', text: 'resources.cvs.detail.not_found', icon: <ErrorIcon fontSize="inherit" color="error" /> }}
      failed="resources.cvs.detail.error_title"
      failureNotice="resources.cvs.detail.load_failed"
      waiting={askingEdit || askingDelete || askingUsers}
      header={(cv) => ({ title: cv.name, subtitle: <CvStatusChip status={cv.status} />, actions: <HistoryButton entity="cv" id={cv.id} /> })}
    >
      {(cv) => <CvDetail cv={cv} may={{ edit, delete: canDelete, readUsers }} />}
    </DetailPage>
  );
}
