// The signed-in admin in the top bar: name and role (in the UI language), and a menu with
// who is signed in (name, email and role: on a phone the bar shows only the initials) above
// 'Profile Settings' (the profile page) and 'Sign Out'. The name follows a profile change at
// once (shared identity query).
import { Avatar, Box, Button, Divider, ListItemIcon, ListSubheader, Menu, MenuItem, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import { useState } from 'react';
import { useBasename, useGetIdentity, useLogout, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { roleLabel } from '../lib/roles';

/** Off screen below 600 px, still read aloud. */
const VISUALLY_HIDDEN_ON_PHONE = {
  position: { xs: 'absolute', sm: 'static' },
  width: { xs: '1px', sm: 'auto' },
  height: { xs: '1px', sm: 'auto' },
  overflow: { xs: 'hidden', sm: 'visible' },
  clipPath: { xs: 'inset(50%)', sm: 'none' },
  whiteSpace: { xs: 'nowrap', sm: 'normal' },
} as const;

export function AccountMenu() {
  const { identity } = useGetIdentity();
  const logout = useLogout();
  const translate = useTranslate();
  const basename = useBasename();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = identity ? `${identity.firstName ?? ''} ${identity.lastName ?? ''}`.trim() : '';
  const initials = name
    .split(/\s+/)
    .map((p) => p[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        // Named by its visible text (name and role; the initials are decoration), so a voice
        // command saying what is on screen finds it; on a phone the text is there for screen
        // readers only.
        aria-label={name ? undefined : translate('ra.auth.user_menu')}
        sx={{ ml: 1, gap: 1, textAlign: 'left', minWidth: 0 }}
      >
        <Avatar aria-hidden sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'primary.dark' }}>
          {initials || <PersonIcon />}
        </Avatar>
        <Box sx={{ lineHeight: 1.1, display: 'block', ...VISUALLY_HIDDEN_ON_PHONE }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
            {name}
          </Typography>
          <Typography variant="caption" sx={{ opacity: 0.8 }} noWrap>
            {roleLabel(translate, identity?.role)}
          </Typography>
        </Box>
      </Button>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {/* A subheader, which the menu's arrow keys skip: it says who, it does nothing. */}
        <ListSubheader data-testid="account-menu-who" sx={{ lineHeight: 1.4, py: 1, maxWidth: 320, color: 'text.primary' }}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          {identity?.email && (
            <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
              {identity.email}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary" component="div">
            {roleLabel(translate, identity?.role)}
          </Typography>
        </ListSubheader>
        <Divider />
        <MenuItem component={Link} to={`${basename}/profile`} onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          {translate('app.layout.profile_settings')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            // logout never rejects: authProvider.logout catches the server's failure.
            void logout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {translate('app.layout.sign_out')}
        </MenuItem>
      </Menu>
    </>
  );
}
