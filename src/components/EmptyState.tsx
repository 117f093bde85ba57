// What a screen shows when there is nothing to list (or nothing matches the filters).
import { Box, Typography } from '@mui/material';
import InboxIcon from '@mui/icons-material/InboxOutlined';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export function EmptyState({ title, text, icon, action }: { title: string; text?: string; icon?: ReactNode; action?: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, color: 'text.secondary' }}>
      <Box sx={{ fontSize: 48, lineHeight: 1, mb: 1, opacity: 0.6 }}>{icon ?? <InboxIcon fontSize="inherit" />}</Box>
      <Typography variant="h6" color="text.primary">
        {translate(title, { _: title })}
      </Typography>
      {text && <Typography variant="body2">{translate(text, { _: text })}</Typography>}
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
}
