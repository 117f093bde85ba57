// The sidebar: Dashboard, a menu item for each resource of spec §2 (label and icon from the
// resource: Orders' icon carries its live badge), Settings, then the extensions (the audit
// log), and the version label.
import { Box, Typography } from '@mui/material';
import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import type { ReactElement } from 'react';
import { Menu, useBasename, useSidebarState, useTranslate } from 'react-admin';
import { resources } from '../resources';

const resourceItems = (extension: boolean) =>
  resources.filter((r) => Boolean(r.extension) === extension).map((r) => <Menu.ResourceItem key={r.name} name={r.name} />);

export function AppMenu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  // Plain links are not prefixed by react-admin: add the /admin basename here.
  const basename = useBasename();
  const page = (key: 'dashboard' | 'settings', icon: ReactElement) => (
    <Menu.Item key={key} to={`${basename}/${key}`} primaryText={translate(`app.menu.${key}`)} leftIcon={icon} />
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Menu>
        {page('dashboard', <DashboardIcon />)}
        {resourceItems(false)}
        {page('settings', <SettingsIcon />)}
        {resourceItems(true)}
      </Menu>
      {open && (
        <Typography variant="caption" color="text.secondary" sx={{ mt: 'auto', px: 2, py: 2 }}>
          {translate('app.layout.version')}
        </Typography>
      )}
    </Box>
  );
}
