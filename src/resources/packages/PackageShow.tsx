// Package detail (/admin/packages/{id}): header with toggles, Edit and Delete; four
// stat cards; credits; features; details; the 10 latest subscriptions and payments.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CalendarIcon from '@mui/icons-material/CalendarMonthOutlined';
import CheckIcon from '@mui/icons-material/Check';
import EditIcon from '@mui/icons-material/EditOutlined';
import PaidIcon from '@mui/icons-material/PaidOutlined';
import SellIcon from '@mui/icons-material/SellOutlined';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCartOutlined';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { Box, Button, Card, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { Fragment, type ReactNode, useEffect } from 'react';
import { Title, useBasename, useGetOne, useNotify, useRedirect, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { SectionCard } from '../../components/SectionCard';
import { MoneyValue } from '../../components/MoneyValue';
import { StatCard } from '../../components/StatCard';
import { PACKAGE_WITHHELD, type PackageDetail } from '../../../contract/packages';
import { formatMoney } from '../../lib/format';
import { useFormat } from '../../lib/useFormat';
import { useWithheld } from '../../lib/useWithheld';
import { CreditsList } from '../../components/CreditsList';
import { HistoryButton } from '../../components/audit/EntityHistory';
import { DeletePackageButton } from './DeletePackageButton';
import { PackageCharts } from './PackageCharts';
import { useLocalizedPackage } from '../../lib/localizedPackage';
import { ActiveBadge, PopularStar } from './PackageBadges';
import { usePackageActions } from './usePackageActions';
import { Spinner } from '../../components/Spinner';

function Row({ label, value }: { label: string; value: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.75, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { border: 0 } }}>
      <Typography variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, textAlign: 'right', wordBreak: 'break-word' }}>
        {value}
      </Typography>
    </Box>
  );
}

function FeatureList({ features }: { features: string[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
      {features.map((f, i) => (
        <Box component="li" key={i} sx={{ display: 'flex', gap: 1 }}>
          <CheckIcon sx={{ fontSize: 18, color: 'success.main', mt: '2px' }} />
          <Typography variant="body2">{f}</Typography>
        </Box>
      ))}
    </Box>
  );
}

export function BackToPackages() {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Button variant="contained" startIcon={<ArrowBackIcon />} component={Link} to={`${basename}/packages`}>
      {translate('resources.packages.back')}
    </Button>
  );
}

