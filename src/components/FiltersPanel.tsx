// The panel of filters that the 'Filters' button (FiltersToggle) opens below a list's search.
// It fades in where it will stay: a panel that slid open moved its fields under the pointer,
// and a field pressed while it moved was released beside itself, which closed its menu.
import { Box, Fade } from '@mui/material';
import type { ReactNode } from 'react';

export function FiltersPanel({ open, children }: { open: boolean; children: ReactNode }) {
  return (
    <Fade in={open} unmountOnExit>
      <Box sx={{ display: 'flex', gap: 1.5, mt: 2, flexWrap: 'wrap', alignItems: 'center' }}>{children}</Box>
    </Fade>
  );
}
