// Top bar: the product name (each page has its own heading), language, theme, the
// loading indicator and the signed-in admin.
import { Typography } from '@mui/material';
import { AppBar as RaAppBar, LoadingIndicator, LocalesMenuButton, ToggleThemeButton, useTranslate } from 'react-admin';
import { AccountMenu } from './AccountMenu';

export function AppBar() {
  const translate = useTranslate();
  return (
    <RaAppBar
      color="primary"
      userMenu={false}
      toolbar={
        <>
          <LocalesMenuButton />
          <ToggleThemeButton />
          <LoadingIndicator aria-label={translate('ra.page.loading')} />
          <AccountMenu />
        </>
      }
    >
      <Typography
        variant="h6"
        component="span"
        sx={{ flex: 1, fontWeight: 700, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', visibility: { xs: 'hidden', sm: 'visible' } }}
      >
        {translate('app.name')}
      </Typography>
    </RaAppBar>
  );
}
