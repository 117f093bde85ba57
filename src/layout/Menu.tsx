// The sidebar: the eight areas of spec §2 (Orders with its live badge), the audit log
// (extension) and the version label.
import { Box, Typography } from '@mui/material';
import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import DesignIcon from '@mui/icons-material/DashboardCustomizeOutlined';
import MailIcon from '@mui/icons-material/MailOutlineOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import AuditIcon from '@mui/icons-material/ManageHistoryOutlined';
import { Menu, useBasename, useSidebarState, useTranslate } from 'react-admin';
import { OrdersMenuIcon } from '../live';

export const MENU_ENTRIES = [
  { to: '/dashboard', key: 'dashboard', icon: <DashboardIcon /> },
  { to: '/users', key: 'users', icon: <PeopleIcon /> },
  { to: '/cvs', key: 'cvs', icon: <DescriptionIcon /> },
  { to: '/packages', key: 'packages', icon: <InventoryIcon /> },
  { to: '/orders', key: 'orders', icon: <OrdersMenuIcon /> },
  { to: '/templates', key: 'templates', icon: <DesignIcon /> },
  { to: '/contacts', key: 'contacts', icon: <MailIcon /> },
  { to: '/settings', key: 'settings', icon: <SettingsIcon /> },
  { to: '/audit-log', key: 'audit_log', icon: <AuditIcon /> },
] as const;

export function AppMenu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  // Plain links are not prefixed by react-admin: add the /admin basename here.
  const basename = useBasename();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Menu>
        {MENU_ENTRIES.map((e) => (
          <Menu.Item key={e.key} to={`${basename}${e.to}`} primaryText={translate(`app.menu.${e.key}`)} leftIcon={e.icon} />
        ))}
      </Menu>
      {open && (
        <Typography variant="caption" color="text.secondary" sx={{ mt: 'auto', px: 2, py: 2 }}>
          {translate('app.layout.version')}
        </Typography>
      )}
    </Box>
  );
}
