import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Title, useBasename, useTranslate } from 'react-admin';

export function NotFound() {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <Title title={translate('app.errors.not_found_title')} />
      <Typography variant="h4" sx={{ fontWeight: 700 }}>
        404
      </Typography>
      <Typography variant="h6">{translate('app.errors.not_found_title')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('app.errors.not_found')}
      </Typography>
      <Button variant="contained" component={Link} to={`${basename}/dashboard`}>
        {translate('app.menu.dashboard')}
      </Button>
    </Box>
  );
}
