// A list's view controls at the end of its filter bar: saved queries (the current filters,
// sort and page size kept under a name, one click to come back to them) and, for a table,
// react-admin's column chooser. On a phone both are icon buttons so the filter bar keeps
// its room.
import BookmarkIcon from '@mui/icons-material/BookmarkBorder';
import { Box, Button, Popover, type Theme, Typography, useMediaQuery } from '@mui/material';
import { useState } from 'react';
import {
  ColumnsButton,
  extractValidSavedQueries,
  SavedQueriesList,
  SavedQueryFilterListItemClasses,
  useListContext,
  useSavedQueries,
  useTranslate,
} from 'react-admin';
import { IconAction } from './IconAction';

function SavedQueriesButton() {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const title = translate('ra.saved_queries.label');
  const { resource } = useListContext();
  const [queries] = useSavedQueries(resource);
  const saved = extractValidSavedQueries(queries);
  return (
    <>
      {phone ? (
        <IconAction label={title} color="primary" onClick={(e) => setAnchor(e.currentTarget)}>
          <BookmarkIcon />
        </IconAction>
      ) : (
        <Button size="small" startIcon={<BookmarkIcon />} onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="dialog" sx={{ lineHeight: 1.5 }}>
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
        {/* Choosing a saved query shows the list it brings back. */}
        <Box
          sx={{ width: 'min(300px, calc(100vw - 32px))', px: 2, pt: 1, pb: 1.5 }}
          onClick={(e) => (e.target as Element).closest(`.${SavedQueryFilterListItemClasses.listItemButton}`) && setAnchor(null)}
        >
          <SavedQueriesList />
          {/* Nothing saved yet: say what the panel is for (react-admin only has a tooltip for it). */}
          {!saved.length && (
            <Typography variant="body2" color="text.secondary" sx={{ px: 1, pb: 0.5 }}>
              {translate('ra.saved_queries.help')}
            </Typography>
          )}
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
