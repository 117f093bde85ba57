// Adjust Credits: set the user's balance of all four kinds (spec §5: all present, whole
// numbers, 0 or more; checked here and again by the server).
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Grid, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../appDataProvider';
import { CREDIT_KINDS, type CreditKind, type User, userCreditsSchema } from '../../../contract/users';

export function AdjustCreditsDialog({ user, onClose, onSaved }: { user: User; onClose: () => void; onSaved: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [values, setValues] = useState<Record<CreditKind, string>>(
    () => Object.fromEntries(CREDIT_KINDS.map((k) => [k, String(user.currentCredits[k])])) as Record<CreditKind, string>,
  );
  const [invalid, setInvalid] = useState<CreditKind[]>([]);
  const save = useMutation({
    mutationFn: (credits: User['currentCredits']) => dataProvider.updateUserCredits(user.id, credits),
    onSuccess: () => {
      notify('resources.users.packages.adjusted', { type: 'success' });
      onSaved();
      onClose();
    },
    onError: () => notify('resources.users.packages.adjust_failed', { type: 'error' }),
  });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const credits = Object.fromEntries(CREDIT_KINDS.map((k) => [k, values[k].trim() === '' ? Number.NaN : Number(values[k])]));
    const result = userCreditsSchema.safeParse({ credits });
    if (!result.success) {
      setInvalid(result.error.issues.map((i) => i.path[1] as CreditKind));
      return;
    }
    save.mutate(result.data.credits);
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="adjust-credits-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="adjust-credits-title">{translate('resources.users.packages.adjust')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('resources.users.packages.adjust_intro')}
          </Typography>
          <Grid container spacing={2}>
            {CREDIT_KINDS.map((kind) => (
              <Grid key={kind} size={6}>
                <TextField
                  fullWidth
                  size="small"
                  type="number"
                  name={kind}
                  label={translate(`resources.users.credits.${kind}`)}
                  value={values[kind]}
                  error={invalid.includes(kind)}
                  helperText={invalid.includes(kind) ? translate('resources.users.packages.invalid_credit') : ' '}
                  slotProps={{ htmlInput: { min: 0, step: 1 } }}
                  onChange={(e) => {
                    setValues({ ...values, [kind]: e.target.value });
                    setInvalid(invalid.filter((k) => k !== kind));
                  }}
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
      </form>
    </Dialog>
  );
}
