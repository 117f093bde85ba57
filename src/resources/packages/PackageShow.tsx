// Package detail (/admin/packages/{id}): header with toggles, Edit and Delete; four
// stat cards; credits; features; details; the 10 latest subscriptions and payments. A
// failed load (not a 404) says 'Failed to load package details' and returns to the list.
import CalendarIcon from '@mui/icons-material/CalendarMonthOutlined';
import CheckIcon from '@mui/icons-material/Check';
import EditIcon from '@mui/icons-material/EditOutlined';
import PaidIcon from '@mui/icons-material/PaidOutlined';
import SellIcon from '@mui/icons-material/SellOutlined';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCartOutlined';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { Box, Button, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { Fragment, type ReactNode } from 'react';
import { useBasename, useCanAccess, useRedirect, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { DetailPage, type DetailQuery } from '../../components/DetailPage';
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

/** The header's buttons: the switches, History, Edit and Delete, as the role may. */
function PackageActions({ pkg, query }: { pkg: PackageDetail; query: DetailQuery }) {
  const translate = useTranslate();
  const basename = useBasename();
  const redirect = useRedirect();
  const actions = usePackageActions({ onChanged: query.refetch, onDeleted: () => redirect('list', 'packages') });
  return (
    <>
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
      {actions.confirmDialog}
    </>
  );
}

/** The stat cards, charts, credits, features, recent lists and details. */
function PackageBody({ pkg }: { pkg: PackageDetail }) {
  const fmt = useFormat();
  const hidden = useWithheld(PACKAGE_WITHHELD);
  const translate = useTranslate();
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
    <>
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
    </>
  );
}

export default function PackageShow() {
  const localized = useLocalizedPackage();
  // The role's buttons (usePackageActions asks the same), waited for so they come with the package.
  const { isPending: askingEdit } = useCanAccess({ resource: 'packages', action: 'edit' });
  const { isPending: askingDelete } = useCanAccess({ resource: 'packages', action: 'delete' });
  return (
    <DetailPage<PackageDetail>
      resource="packages"
      back="resources.packages.back"
      notFound={{ title: 'resources.packages.not_found_title', text: 'resources.packages.not_found_text' }}
      failed="resources.packages.load_details_failed"
      onFailure="leave"
      waiting={askingEdit || askingDelete}
      header={(pkg, query) => {
        const text = localized(pkg);
        return {
          title: text.name,
          badges: (
            <>
              <PopularStar popular={pkg.isPopular} />
              <ActiveBadge active={pkg.isActive} />
            </>
          ),
          subtitle: text.description,
          actions: <PackageActions pkg={pkg} query={query} />,
        };
      }}
    >
      {(pkg) => <PackageBody pkg={pkg} />}
    </DetailPage>
  );
}
