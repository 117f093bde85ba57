// A list page's charts, folded under the title until asked for: the list stays the first
// thing on screen (a phone especially), and neither the chart library nor the series are
// fetched for an admin who only came for the list.
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import InsertChartIcon from '@mui/icons-material/InsertChartOutlined';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import { type ComponentType, type LazyExoticComponent, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';

export function ChartsSection({ charts: Charts }: { charts: LazyExoticComponent<ComponentType> }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <Accordion variant="outlined" expanded={open} onChange={(_, v) => setOpen(v)} disableGutters sx={{ mb: 2, '&::before': { display: 'none' } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <InsertChartIcon color="action" aria-hidden />
          <Typography sx={{ fontWeight: 600 }}>{translate('app.charts.title')}</Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        {open && (
          <Suspense fallback={null}>
            <Charts />
          </Suspense>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
