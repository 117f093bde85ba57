// Small pieces of a user shared by the list and the dialog: avatar, status chips, credits.
import { Box, Stack, Tooltip, Typography } from '@mui/material';
import VerifiedIcon from '@mui/icons-material/Verified';
import { useTranslate } from 'react-admin';
import { StatusChip } from '../../components/StatusChip';
import { UserAvatar } from '../../components/UserAvatar';
import type { User } from '../../../contract/users';

export const fullName = (u: Pick<User, 'firstName' | 'lastName'>) => `${u.firstName} ${u.lastName}`.trim();

export function UserStatusChips({ user, wrap = true }: { user: Pick<User, 'isActive' | 'isPremium' | 'emailVerified'>; wrap?: boolean }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', flexWrap: wrap ? 'wrap' : 'nowrap', rowGap: 0.5 }}>
      <StatusChip
        tone={user.isActive ? 'green' : 'gray'}
        label={translate(user.isActive ? 'resources.users.status.active' : 'resources.users.status.inactive')}
      />
      {user.isPremium && <StatusChip tone="purple" label={translate('resources.users.status.premium')} />}
      {user.emailVerified && (
        <Tooltip title={translate('resources.users.status.verified')}>
          <VerifiedIcon aria-label={translate('resources.users.status.verified')} fontSize="small" sx={{ color: 'info.main' }} />
        </Tooltip>
      )}
    </Stack>
  );
}

export function CreditsSummary({ user }: { user: Pick<User, 'currentCredits'> }) {
  const translate = useTranslate();
  const c = user.currentCredits;
  return (
    <Tooltip
      title={translate('resources.users.credits_tooltip', { cv: c.cvCreation, ai: c.aiOptimization, premium: c.premiumTemplates, aiTemplates: c.aiTemplates })}
    >
      <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>
        {translate('resources.users.credits_short', { cv: c.cvCreation, ai: c.aiOptimization })}
      </Typography>
    </Tooltip>
  );
}

/** Avatar, name and email; the name opens the user's dialog through `onOpen`. */
export function UserIdentity({ user, onOpen }: { user: User; onOpen: () => void }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <UserAvatar user={user} />
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component="button"
          type="button"
          onClick={(e) => {
            e.stopPropagation();
            onOpen();
          }}
          variant="body2"
          sx={{
            p: 0,
            border: 0,
            bgcolor: 'transparent',
            cursor: 'pointer',
            fontWeight: 600,
            color: 'primary.main',
            textAlign: 'left',
            '&:hover': { textDecoration: 'underline' },
          }}
        >
          {fullName(user)}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div" noWrap>
          {user.email}
        </Typography>
      </Box>
    </Box>
  );
}
