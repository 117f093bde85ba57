// A contact's name over its email, each on one line: the table's Contact column and the cards.
import { Box, Typography } from '@mui/material';
import type { RaRecord } from 'react-admin';

export function ContactIdentity({ record, maxWidth }: { record: RaRecord; maxWidth?: number }) {
  return (
    <Box sx={{ minWidth: 0, maxWidth }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
        {record.name}
      </Typography>
      <Typography variant="caption" color="text.secondary" noWrap component="div">
        {record.email}
      </Typography>
    </Box>
  );
}
