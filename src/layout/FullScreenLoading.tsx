// Shown while the sign-in state loads.
import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export function FullScreenLoading() {
  const translate = useTranslate();
  return (
    <Box role="status" aria-live="polite" sx={{ position: 'fixed', inset: 0, display: 'grid', placeItems: 'center', bgcolor: 'background.default' }}>
      <Box sx={{ textAlign: 'center' }}>
        <CircularProgress />
        <Typography sx={{ mt: 2 }} color="text.secondary">
          {translate('app.layout.loading_session')}
        </Typography>
      </Box>
    </Box>
  );
}
