// The four credit kinds of a package with their amounts (card: compact; detail: roomy).
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CREDIT_KINDS, type Credits } from '../../contract/users';
import { FALLBACK_PACKAGE_CREDITS } from '../../contract/packages';

export function CreditsList({ credits, dense = false }: { credits?: Partial<Credits> | null; dense?: boolean }) {
  const translate = useTranslate();
  const value = { ...FALLBACK_PACKAGE_CREDITS, ...(credits ?? {}) };
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: dense ? '1fr 1fr' : { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: dense ? 0.5 : 2, m: 0 }}>
      {CREDIT_KINDS.map((kind) => (
        <Box key={kind} sx={dense ? { display: 'flex', gap: 0.75, alignItems: 'baseline', minWidth: 0 } : { p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}>
          <Typography component="dt" variant={dense ? 'caption' : 'body2'} color="text.secondary" noWrap={dense}>
            {translate(`resources.packages.credits.${kind}`)}
          </Typography>
          <Typography component="dd" variant={dense ? 'body2' : 'h6'} sx={{ m: 0, fontWeight: 700, order: dense ? -1 : 0 }}>
            {value[kind]}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
