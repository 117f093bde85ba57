// The signed-in admin in the top bar: name and role (in the UI language), and a menu with
// 'Profile Settings' (the profile page) and 'Sign Out'. The name follows a profile change at
// once (shared identity query).
import { Avatar, Box, Button, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/PersonOutline';
import { useState } from 'react';
import { useBasename, useGetIdentity, useLogout, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { roleLabel } from '../lib/roles';

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
        aria-label={name || translate('ra.auth.user_menu')}
        sx={{ ml: 1, gap: 1, textAlign: 'left', minWidth: 0 }}
      >
        <Avatar sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'primary.dark' }}>{initials || <PersonIcon />}</Avatar>
        <Box sx={{ display: { xs: 'none', sm: 'block' }, lineHeight: 1.1 }}>
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
        <MenuItem component={Link} to={`${basename}/profile`} onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          {translate('app.layout.profile_settings')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            logout();
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
