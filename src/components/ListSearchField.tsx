// A list's search box bound to its `q` filter: typing is debounced by the list (500 ms) and
// goes back to page 1; outside changes (back button, a link) show up in the box.
import { InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useEffect, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';

export function ListSearchField({ placeholder }: { placeholder: string }) {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const [text, setText] = useState<string>(filterValues.q ?? '');

  useEffect(() => {
    setText((current) => ((filterValues.q ?? '') === current.trim() ? current : (filterValues.q ?? '')));
  }, [filterValues.q]);

  return (
    <TextField
      size="small"
      type="search"
      fullWidth={false}
      margin="none"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        setFilters({ ...filterValues, q: e.target.value.trim() || undefined }, displayedFilters, true);
      }}
      placeholder={translate(placeholder, { _: placeholder })}
      slotProps={{
        htmlInput: { 'aria-label': translate('app.common.search') },
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
