// Shortcuts to the screens an admin opens most from the dashboard, those the role may open;
// no card at all for a role that may open none of them.
import { Box, Button } from '@mui/material';
import BoltIcon from '@mui/icons-material/BoltOutlined';
import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import TemplatesIcon from '@mui/icons-material/DashboardCustomizeOutlined';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useBasename, useCanAccessResources, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { SectionCard } from '../../components/SectionCard';

const ACTIONS = [
  { resource: 'users', label: 'app.dashboard.manage_users', icon: <PeopleIcon /> },
  { resource: 'orders', label: 'app.dashboard.review_orders', icon: <ReceiptIcon /> },
  { resource: 'cvs', label: 'app.dashboard.view_cvs', icon: <DescriptionIcon /> },
  { resource: 'templates', label: 'app.dashboard.manage_templates', icon: <TemplatesIcon /> },
];
const RESOURCES = ACTIONS.map((a) => a.resource);

export function QuickActions() {
  const translate = useTranslate();
  const basename = useBasename();
  const { canAccess } = useCanAccessResources({ action: 'list', resources: RESOURCES });
  const actions = ACTIONS.filter((a) => canAccess?.[a.resource]);
  if (!actions.length) return null;
  return (
    <SectionCard title="app.dashboard.quick_actions" icon={<BoltIcon />}>
      {/* One column beside the activity; side by side when the card has the row to itself. */}
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(min(220px, 100%), 1fr))' }}>
        {actions.map((a) => (
          <Button
            key={a.resource}
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
        ))}
      </Box>
    </SectionCard>
  );
}
