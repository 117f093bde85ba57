// A money figure for a StatCard: amounts run longer than counts, so a slightly smaller
// size keeps '11.351.000 ₫' whole in a card (the full text is also its tooltip).
import { Box } from '@mui/material';

export function MoneyValue({ text }: { text: string }) {
  return (
    <Box component="span" title={text} sx={{ fontSize: '1.2rem' }}>
      {text}
    </Box>
  );
}
