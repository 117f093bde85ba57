// Credit summary of the Packages tab, from the user's credits ledger: per kind the balance,
// what was granted (sign-up credits, packages, an opening balance) and used of it, and the
// admins' adjustments, so that balance = granted − used ± adjusted; and 'Credits Used' of all
// kinds, the figure of the Details tab. Numbers grouped the language's way (1.000).
import { Box, Card, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CREDIT_KINDS, type CreditLedgerSummary, type User } from '../../../contract/users';
import { useFormat } from '../../lib/useFormat';
import { SignedAmount } from './CreditLedger';

export function CreditSummary({ user, summary }: { user: User; summary: CreditLedgerSummary | undefined }) {
  const translate = useTranslate();
  const fmt = useFormat();
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
      {CREDIT_KINDS.map((kind) => {
        const granted = summary?.granted[kind] ?? 0;
        const used = summary?.used[kind] ?? 0;
        const adjusted = summary?.adjusted[kind] ?? 0;
        const total = granted + Math.max(adjusted, 0);
        return (
          <Card key={kind} variant="outlined" sx={{ p: 1.5 }} data-testid={`credit-${kind}`}>
            <Typography variant="caption" color="text.secondary" component="div" noWrap>
              {translate(`resources.users.credits.${kind}`)}
            </Typography>
            <Typography variant="h6" component="div" sx={{ fontWeight: 700, lineHeight: 1.4 }}>
              {translate('resources.users.packages.balance', { count: fmt.number(user.currentCredits[kind]) })}
            </Typography>
            {/* Usage only means something once credits of this kind were granted. */}
            <Box sx={{ visibility: summary && total > 0 ? 'visible' : 'hidden' }}>
              <LinearProgress
                variant="determinate"
                value={total > 0 ? Math.min(100, (used / total) * 100) : 0}
                aria-label={translate(`resources.users.credits.${kind}`)}
                sx={{ my: 0.75, height: 6, borderRadius: 3, bgcolor: 'action.hover' }}
              />
            </Box>
            {summary && (
              <Typography variant="caption" color="text.secondary" component="div">
                {translate('resources.users.packages.granted_used', { granted: fmt.number(granted), used: fmt.number(used) })}
                {adjusted !== 0 && (
                  <>
                    {' · '}
                    {translate('resources.users.packages.adjusted_by')} <SignedAmount value={adjusted} />
                  </>
                )}
              </Typography>
            )}
          </Card>
        );
      })}
    </Box>
  );
}
