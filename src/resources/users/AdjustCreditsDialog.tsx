// Adjust Credits: set the user's balance of all four kinds (all present, whole
// numbers, 0 or more; checked here with the contract's schema and again by the server).
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Grid, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { z } from 'zod';
import type { WithMethods } from '../../api/dataProvider';
import type { usersApi } from './api';
import { FormTextField } from '../../components/form/inputs';
import { SchemaForm } from '../../components/form/SchemaForm';
import { CREDIT_KINDS, type User, userCreditsBody } from '../../../contract/users';

/** The inputs hold text: an empty one is no number at all, anything else as typed. */
const creditsForm = z.preprocess((values) => {
  const credits = (values as { credits?: Record<string, unknown> }).credits ?? {};
  return { credits: Object.fromEntries(CREDIT_KINDS.map((k) => [k, String(credits[k] ?? '').trim() === '' ? Number.NaN : Number(credits[k])])) };
}, userCreditsBody);
/** One message for every kind of wrong value. */
const MESSAGES = { message: () => 'resources.users.packages.invalid_credit' };

export function AdjustCreditsDialog({ user, onClose, onSaved }: { user: User; onClose: () => void; onSaved: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<WithMethods<typeof usersApi>>();
  const save = useMutation({
    mutationFn: (credits: User['currentCredits']) => dataProvider.updateUserCredits(user.id, credits),
    onSuccess: () => {
      notify('resources.users.packages.adjusted', { type: 'success' });
      onSaved();
      onClose();
    },
    onError: () => notify('resources.users.packages.adjust_failed', { type: 'error' }),
  });
  const initial = { credits: Object.fromEntries(CREDIT_KINDS.map((k) => [k, String(user.currentCredits[k])])) };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="adjust-credits-title">
      <SchemaForm
        schema={creditsForm}
        messages={MESSAGES}
        record={initial}
        onSubmit={(values: FieldValues) => save.mutate((values as z.infer<typeof userCreditsBody>).credits)}
      >
        <DialogTitle id="adjust-credits-title">{translate('resources.users.packages.adjust')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('resources.users.packages.adjust_intro')}
          </Typography>
          <Grid container spacing={2}>
            {CREDIT_KINDS.map((kind) => (
              <Grid key={kind} size={6}>
                <FormTextField
                  fullWidth
                  size="small"
                  type="number"
                  source={`credits.${kind}`}
                  label={`resources.users.credits.${kind}`}
                  slotProps={{ htmlInput: { min: 0, step: 1 } }}
                />
              </Grid>
            ))}
          </Grid>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{translate('app.common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {translate(save.isPending ? 'app.common.saving' : 'app.common.save')}
          </Button>
        </DialogActions>
      </SchemaForm>
    </Dialog>
  );
}
