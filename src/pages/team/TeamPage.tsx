// The Team screen (/admin/team, owners only): every admin with their role, two-factor sign-in,
// last sign-in and whether they may sign in; 'Add admin' (then their temporary password,
// shown once), a search by name or email, and per admin: change names and role, reset the
// password (confirmed, then shown once), reset two-factor sign-in, deactivate or reactivate
// (confirmed). A table on wide screens, one card per admin on a phone.
import { Box, Button, Card, InputAdornment, TextField, useMediaQuery, useTheme } from '@mui/material';
import AddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import SearchIcon from '@mui/icons-material/Search';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Confirm, Title, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { TempPasswordDialog } from '../../components/TempPasswordDialog';
import { useRefreshIdentity } from '../../components/useRefreshIdentity';
import { useSignedInQuery } from '../../components/useSignedInQuery';
import type { Admin } from '../../../contract/auth';
import type { TeamUpdate } from '../../../contract/team';
import { serverMessage } from '../../lib/serverMessage';
import { AdminFormDialog } from './AdminFormDialog';
import { SignInAddress } from './SignInAddress';
import { type Confirmable, fullName, type Open, TeamCards, TeamTable } from './TeamRows';
import { Spinner } from '../../components/Spinner';
import { teamApi } from './api';

export const TEAM_KEY = ['team', 'admins'];

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
  // The search box: what is typed shows at once, the list follows 300 ms after the last key.
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const {
    data: found,
    isPending,
    error,
    refetch,
  } = useSignedInQuery({
    queryKey: [...TEAM_KEY, search],
    queryFn: () => teamApi.getAdmins(search || undefined),
    retry: false,
  });
  // While a new search loads, the rows of the last one stay (no spinner at every key).
  const [last, setLast] = useState<Admin[]>();
  if (found && found !== last) setLast(found);
  const admins = found ?? (isPending ? last : undefined);

  const failed = (err: unknown, fallback: string) => notify(serverMessage(err, fallback), { type: 'error' });

  const act = useMutation({
    mutationFn: async ({ action, admin }: { action: Confirmable; admin: Admin }) => {
      if (action === 'reset_password') return teamApi.resetAdminPassword(admin.id);
      if (action === 'reset_two_factor') return teamApi.resetAdminTwoFactor(admin.id);
      if (action === 'invite') return teamApi.inviteAdmin(admin.id);
      return teamApi.updateAdmin(admin.id, { isActive: action === 'reactivate' });
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
      failed(err, action === 'reset_password' ? 'app.team.reset_failed' : action === 'invite' ? 'app.team.invite_failed' : 'app.team.save_failed');
    },
  });

  const add = async (values: FieldValues) => {
    const created = await teamApi.createAdmin(values as Parameters<typeof teamApi.createAdmin>[0]);
    setOpen({ kind: 'password', email: created.admin.email, password: created.temporaryPassword, invitationSent: created.invitationSent });
    void refetch();
  };
  const save = (admin: Admin) => async (values: FieldValues) => {
    // Only what changed goes out.
    const changes = Object.fromEntries(
      (['firstName', 'lastName', 'role'] as const).filter((k) => values[k] !== admin[k]).map((k) => [k, values[k]]),
    ) as TeamUpdate;
    if (Object.keys(changes).length) await teamApi.updateAdmin(admin.id, changes);
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
      <Box sx={{ mb: 2 }}>
        <TextField
          size="small"
          type="search"
          margin="none"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder={translate('app.team.search')}
          slotProps={{
            htmlInput: { 'aria-label': translate('app.common.search') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ width: '100%', maxWidth: { sm: 420 } }}
        />
      </Box>
      {isPending && !admins ? (
        <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <Spinner />
        </Box>
      ) : error || !admins ? (
        // refetch never rejects (a failed load is the query's error, shown): fire and forget.
        <LoadError message="app.team.load_failed" onRetry={() => void refetch()} />
      ) : search && admins.length === 0 ? (
        <EmptyState title="app.team.no_match" text="app.team.no_match_text" />
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
        <TempPasswordDialog email={open.email} password={open.password} notice="app.team.temp_password_notice" onClose={() => setOpen(null)}>
          <SignInAddress email={open.email} invitationSent={open.invitationSent} />
        </TempPasswordDialog>
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
