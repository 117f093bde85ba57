// A figure with its label and icon; StatCards lays several out in a responsive grid.
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export type StatColor = 'primary' | 'success' | 'warning' | 'error' | 'info' | 'secondary';

export interface StatCardProps {
  /** Translation key (or text) of the label. */
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  color?: StatColor;
  /** A second line under the value (growth, a related count). */
  hint?: ReactNode;
  loading?: boolean;
}

export function StatCard({ label, value, icon, color = 'primary', hint, loading }: StatCardProps) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1.25, sm: 2 }, p: { xs: 1.5, sm: 2 }, '&:last-child': { pb: { xs: 1.5, sm: 2 } } }}>
        {icon && (
          <Box
            aria-hidden
            sx={{
              width: { xs: 36, sm: 44 },
              height: { xs: 36, sm: 44 },
              flexShrink: 0,
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
              color: `${color}.main`,
              bgcolor: (theme) => `color-mix(in srgb, ${theme.palette[color].main} 14%, transparent)`,
            }}
          >
            {icon}
          </Box>
        )}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {translate(label, { _: label })}
          </Typography>
          {/* A long figure wraps rather than being cut off (money uses MoneyValue's smaller size). */}
          <Typography variant="h5" component="p" sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
            {loading ? <Skeleton width={80} /> : value}
          </Typography>
          {hint && !loading && (
            <Typography variant="caption" color="text.secondary" component="div">
              {hint}
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

export function StatCards({ children, min = 190 }: { children: ReactNode; min?: number }) {
  return (
    // Two per row on a phone, so the figures don't push the list off the first screen.
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 1, sm: 2 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: `repeat(auto-fill, minmax(${min}px, 1fr))` },
        mb: 2,
      }}
    >
      {children}
    </Box>
  );
}
