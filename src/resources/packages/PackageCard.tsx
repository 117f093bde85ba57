// One package in the list's grid: every item of the package card (its badge and figures
// from the declared fields, fields.ts), and its actions.
import CheckIcon from '@mui/icons-material/Check';
import EditIcon from '@mui/icons-material/EditOutlined';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import ViewIcon from '@mui/icons-material/VisibilityOutlined';
import { Box, Card, CardActions, CardContent, Checkbox, Divider, Switch, Tooltip, Typography } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { type Package, PACKAGE_WITHHELD } from '../../../contract/packages';
import { FieldValue, useFieldText } from '../../components/fields/FieldValue';
import { useWithheld } from '../../lib/useWithheld';
import { CreditsList } from '../../components/CreditsList';
import { IconAction } from '../../components/IconAction';
import { DeletePackageButton } from './DeletePackageButton';
import { useLocalizedPackage } from '../../lib/localizedPackage';
import { packageFields } from './fields';
import { PopularStar } from './PackageBadges';
import type { usePackageActions } from './usePackageActions';

const SHOWN_FEATURES = 3;

export interface PackageCardProps {
  pkg: Package;
  selected: boolean;
  onToggleSelected: () => void;
  actions: ReturnType<typeof usePackageActions>;
}

export function PackageCard({ pkg, selected, onToggleSelected, actions }: PackageCardProps) {
  const translate = useTranslate();
  const text = useFieldText(packageFields);
  const hidden = useWithheld(PACKAGE_WITHHELD);
  const basename = useBasename();
  const localized = useLocalizedPackage()(pkg);
  const more = localized.features.length - SHOWN_FEATURES;
  const activeLabel = translate(pkg.isActive ? 'resources.packages.deactivate' : 'resources.packages.activate');
  const popularLabel = translate(pkg.isPopular ? 'resources.packages.unmark_popular' : 'resources.packages.mark_popular');

  return (
    <Card
      component="article"
      aria-label={localized.name}
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
              slotProps={{ input: { 'aria-label': translate('resources.packages.select', { name: localized.name }) } }}
            />
          )}
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <Typography variant="h6" component="h2" sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
                {localized.name}
              </Typography>
              <PopularStar popular={pkg.isPopular} />
            </Box>
          </Box>
          <FieldValue fields={packageFields} source="isActive" record={pkg} />
        </Box>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mt: 1, minHeight: '2.9em', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {localized.description}
        </Typography>
        <Typography variant="h5" component="p" sx={{ mt: 1.5, fontWeight: 800, color: 'primary.main' }}>
          <FieldValue fields={packageFields} source="price" record={pkg} />
        </Typography>

        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, my: 1.5 }}>
          <Figure pkg={pkg} source="totalSales" />
          {!hidden.has('revenue') && <Figure pkg={pkg} source="revenue" />}
        </Box>

        <Typography variant="overline" color="text.secondary" component="h3">
          {translate('resources.packages.credits_included')}
        </Typography>
        <CreditsList credits={pkg.credits} dense />

        <Divider sx={{ my: 1.5 }} />
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
          {localized.features.slice(0, SHOWN_FEATURES).map((feature, i) => (
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
          {translate('resources.packages.created_at', { date: text('createdAt', pkg) })}
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
            <IconAction label={popularLabel} size="small" onClick={() => actions.togglePopular(pkg)} disabled={actions.busy}>
              {pkg.isPopular ? <StarIcon fontSize="small" sx={{ color: 'warning.main' }} /> : <StarBorderIcon fontSize="small" />}
            </IconAction>
          )}
          <IconAction label={translate('resources.packages.view')} size="small" to={`${basename}/packages/${pkg.id}`}>
            <ViewIcon fontSize="small" />
          </IconAction>
          {actions.canEdit && (
            <IconAction label={translate('resources.packages.edit')} size="small" to={`${basename}/packages/${pkg.id}/edit`}>
              <EditIcon fontSize="small" />
            </IconAction>
          )}
          {actions.canDelete && <DeletePackageButton pkg={pkg} onDelete={actions.remove} />}
        </Box>
      </CardActions>
    </Card>
  );
}

/** One of the package's figures (total sales, revenue): its declared label over its value. */
function Figure({ pkg, source }: { pkg: Package; source: 'totalSales' | 'revenue' }) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 1, borderRadius: 1.5, bgcolor: 'action.hover', minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate(packageFields.byKey[source].label)}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        <FieldValue fields={packageFields} source={source} record={pkg} />
      </Typography>
    </Box>
  );
}
