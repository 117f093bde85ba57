// A list's view controls at the end of its filter bar: saved queries (the current filters,
// sort and page size kept under a name, one click to come back to them) and, for a table,
// react-admin's column chooser. On a phone both are icon buttons so the filter bar keeps
// its room.
import BookmarkIcon from '@mui/icons-material/BookmarkBorder';
import { Box, Button, IconButton, Popover, type Theme, Tooltip, useMediaQuery } from '@mui/material';
import { useState } from 'react';
import { ColumnsButton, SavedQueriesList, useTranslate } from 'react-admin';

function SavedQueriesButton() {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const title = translate('ra.saved_queries.label');
  return (
    <>
      {phone ? (
        <Tooltip title={title}>
          <IconButton aria-label={title} color="primary" onClick={(e) => setAnchor(e.currentTarget)}>
            <BookmarkIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <Button size="small" startIcon={<BookmarkIcon />} onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="dialog">
          {title}
        </Button>
      )}
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': title } }}
      >
        <Box sx={{ width: 'min(300px, calc(100vw - 32px))', px: 2, pt: 1, pb: 1.5 }}>
          <SavedQueriesList />
        </Box>
      </Popover>
    </>
  );
}

/** Saved queries, and the column chooser where the list shows a DataTable. */
export function ListViewControls({ columns = true }: { columns?: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, ml: 'auto' }}>
      <SavedQueriesButton />
      {columns && <ColumnsButton />}
    </Box>
  );
}
