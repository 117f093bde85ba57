// The frame of the pages an admin sees before the panel (sign-in, first password, an emailed
// invitation): one card on the brand's soft background, the language menu in the corner, and
// (for the two password pages) a heading with its icon beside it.
import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { LanguageMenu } from './LanguageMenu';

export function AuthFrame({ maxWidth, children }: { maxWidth: number; children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: { xs: 1.5, sm: 2 },
        // Room for the language menu above the card on a phone.
        pt: { xs: 7, sm: 2 },
        background: (theme) =>
          theme.palette.mode === 'dark'
            ? 'radial-gradient(circle at 20% 10%, #1e1b4b 0, #0f1117 55%)'
            : 'radial-gradient(circle at 20% 10%, #e0e7ff 0, #f5f6fa 55%)',
      }}
    >
      <Box sx={{ position: 'fixed', top: 8, right: 8 }}>
        <LanguageMenu />
      </Box>
      <Card sx={{ width: '100%', maxWidth, boxShadow: '0 20px 45px rgba(30, 27, 75, 0.12)' }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>{children}</CardContent>
      </Card>
    </Box>
  );
}

/** An icon in the brand's colour. */
export function AuthIcon({ size, children }: { size: number; children: ReactNode }) {
  return (
    <Box
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: size > 48 ? 3 : 2.5,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      {children}
    </Box>
  );
}

/** The page's heading beside its icon, with a line under it when there is one. */
export function AuthHeading({ icon, title, subtitle }: { icon: ReactNode; title: string; subtitle?: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
      <AuthIcon size={44}>{icon}</AuthIcon>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h6" component="h1" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {subtitle}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
