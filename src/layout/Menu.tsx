// The sidebar: Dashboard, a menu item for each resource (label and icon from the
// resource: Orders' icon carries its live badge), Settings, Team, then the extensions (the
// audit log), and the version label. Only what the admin's role may open is listed: the
// resources' items ask canAccess themselves, the pages here do the same.
import { Box, Typography } from '@mui/material';
import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import TeamIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import type { ReactElement } from 'react';
import { Menu, useBasename, useCanAccess, useSidebarState, useTranslate } from 'react-admin';
import { resources } from '../resources';

const resourceItems = (extension: boolean) =>
  resources.filter((r) => Boolean(r.extension) === extension).map((r) => <Menu.ResourceItem key={r.name} name={r.name} />);

type Page = 'dashboard' | 'settings' | 'team';

function PageItem({ page, icon }: { page: Page; icon: ReactElement }) {
  const translate = useTranslate();
  // Plain links are not prefixed by react-admin: add the /admin basename here.
  const basename = useBasename();
  const { canAccess } = useCanAccess({ resource: page, action: 'list' });
  if (!canAccess) return null;
  return <Menu.Item to={`${basename}/${page}`} primaryText={translate(`app.menu.${page}`)} leftIcon={icon} />;
}

export function AppMenu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Menu>
        <PageItem page="dashboard" icon={<DashboardIcon />} />
        {resourceItems(false)}
        <PageItem page="settings" icon={<SettingsIcon />} />
        <PageItem page="team" icon={<TeamIcon />} />
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
