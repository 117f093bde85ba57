// A list's search box bound to a text filter (`q` by default): typing is debounced by the
// list (500 ms) and goes back to page 1; outside changes (back button, a link) show up in the box.
import { InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';

export function ListSearchField({ placeholder, source = 'q', label = 'app.common.search' }: { placeholder: string; source?: string; label?: string }) {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const value: string = filterValues[source] ?? '';
  const [text, setText] = useState<string>(value);
  // A change from outside (back button, a link, a saved query) shows in the box; the admin's
  // own typing (trailing spaces included) stays as typed.
  const [shown, setShown] = useState<string>(value);
  if (value !== shown) {
    setShown(value);
    if (value !== text.trim()) setText(value);
  }

  return (
    <TextField
      size="small"
      type="search"
      fullWidth={false}
      margin="none"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        setFilters({ ...filterValues, [source]: e.target.value.trim() || undefined }, displayedFilters, true);
      }}
      placeholder={translate(placeholder, { _: placeholder })}
      slotProps={{
        htmlInput: { 'aria-label': translate(label) },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ flex: '1 1 260px', maxWidth: { sm: 420 } }}
    />
  );
}
