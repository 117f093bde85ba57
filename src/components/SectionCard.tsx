// A titled card: the building block of detail pages and dashboards.
import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface SectionCardProps {
  /** Translation key (or text) of the title. */
  title: string;
  icon?: ReactNode;
  /** Shown at the right of the title row. */
  action?: ReactNode;
  children: ReactNode;
}

export function SectionCard({ title, icon, action, children }: SectionCardProps) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="section" aria-label={translate(title, { _: title })}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, minHeight: 32 }}>
          {icon && (
            <Box aria-hidden sx={{ display: 'flex', color: 'text.secondary' }}>
              {icon}
            </Box>
          )}
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, flex: 1 }}>
            {translate(title, { _: title })}
          </Typography>
          {action}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}
