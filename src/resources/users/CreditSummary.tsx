// Credit summary of the Packages tab: per kind, used of total across the user's packages
// (used = max(remaining, package total) − remaining, totals default to 3 CV / 1 AI),
// and the user's current balance, numbers grouped the language's way (1.000).
import { Box, Card, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CREDIT_KINDS, type CreditKind, creditUsage, type User, type UserSubscription } from '../../../contract/users';
import { useFormat } from '../../lib/useFormat';

export function summarize(subscriptions: UserSubscription[]) {
  const sum = Object.fromEntries(CREDIT_KINDS.map((k) => [k, { used: 0, total: 0 }])) as Record<CreditKind, { used: number; total: number }>;
  for (const sub of subscriptions) {
    const usage = creditUsage(sub);
    for (const k of CREDIT_KINDS) {
      sum[k].used += usage[k].used;
      sum[k].total += usage[k].total;
    }
  }
  return sum;
}

export function CreditSummary({ user, subscriptions }: { user: User; subscriptions: UserSubscription[] }) {
  const translate = useTranslate();
  const fmt = useFormat();
  const sum = summarize(subscriptions);
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
      {CREDIT_KINDS.map((kind) => {
        const { used, total } = sum[kind];
        return (
          <Card key={kind} variant="outlined" sx={{ p: 1.5 }} data-testid={`credit-${kind}`}>
            <Typography variant="caption" color="text.secondary" component="div" noWrap>
              {translate(`resources.users.credits.${kind}`)}
            </Typography>
            <Typography variant="h6" component="div" sx={{ fontWeight: 700, lineHeight: 1.4 }}>
              {translate('resources.users.packages.balance', { count: fmt.number(user.currentCredits[kind]) })}
            </Typography>
            {/* Usage only means something once a package gave credits of this kind. */}
            <Box sx={{ visibility: total > 0 ? 'visible' : 'hidden' }}>
              <LinearProgress
                variant="determinate"
                value={total > 0 ? (used / total) * 100 : 0}
                aria-label={translate(`resources.users.credits.${kind}`)}
                sx={{ my: 0.75, height: 6, borderRadius: 3, bgcolor: 'action.hover' }}
              />
              <Typography variant="caption" color="text.secondary">
                {translate('resources.users.packages.used_of', { used: fmt.number(used), total: fmt.number(total) })}
              </Typography>
            </Box>
          </Card>
        );
      })}
    </Box>
  );
}
