// The Team screen (/admin/team, owners only): every admin with their role, two-factor sign-in,
// last sign-in and whether they may sign in; 'Add admin' (then their temporary password,
// shown once), and per admin: change names and role, reset the password (confirmed, then
// shown once), reset two-factor sign-in, deactivate or reactivate (confirmed). A table on
// wide screens, one card per admin on a phone.
import {
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  IconButton,
  ListItemIcon,
  Menu,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import AddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import LockResetIcon from '@mui/icons-material/LockReset';
import MoreIcon from '@mui/icons-material/MoreVert';
import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkEraseOutlined';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Confirm, Title, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { dataProvider } from '../../appDataProvider';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { StatusChip } from '../../components/StatusChip';
import { TempPasswordDialog } from '../../components/TempPasswordDialog';
import { useRefreshIdentity } from '../../components/useRefreshIdentity';
import { useSignedInQuery } from '../../components/useSignedInQuery';
import type { Admin } from '../../../contract/auth';
import type { TeamUpdate } from '../../../contract/team';
import { useFormat, type Formats } from '../../lib/useFormat';
import { roleLabel } from '../../lib/roles';
import { serverMessage } from '../../lib/serverMessage';
import { AdminFormDialog } from './AdminFormDialog';
import { teamFailure } from './failures';

export const TEAM_KEY = ['team', 'admins'];

type Confirmable = 'deactivate' | 'reactivate' | 'reset_password' | 'reset_two_factor';
type Open =
  | { kind: 'add' }
  | { kind: 'edit'; admin: Admin }
  | { kind: 'confirm'; action: Confirmable; admin: Admin }
  | { kind: 'password'; email: string; password: string }
  | null;

const fullName = (a: Admin) => `${a.firstName} ${a.lastName}`.trim() || a.email;

function Chips({ admin }: { admin: Admin }) {
  const translate = useTranslate();
  return (
    <>
      <StatusChip tone={admin.role === 'owner' ? 'purple' : 'blue'} label={roleLabel(translate, admin.role)} />
      <StatusChip
        tone={admin.twoFactorEnabled ? 'green' : 'gray'}
        label={translate(admin.twoFactorEnabled ? 'app.team.two_factor_on' : 'app.team.two_factor_off')}
      />
      <StatusChip tone={admin.isActive ? 'green' : 'red'} label={translate(admin.isActive ? 'app.team.active' : 'app.team.inactive')} />
    </>
  );
}

function AdminName({ admin, me }: { admin: Admin; me: boolean }) {
  const translate = useTranslate();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {fullName(admin)}
        </Typography>
        {me && <StatusChip tone="teal" label={translate('app.team.you')} />}
      </Box>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
        {admin.email}
      </Typography>
    </Box>
  );
}

/** The admin's actions, in a menu: names and role for anyone; the rest not on oneself (the profile page has those). */
function AdminActions({ admin, me, onOpen }: { admin: Admin; me: boolean; onOpen: (open: Open) => void }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const item = (label: string, icon: ReactNode, open: Open, color?: string) => (
    <MenuItem
      onClick={() => {
        setAnchor(null);
        onOpen(open);
      }}
      sx={color ? { color } : undefined}
    >
      <ListItemIcon sx={color ? { color } : undefined}>{icon}</ListItemIcon>
      {translate(label)}
    </MenuItem>
  );
  const label = translate('app.team.actions_for', { name: fullName(admin) });
  return (
    <>
      <IconButton aria-label={label} title={label} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)}>
        <MoreIcon />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {item('app.team.edit', <EditIcon fontSize="small" />, { kind: 'edit', admin })}
        {!me && item('app.team.reset_password', <LockResetIcon fontSize="small" />, { kind: 'confirm', action: 'reset_password', admin })}
        {!me &&
          admin.twoFactorEnabled &&
          item('app.team.reset_two_factor', <PhonelinkEraseIcon fontSize="small" />, { kind: 'confirm', action: 'reset_two_factor', admin })}
        {!me &&
          (admin.isActive
            ? item('app.team.deactivate', <BlockIcon fontSize="small" />, { kind: 'confirm', action: 'deactivate', admin }, 'error.main')
            : item('app.team.reactivate', <CheckCircleIcon fontSize="small" />, { kind: 'confirm', action: 'reactivate', admin }))}
      </Menu>
    </>
  );
}

function lastSignIn(admin: Admin, translate: (key: string) => string, fmt: Formats) {
  return admin.lastLoginAt ? fmt.dateTime(admin.lastLoginAt) : translate('app.common.never');
}

