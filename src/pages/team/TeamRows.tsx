// The Team screen's rows: each admin with their role, two-factor sign-in, last sign-in and
// whether they may sign in, and the menu of what may be done to them; a table on wide screens,
// one card per admin on a phone.
import {
  Box,
  Card,
  CardContent,
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
} from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInboxOutlined';
import LockResetIcon from '@mui/icons-material/LockReset';
import MoreIcon from '@mui/icons-material/MoreVert';
import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkEraseOutlined';
import { type ReactNode, useState } from 'react';
import { useTranslate } from 'react-admin';
import { StatusChip } from '../../components/StatusChip';
import type { Admin } from '../../../contract/auth';
import { useFormat, type Formats } from '../../lib/useFormat';
import { roleLabel } from '../../lib/roles';
import { IconAction } from '../../components/IconAction';

export type Confirmable = 'deactivate' | 'reactivate' | 'reset_password' | 'reset_two_factor' | 'invite';
export type Open =
  | { kind: 'add' }
  | { kind: 'edit'; admin: Admin }
  | { kind: 'confirm'; action: Confirmable; admin: Admin }
  /** A temporary password to hand over; `invitationSent` for a new admin (was an invitation emailed). */
  | { kind: 'password'; email: string; password: string; invitationSent?: boolean }
  | null;

export const fullName = (a: Admin) => `${a.firstName} ${a.lastName}`.trim() || a.email;

/** A temporary password still to be changed, and whether it has run out (then only a reset helps). */
function TemporaryPasswordChip({ admin }: { admin: Admin }) {
  const translate = useTranslate();
  if (!admin.mustChangePassword) return null;
  const expired = admin.temporaryPasswordExpiresAt !== null && new Date(admin.temporaryPasswordExpiresAt) <= new Date();
  return <StatusChip tone={expired ? 'red' : 'orange'} label={translate(expired ? 'app.team.temporary_password_expired' : 'app.team.temporary_password')} />;
}

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
      <TemporaryPasswordChip admin={admin} />
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
      <IconAction label={label} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)}>
        <MoreIcon />
      </IconAction>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {item('app.team.edit', <EditIcon fontSize="small" />, { kind: 'edit', admin })}
        {!me &&
          admin.isActive &&
          admin.mustChangePassword &&
          item('app.team.invite', <ForwardToInboxIcon fontSize="small" />, { kind: 'confirm', action: 'invite', admin })}
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

export function TeamTable({ admins, meId, onOpen }: { admins: Admin[]; meId: string; onOpen: (open: Open) => void }) {
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
            <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
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
                <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
                  <StatusChip tone={a.isActive ? 'green' : 'red'} label={translate(a.isActive ? 'app.team.active' : 'app.team.inactive')} />
                  <TemporaryPasswordChip admin={a} />
                </Box>
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

export function TeamCards({ admins, meId, onOpen }: { admins: Admin[]; meId: string; onOpen: (open: Open) => void }) {
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
