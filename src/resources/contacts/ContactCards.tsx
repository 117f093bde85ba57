// The contacts list on narrow screens: one card per contact instead of a wide table, with
// the same badges and row actions.
import { Box, Card, CardActionArea, Typography } from '@mui/material';
import { type RaRecord, useBasename, useListContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useFormat } from '../../lib/useFormat';
import { ContactIdentity } from './ContactIdentity';
import { ContactRowActions } from './ContactRowActions';
import { ContactCategoryChip, ContactStatusChip } from './contactStatus';

export function ContactCards() {
  const fmt = useFormat();
  const { data = [] } = useListContext<RaRecord>();
  const basename = useBasename();
  const navigate = useNavigate();
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, px: 2, pb: 1, display: 'grid', gap: 1.5 }}>
      {data.map((record) => (
        <Card component="li" variant="outlined" key={record.id} data-testid="contact-card">
          {/* navigate returns nothing under this app's BrowserRouter (a promise only under a data router). */}
          <CardActionArea onClick={() => void navigate(`${basename}/contacts/${record.id}`)} sx={{ p: 1.5, pb: 1 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
              <ContactIdentity record={record} />
              <ContactStatusChip status={record.status} />
            </Box>
            <Typography
              variant="body2"
              sx={{ mt: 1, overflowWrap: 'anywhere', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
            >
              {record.subject}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
              {fmt.dateTime(record.createdAt)}
            </Typography>
          </CardActionArea>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, px: 1.5, pb: 1 }}>
            <ContactCategoryChip category={record.category} />
            <ContactRowActions record={record} />
          </Box>
        </Card>
      ))}
    </Box>
  );
}
