// Add Package: choose one of the active packages; its credits go to the user at once.
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin';
import type { WithMethods } from '../../api/dataProvider';
import type { usersApi } from './api';
import type { Package } from '../../../contract/packages';
import { CREDIT_KINDS } from '../../../contract/users';
import { formatMoney } from '../../lib/format';
import { useLocalizedPackage } from '../../lib/localizedPackage';
import { useFailureNotice } from './useFailureNotice';
import { Spinner } from '../../components/Spinner';

export function AddPackageDialog({ userId, onClose, onAdded }: { userId: string; onClose: () => void; onAdded: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const localized = useLocalizedPackage();
  const dataProvider = useDataProvider<WithMethods<typeof usersApi>>();
  const failure = useFailureNotice();
  const [packageId, setPackageId] = useState('');
  const {
    data: packages,
    isPending,
    error,
  } = useGetList<Package>('packages', {
    filter: { isActive: true },
    pagination: { page: 1, perPage: 100 },
  });
  const add = useMutation({
    mutationFn: () => dataProvider.addUserPackage(userId, packageId),
    onSuccess: () => {
      notify('resources.users.packages.added', { type: 'success' });
      onAdded();
      onClose();
    },
    onError: (err) => {
      failure(err, 'resources.users.packages.add_failed_detail', 'resources.users.packages.add_failed');
    },
  });

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="add-package-title">
      <DialogTitle id="add-package-title">{translate('resources.users.packages.add')}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('resources.users.packages.add_intro')}
        </Typography>
        {isPending && (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <Spinner size={28} />
          </Box>
        )}
        {error && <Alert severity="error">{translate('resources.users.packages.packages_failed')}</Alert>}
        {packages && packages.length === 0 && <Alert severity="info">{translate('resources.users.packages.no_active')}</Alert>}
        {packages && packages.length > 0 && (
          <RadioGroup value={packageId} onChange={(e) => setPackageId(e.target.value)} aria-labelledby="add-package-title" sx={{ gap: 1 }}>
            {packages.map((pkg) => (
              <FormControlLabel
                key={pkg.id}
                value={pkg.id}
                control={<Radio />}
                sx={{
                  m: 0,
                  p: 1,
                  pr: 2,
                  border: 1,
                  borderRadius: 2,
                  borderColor: packageId === pkg.id ? 'primary.main' : 'divider',
                  alignItems: 'flex-start',
                  '& .MuiFormControlLabel-label': { flex: 1, pt: 1 },
                }}
                label={
                  <Box>
                    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                      <Typography sx={{ fontWeight: 600 }}>{localized(pkg).name}</Typography>
                      <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{formatMoney(pkg.price, pkg.currency)}</Typography>
                    </Box>
                    <Typography variant="caption" color="text.secondary">
                      {CREDIT_KINDS.filter((k) => pkg.credits[k] > 0)
                        .map((k) => `${translate(`resources.users.credits.${k}`)} +${pkg.credits[k]}`)
                        .join(' · ')}
                    </Typography>
                  </Box>
                }
              />
            ))}
          </RadioGroup>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose}>{translate('app.common.cancel')}</Button>
        <Button variant="contained" disabled={!packageId || add.isPending} onClick={() => add.mutate()}>
          {translate(add.isPending ? 'resources.users.packages.adding' : 'resources.users.packages.add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
