// What a screen the admin's role may not open shows instead (a typed or old address): the
// reason, and the way back to the dashboard every role has.
import { Box, Button, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/LockOutlined';
import { Title, useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

export function AccessDenied() {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <Title title={translate('app.errors.access_denied_title')} />
      <LockIcon sx={{ fontSize: 64, color: 'text.disabled' }} />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mt: 1 }}>
        {translate('app.errors.access_denied_title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 480, mx: 'auto' }}>
        {translate('app.errors.access_denied')}
      </Typography>
      <Button variant="contained" component={Link} to={`${basename}/dashboard`}>
        {translate('app.menu.dashboard')}
      </Button>
    </Box>
  );
}
