// The templates page's charts: the most used templates, and the uses of free
// templates against premium ones (GET /templates/analytics).
import { Box, useTheme } from '@mui/material';
import { useTranslate, useDataProvider } from 'react-admin';
import type { WithMethods } from '../../api/dataProvider';
import type { templatesApi } from './api';
import { ChartCard, ChartGrid } from '../../components/charts/ChartCard';
import { useChartFormats } from '../../components/charts/useChartFormats';
import { useSignedInQuery } from '../../components/useSignedInQuery';

export default function TemplateCharts() {
  const translate = useTranslate();
  const theme = useTheme();
  const f = useChartFormats();
  const dataProvider = useDataProvider<WithMethods<typeof templatesApi>>();
  const q = useSignedInQuery({ queryKey: ['charts', 'templates'], queryFn: () => dataProvider.getTemplateAnalytics() });
  const data = q.data;
  // refetch never rejects (a failed load is the query's error, shown): fire and forget.
  const retry = () => void q.refetch();
  const top = data && {
    kind: 'bar' as const,
    horizontal: true,
    rows: data.topTemplates.map((t) => ({ name: t.name, uses: t.usageCount })),
    x: { key: 'name', label: translate('app.charts.template') },
    series: [{ key: 'uses', label: translate('app.charts.uses'), color: theme.palette.primary.main }],
    value: f.number,
    axis: f.compact,
  };
  const tiers = data && {
    kind: 'pie' as const,
    rows: [
      { tier: 'free', uses: data.usageByTier.free, color: theme.palette.info.main },
      { tier: 'premium', uses: data.usageByTier.premium, color: theme.palette.warning.main },
    ],
    x: { key: 'tier', label: translate('app.charts.tier'), format: (v: string | number) => translate(`app.charts.${v}`) },
    series: [{ key: 'uses', label: translate('app.charts.uses') }],
    value: f.number,
  };
  return (
    <Box>
      <ChartGrid>
        <ChartCard
          title="app.charts.top_templates"
          filename="top-templates"
          spec={top}
          error={q.error}
          onRetry={retry}
          emptyText="app.charts.empty_templates"
        />
        <ChartCard
          title="app.charts.free_vs_premium"
          filename="template-tiers"
          spec={tiers}
          error={q.error}
          onRetry={retry}
          emptyText="app.charts.empty_templates"
        />
      </ChartGrid>
    </Box>
  );
}
