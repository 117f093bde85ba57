// Shortcuts to the screens an admin opens most from the dashboard.
import { Box, Button } from '@mui/material';
import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

const ACTIONS = [
  { to: '/users', label: 'app.dashboard.manage_users', icon: <PeopleIcon /> },
  { to: '/orders', label: 'app.dashboard.review_orders', icon: <ReceiptIcon /> },
  { to: '/cvs', label: 'app.dashboard.view_cvs', icon: <DescriptionIcon /> },
];

export function QuickActions() {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {ACTIONS.map((a) => (
        <Button
          key={a.to}
          component={Link}
          to={`${basename}${a.to}`}
          variant="outlined"
          color="inherit"
          startIcon={a.icon}
          endIcon={<ChevronRightIcon />}
          sx={{ justifyContent: 'flex-start', py: 1.25, borderColor: 'divider', '& .MuiButton-endIcon': { ml: 'auto' } }}
        >
          {translate(a.label)}
        </Button>
      ))}
    </Box>
  );
}
