// Packages tab: the credit summary (from the credits ledger, with 'Credits Used' as the
// Details tab shows it), the user's packages (subscriptions), Add Package and Adjust Credits
// (for a role that may change credits) with the ledger.
import { Box, Button, Card, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import TuneIcon from '@mui/icons-material/Tune';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import type { WithMethods } from '../../api/dataProvider';
import type { usersApi } from './api';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';
import { StatusChip } from '../../components/StatusChip';
import { CREDIT_KINDS, creditUsage, type User, type UserSubscription } from '../../../contract/users';
import { useFormat } from '../../lib/useFormat';
import { useLocalizedPackage } from '../../lib/localizedPackage';
import { AddPackageDialog } from './AddPackageDialog';
import { AdjustCreditsDialog } from './AdjustCreditsDialog';
import { CreditSummary } from './CreditSummary';
import { useCreditLedger } from './CreditLedger';
import { useUserRefresh } from './useUserRefresh';
import { Spinner } from '../../components/Spinner';

function SubscriptionCard({ sub }: { sub: UserSubscription }) {
  const fmt = useFormat();
  const translate = useTranslate();
  const localized = useLocalizedPackage();
  const usage = creditUsage(sub);
  return (
    <Card variant="outlined" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
        <Box>
          <Typography sx={{ fontWeight: 700 }}>{localized({ name: sub.packageName, nameEn: sub.packageNameEn }).name}</Typography>
          <Typography variant="caption" color="text.secondary">
            {translate('resources.users.packages.purchased', { date: fmt.dateTime(sub.purchasedAt) })}
            {sub.expiresAt && ` · ${translate('resources.users.packages.expires', { date: fmt.dateTime(sub.expiresAt) })}`}
          </Typography>
        </Box>
        <StatusChip
          tone={sub.isActive ? 'green' : 'gray'}
          label={translate(sub.isActive ? 'resources.users.packages.active' : 'resources.users.packages.inactive')}
        />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 1, mt: 1.5 }}>
        {CREDIT_KINDS.map((kind) => (
          <Box key={kind}>
            <Typography variant="caption" color="text.secondary" component="div" noWrap>
              {translate(`resources.users.credits.${kind}`)}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {usage[kind].remaining} / {usage[kind].total}
            </Typography>
          </Box>
        ))}
      </Box>
    </Card>
  );
}

export function UserPackagesTab({ user }: { user: User }) {
  const translate = useTranslate();
  const fmt = useFormat();
  const dataProvider = useDataProvider<WithMethods<typeof usersApi>>();
  const refreshUser = useUserRefresh();
  const [dialog, setDialog] = useState<'add' | 'adjust' | null>(null);
  const { canAccess: canChangeCredits } = useCanAccess({ resource: 'users', action: 'credits' });
  const { data, isPending, error, refetch } = useQuery({
    queryKey: ['users', user.id, 'packages'],
    queryFn: () => dataProvider.getUserPackages(user.id),
  });
  const subscriptions = (data?.subscriptions ?? []) as UserSubscription[];
  const ledger = useCreditLedger(user.id);
  const summary = ledger.data?.pages[0]?.summary;

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {translate('resources.users.packages.summary')}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div">
            {translate('resources.users.packages.summary_hint')}
          </Typography>
          <Typography variant="body2" data-testid="credits-used">
            {translate('resources.users.fields.totalCreditsUsed')}: <strong>{fmt.number(user.totalCreditsUsed)}</strong>
          </Typography>
        </Box>
        {canChangeCredits && (
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button size="small" startIcon={<TuneIcon />} onClick={() => setDialog('adjust')}>
              {translate('resources.users.packages.adjust')}
            </Button>
            <Button size="small" variant="contained" startIcon={<AddIcon />} onClick={() => setDialog('add')}>
              {translate('resources.users.packages.add')}
            </Button>
          </Box>
        )}
      </Box>
      <CreditSummary user={user} summary={summary} />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mt: 3, mb: 1.5 }}>
        {translate('resources.users.packages.current')}
      </Typography>
      {isPending && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
          <Spinner size={28} />
        </Box>
      )}
      {/* refetch never rejects (a failed load is the query's error, shown): fire and forget. */}
      {error && <LoadError message="resources.users.packages.load_failed" onRetry={() => void refetch()} retryLabel="app.common.retry" />}
      {data && subscriptions.length === 0 && (
        <EmptyState title="resources.users.packages.none" text="resources.users.packages.none_text" icon={<InventoryIcon fontSize="inherit" />} />
      )}
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {subscriptions.map((sub) => (
          <SubscriptionCard key={sub.id} sub={sub} />
        ))}
      </Box>
      {dialog === 'add' && <AddPackageDialog userId={user.id} onClose={() => setDialog(null)} onAdded={refreshUser} />}
      {dialog === 'adjust' && <AdjustCreditsDialog user={user} onClose={() => setDialog(null)} />}
    </Box>
  );
}