export default function PackageShow() {
  const fmt = useFormat();
  const hidden = useWithheld(PACKAGE_WITHHELD);
  const { id = '' } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const basename = useBasename();
  const localized = useLocalizedPackage();
  const { data: pkg, isPending, error, refetch } = useGetOne<PackageDetail>('packages', { id }, { retry: false });
  // refetch never rejects (a failed load is the query's error, shown): fire and forget.
  const actions = usePackageActions({ onChanged: () => void refetch(), onDeleted: () => redirect('list', 'packages') });
  const missing = (error as { status?: number } | null)?.status === 404;

  // Any other load failure tells the admin and returns to the list.
  useEffect(() => {
    if (error && !missing) {
      notify('resources.packages.load_details_failed', { type: 'error' });
      redirect('list', 'packages');
    }
  }, [error, missing, notify, redirect]);

  if (missing) {
    return (
      <Card variant="outlined" sx={{ mt: 3 }}>
        <EmptyState title="resources.packages.not_found_title" text="resources.packages.not_found_text" action={<BackToPackages />} />
      </Card>
    );
  }
  if (isPending || !pkg) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 10 }}>
        <Spinner />
      </Box>
    );
  }

  const text = localized(pkg);
  // Opened from the list, the list's record shows first (react-admin's placeholder) until the
  // detail with its recent subscriptions and payments arrives.
  const recentLoaded = Array.isArray(pkg.subscriptions) || Array.isArray(pkg.payments);
  const subscriptions = pkg.subscriptions ?? [];
  const payments = pkg.payments ?? [];
  const showsRevenue = !hidden.has('revenue');
  const showsSubscriptions = !hidden.has('subscriptions');
  const showsPayments = !hidden.has('payments');
  const loadingRecent = <Skeleton variant="rounded" height={80} aria-label={translate('app.common.loading')} />;
  return (
    <Box sx={{ pb: 4 }}>
      <Title title={text.name} />
      <Button size="small" startIcon={<ArrowBackIcon />} component={Link} to={`${basename}/packages`} sx={{ mt: 2 }}>
        {translate('resources.packages.back')}
      </Button>
      <Box sx={{ display: 'flex', alignItems: { xs: 'flex-start', md: 'center' }, justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', my: 2 }}>
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              {text.name}
            </Typography>
            <PopularStar popular={pkg.isPopular} />
            <ActiveBadge active={pkg.isActive} />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, maxWidth: 720 }}>
            {text.description}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {actions.canEdit && (
            <>
              <Button variant="outlined" color={pkg.isActive ? 'warning' : 'success'} disabled={actions.busy} onClick={() => actions.toggleActive(pkg)}>
                {translate(pkg.isActive ? 'resources.packages.deactivate' : 'resources.packages.activate')}
              </Button>
              <Button
                variant="outlined"
                startIcon={pkg.isPopular ? <StarIcon sx={{ color: 'warning.main' }} /> : <StarBorderIcon />}
                disabled={actions.busy}
                onClick={() => actions.togglePopular(pkg)}
              >
                {translate(pkg.isPopular ? 'resources.packages.unmark_popular' : 'resources.packages.mark_popular')}
              </Button>
            </>
          )}
          <HistoryButton entity="package" id={String(pkg.id)} />
          {actions.canEdit && (
            <Button variant="contained" startIcon={<EditIcon />} component={Link} to={`${basename}/packages/${pkg.id}/edit`}>
              {translate('resources.packages.edit')}
            </Button>
          )}
          {actions.canDelete && <DeletePackageButton pkg={pkg} onDelete={actions.remove} variant="button" />}
        </Box>
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: `repeat(${showsRevenue ? 4 : 3}, minmax(0, 1fr))` },
          mb: 2,
        }}
      >
        <StatCard label="resources.packages.detail.price" value={<MoneyValue text={formatMoney(pkg.price, pkg.currency)} />} icon={<SellIcon />} />
        <StatCard label="resources.packages.detail.sales" value={fmt.number(pkg.totalSales)} icon={<ShoppingCartIcon />} color="info" />
        {showsRevenue && (
          <StatCard
            label="resources.packages.detail.revenue"
            value={<MoneyValue text={formatMoney(pkg.revenue, pkg.currency)} />}
            icon={<PaidIcon />}
            color="success"
          />
        )}
        <StatCard label="resources.packages.detail.created" value={fmt.date(pkg.createdAt)} icon={<CalendarIcon />} color="secondary" />
      </Box>

      <PackageCharts id={String(pkg.id)} />

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <SectionCard title="resources.packages.credits_included">
            <CreditsList credits={pkg.credits} />
          </SectionCard>
          <SectionCard title="resources.packages.detail.features">
            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <Box>
                <Typography variant="overline" color="text.secondary" component="h3">
                  {translate('resources.packages.detail.features_vi')}
                </Typography>
                <FeatureList features={pkg.features} />
              </Box>
              <Box>
                <Typography variant="overline" color="text.secondary" component="h3">
                  {translate('resources.packages.detail.features_en')}
                </Typography>
                <FeatureList features={pkg.featuresEn} />
              </Box>
            </Box>
          </SectionCard>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fit, minmax(0, 1fr))' }, alignItems: 'start' }}>
            {showsSubscriptions && (
              <SectionCard title="resources.packages.detail.recent_subscriptions">
                {!recentLoaded ? (
                  loadingRecent
                ) : subscriptions.length ? (
                  <List dense disablePadding>
                    {/* A divider on each item but the last: an <li role=separator> is not a list item to a screen reader. */}
                    {subscriptions.map((s, i) => (
                      <Fragment key={s.id}>
                        <ListItem disableGutters divider={i < subscriptions.length - 1}>
                          <ListItemText
                            primary={`${s.user.firstName} ${s.user.lastName}`}
                            secondary={s.user.email}
                            slotProps={{ primary: { sx: { fontWeight: 600 } }, secondary: { sx: { overflowWrap: 'anywhere' } } }}
                          />
                          <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap', ml: 1 }}>
                            {fmt.dateTime(s.createdAt)}
                          </Typography>
                        </ListItem>
                      </Fragment>
                    ))}
                  </List>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {translate('resources.packages.detail.no_subscriptions')}
                  </Typography>
                )}
              </SectionCard>
            )}
            {showsPayments && (
              <SectionCard title="resources.packages.detail.recent_payments">
                {!recentLoaded ? (
                  loadingRecent
                ) : payments.length ? (
                  <List dense disablePadding>
                    {/* A divider on each item but the last: an <li role=separator> is not a list item to a screen reader. */}
                    {payments.map((p, i) => (
                      <Fragment key={p.id}>
                        <ListItem disableGutters divider={i < payments.length - 1}>
                          <ListItemText
                            primary={formatMoney(p.amount, p.currency)}
                            secondary={translate('resources.packages.detail.payment_received')}
                            slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                          />
                          <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap', ml: 1 }}>
                            {fmt.dateTime(p.createdAt)}
                          </Typography>
                        </ListItem>
                      </Fragment>
                    ))}
                  </List>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {translate('resources.packages.detail.no_payments')}
                  </Typography>
                )}
              </SectionCard>
            )}
          </Box>
        </Box>
        <SectionCard title="resources.packages.detail.details">
          <Row label="resources.packages.detail.name_vi" value={pkg.name} />
          <Row label="resources.packages.detail.name_en" value={pkg.nameEn} />
          <Row label="resources.packages.detail.currency" value={pkg.currency} />
          <Row label="resources.packages.detail.sort_order" value={pkg.sortOrder} />
          <Row
            label="resources.packages.detail.validity"
            value={
              pkg.validityDays ? translate('resources.packages.detail.validity_days', { smart_count: pkg.validityDays }) : translate('app.common.no_expiry')
            }
          />
          <Row label="resources.packages.detail.created_at" value={fmt.dateTime(pkg.createdAt)} />
          <Row label="resources.packages.detail.updated_at" value={fmt.dateTime(pkg.updatedAt)} />
        </SectionCard>
      </Box>
    </Box>
  );
}
