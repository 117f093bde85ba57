// Shown while the sign-in state loads.
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Spinner } from '../components/Spinner';

export function FullScreenLoading() {
  const translate = useTranslate();
  return (
    <Box role="status" aria-live="polite" sx={{ position: 'fixed', inset: 0, display: 'grid', placeItems: 'center', bgcolor: 'background.default' }}>
      <Box sx={{ textAlign: 'center' }}>
        <Spinner besideText />
        <Typography sx={{ mt: 2 }} color="text.secondary">
          {translate('app.layout.loading_session')}
        </Typography>
      </Box>
    </Box>
  );
}
