// One package in the list's grid: every item of the package card, and its actions.
import CheckIcon from '@mui/icons-material/Check';
import EditIcon from '@mui/icons-material/EditOutlined';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import ViewIcon from '@mui/icons-material/VisibilityOutlined';
import { Box, Card, CardActions, CardContent, Checkbox, Divider, IconButton, Switch, Tooltip, Typography } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { type Package, PACKAGE_WITHHELD } from '../../../contract/packages';
import { formatMoney } from '../../lib/format';
import { useFormat } from '../../lib/useFormat';
import { useWithheld } from '../../lib/useWithheld';
import { CreditsList } from '../../components/CreditsList';
import { DeletePackageButton } from './DeletePackageButton';
import { useLocalizedPackage } from '../../lib/localizedPackage';
import { ActiveBadge, PopularStar } from './PackageBadges';
import type { usePackageActions } from './usePackageActions';

const SHOWN_FEATURES = 3;

export interface PackageCardProps {
  pkg: Package;
  selected: boolean;
  onToggleSelected: () => void;
  actions: ReturnType<typeof usePackageActions>;
}

export function PackageCard({ pkg, selected, onToggleSelected, actions }: PackageCardProps) {
  const fmt = useFormat();
  const translate = useTranslate();
  const hidden = useWithheld(PACKAGE_WITHHELD);
  const basename = useBasename();
  const text = useLocalizedPackage()(pkg);
  const more = text.features.length - SHOWN_FEATURES;
  const activeLabel = translate(pkg.isActive ? 'resources.packages.deactivate' : 'resources.packages.activate');
  const popularLabel = translate(pkg.isPopular ? 'resources.packages.unmark_popular' : 'resources.packages.mark_popular');

  return (
    <Card
      component="article"
      aria-label={text.name}
      variant="outlined"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        borderColor: selected ? 'primary.main' : pkg.isPopular ? 'warning.light' : undefined,
        boxShadow: selected ? (t) => `0 0 0 1px ${t.palette.primary.main}` : undefined,
        // An inactive package is greyed by its background, not by opacity: faded text would fall below 4.5:1.
        bgcolor: pkg.isActive ? undefined : 'action.hover',
      }}
    >
      <CardContent sx={{ flexGrow: 1, pb: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          {/* Selection serves the bulk actions, which change packages. */}
          {actions.canEdit && (
            <Checkbox
              checked={selected}
              onChange={onToggleSelected}
              size="small"
              sx={{ p: 0.25, mt: 0.25 }}
              slotProps={{ input: { 'aria-label': translate('resources.packages.select', { name: text.name }) } }}
            />
          )}
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <Typography variant="h6" component="h2" sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
                {text.name}
              </Typography>
              <PopularStar popular={pkg.isPopular} />
            </Box>
          </Box>
          <ActiveBadge active={pkg.isActive} />
        </Box>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mt: 1, minHeight: '2.9em', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {text.description}
        </Typography>
        <Typography variant="h5" component="p" sx={{ mt: 1.5, fontWeight: 800, color: 'primary.main' }}>
          {formatMoney(pkg.price, pkg.currency)}
        </Typography>

        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, my: 1.5 }}>
          <Figure label={translate('resources.packages.sales')} value={String(pkg.totalSales ?? 0)} />
          {!hidden.has('revenue') && <Figure label={translate('resources.packages.revenue')} value={formatMoney(pkg.revenue, pkg.currency)} />}
        </Box>

        <Typography variant="overline" color="text.secondary" component="h3">
          {translate('resources.packages.credits_included')}
        </Typography>
        <CreditsList credits={pkg.credits} dense />

        <Divider sx={{ my: 1.5 }} />
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
          {text.features.slice(0, SHOWN_FEATURES).map((feature, i) => (
            <Box component="li" key={i} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <CheckIcon sx={{ fontSize: 18, color: 'success.main', mt: '1px' }} />
              <Typography variant="body2">{feature}</Typography>
            </Box>
          ))}
        </Box>
        {more > 0 && (
          <Typography variant="body2" color="primary" sx={{ mt: 0.5, pl: 3.25 }}>
            {translate('resources.packages.more_features', { smart_count: more })}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
          {translate('resources.packages.created_at', { date: fmt.dateTime(pkg.createdAt) })}
        </Typography>
      </CardContent>

      <CardActions sx={{ borderTop: 1, borderColor: 'divider', px: 1.5, justifyContent: 'space-between' }}>
        {actions.canEdit ? (
          <Tooltip title={activeLabel}>
            <Switch
              checked={pkg.isActive}
              onChange={() => actions.toggleActive(pkg)}
              disabled={actions.busy}
              size="small"
              slotProps={{ input: { 'aria-label': activeLabel } }}
            />
          </Tooltip>
        ) : (
          <span />
        )}
        <Box sx={{ display: 'flex', gap: 0.25 }}>
          {actions.canEdit && (
            <Tooltip title={popularLabel}>
              <IconButton aria-label={popularLabel} size="small" onClick={() => actions.togglePopular(pkg)} disabled={actions.busy}>
                {pkg.isPopular ? <StarIcon fontSize="small" sx={{ color: 'warning.main' }} /> : <StarBorderIcon fontSize="small" />}
              </IconButton>
            </Tooltip>
          )}
          <Tooltip title={translate('resources.packages.view')}>
            <IconButton aria-label={translate('resources.packages.view')} size="small" component={Link} to={`${basename}/packages/${pkg.id}`}>
              <ViewIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          {actions.canEdit && (
            <Tooltip title={translate('resources.packages.edit')}>
              <IconButton aria-label={translate('resources.packages.edit')} size="small" component={Link} to={`${basename}/packages/${pkg.id}/edit`}>
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          {actions.canDelete && <DeletePackageButton pkg={pkg} onDelete={actions.remove} />}
        </Box>
      </CardActions>
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ p: 1, borderRadius: 1.5, bgcolor: 'action.hover', minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}