function TeamTable({ admins, meId, onOpen }: { admins: Admin[]; meId: string; onOpen: (open: Open) => void }) {
  const translate = useTranslate();
  const fmt = useFormat();
  const head = ['admin', 'role', 'two_factor', 'last_sign_in', 'status'] as const;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('app.team.title')}>
        <TableHead>
          <TableRow>
            {head.map((h) => (
              <TableCell key={h} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {translate(`app.team.columns.${h}`)}
              </TableCell>
            ))}
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {translate('app.common.actions')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {admins.map((a) => (
            <TableRow key={a.id} hover sx={{ opacity: a.isActive ? 1 : 0.7 }}>
              <TableCell sx={{ minWidth: 220 }}>
                <AdminName admin={a} me={a.id === meId} />
              </TableCell>
              <TableCell>
                <StatusChip tone={a.role === 'owner' ? 'purple' : 'blue'} label={roleLabel(translate, a.role)} />
              </TableCell>
              <TableCell>
                <StatusChip tone={a.twoFactorEnabled ? 'green' : 'gray'} label={translate(a.twoFactorEnabled ? 'app.team.on' : 'app.team.off')} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{lastSignIn(a, translate, fmt)}</TableCell>
              <TableCell>
                <StatusChip tone={a.isActive ? 'green' : 'red'} label={translate(a.isActive ? 'app.team.active' : 'app.team.inactive')} />
              </TableCell>
              <TableCell align="right">
                <AdminActions admin={a} me={a.id === meId} onOpen={onOpen} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function TeamCards({ admins, meId, onOpen }: { admins: Admin[]; meId: string; onOpen: (open: Open) => void }) {
  const translate = useTranslate();
  const fmt = useFormat();
  return (
    <Box component="ul" aria-label={translate('app.team.title')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {admins.map((a) => (
        <Card key={a.id} component="li" variant="outlined" aria-label={fullName(a)} sx={{ opacity: a.isActive ? 1 : 0.75 }}>
          <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
            <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <AdminName admin={a} me={a.id === meId} />
              </Box>
              <Box sx={{ mt: -0.5, mr: -0.5 }}>
                <AdminActions admin={a} me={a.id === meId} onOpen={onOpen} />
              </Box>
            </Box>
            <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', mt: 1 }}>
              <Chips admin={a} />
            </Box>
            <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 1 }}>
              {translate('app.team.last_sign_in', { date: lastSignIn(a, translate, fmt) })}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

export default function TeamPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { identity } = useGetIdentity();
  const refreshIdentity = useRefreshIdentity();
  const meId = String(identity?.id ?? '');
  const [open, setOpenState] = useState<Open>(null);
  // The confirmation keeps its texts while it fades out.
  const [shown, setShown] = useState<{ action: Confirmable; admin: Admin } | null>(null);
  const setOpen = (next: Open) => {
    if (next?.kind === 'confirm') setShown(next);
    setOpenState(next);
  };
  const { data: admins, isPending, error, refetch } = useSignedInQuery({ queryKey: TEAM_KEY, queryFn: () => dataProvider.getAdmins(), retry: false });

  const failed = (err: unknown, fallback: string) => notify(teamFailure(err) ?? serverMessage(err, fallback), { type: 'error' });

  const act = useMutation({
    mutationFn: async ({ action, admin }: { action: Confirmable; admin: Admin }) => {
      if (action === 'reset_password') return dataProvider.resetAdminPassword(admin.id);
      if (action === 'reset_two_factor') return dataProvider.resetAdminTwoFactor(admin.id);
      return dataProvider.updateAdmin(admin.id, { isActive: action === 'reactivate' });
    },
    onSuccess: (result, { action, admin }) => {
      if ('temporaryPassword' in result) setOpen({ kind: 'password', email: admin.email, password: result.temporaryPassword });
      else {
        setOpen(null);
        notify(`app.team.done.${action}`, { type: 'success', messageArgs: { name: fullName(admin) } });
      }
      void refetch();
    },
    onError: (err, { action }) => {
      setOpen(null);
      failed(err, action === 'reset_password' ? 'app.team.reset_failed' : 'app.team.save_failed');
    },
  });

  const add = async (values: FieldValues) => {
    const created = await dataProvider.createAdmin(values as Parameters<typeof dataProvider.createAdmin>[0]);
    setOpen({ kind: 'password', email: created.admin.email, password: created.temporaryPassword });
    void refetch();
  };
  const save = (admin: Admin) => async (values: FieldValues) => {
    // Only what changed goes out.
    const changes = Object.fromEntries(
      (['firstName', 'lastName', 'role'] as const).filter((k) => values[k] !== admin[k]).map((k) => [k, values[k]]),
    ) as TeamUpdate;
    if (Object.keys(changes).length) await dataProvider.updateAdmin(admin.id, changes);
    setOpen(null);
    notify('app.team.saved', { type: 'success' });
    void refetch();
    // One's own role changed: what the menu and the screens offer follows.
    if (admin.id === meId && changes.role) await refreshIdentity();
  };

  const confirming = open?.kind === 'confirm' ? open : null;
  const action = shown?.action ?? 'deactivate';
  return (
    <Box sx={{ pb: 4 }}>
      <Title title={translate('app.team.title')} />
      <PageHeader
        title="app.team.title"
        subtitle={translate('app.team.subtitle')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen({ kind: 'add' })}>
            {translate('app.team.add_admin')}
          </Button>
        }
      />
      {isPending ? (
        <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label={translate('app.common.loading')} />
        </Box>
      ) : error || !admins ? (
        <LoadError message="app.team.load_failed" onRetry={() => refetch()} />
      ) : phone ? (
        <TeamCards admins={admins} meId={meId} onOpen={setOpen} />
      ) : (
        <Card variant="outlined">
          <TeamTable admins={admins} meId={meId} onOpen={setOpen} />
        </Card>
      )}
      {open?.kind === 'add' && <AdminFormDialog onClose={() => setOpen(null)} onSave={add} />}
      {open?.kind === 'edit' && <AdminFormDialog admin={open.admin} onClose={() => setOpen(null)} onSave={save(open.admin)} />}
      {open?.kind === 'password' && (
        <TempPasswordDialog email={open.email} password={open.password} notice="app.team.temp_password_notice" onClose={() => setOpen(null)} />
      )}
      <Confirm
        isOpen={Boolean(confirming)}
        loading={act.isPending}
        title={`app.team.confirm.${action}_title`}
        titleTranslateOptions={{ name: shown ? fullName(shown.admin) : '' }}
        content={`app.team.confirm.${action}_text`}
        confirm={`app.team.${action}`}
        confirmColor={action === 'reactivate' ? 'primary' : 'warning'}
        onClose={() => !act.isPending && setOpen(null)}
        onConfirm={() => confirming && act.mutate({ action: confirming.action, admin: confirming.admin })}
      />
    </Box>
  );
}
