// Shortcuts to the screens an admin opens most from the dashboard, those the role may open.
import { Box, Button } from '@mui/material';
import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { CanAccess, useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

const ACTIONS = [
  { resource: 'users', label: 'app.dashboard.manage_users', icon: <PeopleIcon /> },
  { resource: 'orders', label: 'app.dashboard.review_orders', icon: <ReceiptIcon /> },
  { resource: 'cvs', label: 'app.dashboard.view_cvs', icon: <DescriptionIcon /> },
];

export function QuickActions() {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {ACTIONS.map((a) => (
        <CanAccess key={a.resource} resource={a.resource} action="list">
          <Button
            component={Link}
            to={`${basename}/${a.resource}`}
            variant="outlined"
            color="inherit"
            startIcon={a.icon}
            endIcon={<ChevronRightIcon />}
            sx={{ justifyContent: 'flex-start', py: 1.25, borderColor: 'divider', '& .MuiButton-endIcon': { ml: 'auto' } }}
          >
            {translate(a.label)}
          </Button>
        </CanAccess>
      ))}
    </Box>
  );
}
