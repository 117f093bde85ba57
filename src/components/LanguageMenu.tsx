// The language menu of the pages before the panel (AuthFrame.tsx): react-admin's
// LocalesMenuButton, the same button and menu, except that the menu is rendered from its first
// opening rather than kept in the page, closed, from the start: the sign-in form shows without
// waiting for a modal and its list.
import { Button, Menu, MenuItem } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LanguageIcon from '@mui/icons-material/Translate';
import { useState } from 'react';
import { useLocales, useLocaleState } from 'react-admin';

export function LanguageMenu() {
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  return (
    <span>
      <Button
        color="inherit"
        variant="text"
        aria-controls="language-menu"
        aria-haspopup="true"
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
        startIcon={<LanguageIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
      >
        {languages.find((language) => language.locale === locale)?.name ?? ''}
      </Button>
      {opened && (
        <Menu id="language-menu" anchorEl={anchor} keepMounted open={Boolean(anchor)} onClose={() => setAnchor(null)}>
          {languages.map((language) => (
            <MenuItem
              key={language.locale}
              selected={language.locale === locale}
              onClick={() => {
                setLocale(language.locale);
                setAnchor(null);
              }}
            >
              {language.name}
            </MenuItem>
          ))}
        </Menu>
      )}
    </span>
  );
}
