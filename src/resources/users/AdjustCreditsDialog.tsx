// Adjust Credits: the new balance of all four kinds (all present, whole numbers, 0 or more;
// checked here with the contract's schema and again by the server), the change each makes
// beside it, and the reason, required. The server writes the difference to the user's
// credits ledger, listed below, newest first; after a save the dialog stays open on the new
// balance, its entry at the top of the ledger.
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Grid, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { type FieldValues, useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { WithMethods } from '../../api/dataProvider';
import type { usersApi } from './api';
import { FormTextField } from '../../components/form/inputs';
import { SchemaForm } from '../../components/form/SchemaForm';
import { CREDIT_KINDS, CREDIT_REASON_MAX, type CreditKind, type Credits, type User, userCreditsBody } from '../../../contract/users';
import { CreditLedger, SignedAmount } from './CreditLedger';
import { useUserRefresh } from './useUserRefresh';

const REASON_REQUIRED = 'Give a reason';
/** The server's body with the reason required: the panel always says why. */
const adjustBody = userCreditsBody.extend({
  reason: z.string().trim().min(1, REASON_REQUIRED).max(CREDIT_REASON_MAX, 'The reason is too long'),
});
type AdjustValues = z.infer<typeof adjustBody>;

/** The inputs hold text: an empty one is no number at all, anything else as typed. */
const creditsForm = z.preprocess((values) => {
  const { credits = {}, reason } = values as { credits?: Record<string, unknown>; reason?: unknown };
  return {
    credits: Object.fromEntries(CREDIT_KINDS.map((k) => [k, String(credits[k] ?? '').trim() === '' ? Number.NaN : Number(credits[k])])),
    reason: typeof reason === 'string' ? reason : '',
  };
}, adjustBody);

const MESSAGE_KEYS: Record<string, string> = {
  'Credits cannot be negative': 'resources.users.packages.credits_negative',
  [REASON_REQUIRED]: 'resources.users.packages.reason_required',
  'The reason is too long': 'resources.users.packages.reason_too_long',
};
/** A negative count and the reason have their own message; every other wrong value one. */
const MESSAGES = {
  message: (text: string, field: string) =>
    MESSAGE_KEYS[text] ?? (field === 'reason' ? 'resources.users.packages.reason_required' : 'resources.users.packages.invalid_credit'),
};

const formValues = (credits: Credits) => ({ credits: Object.fromEntries(CREDIT_KINDS.map((k) => [k, String(credits[k])])), reason: '' });

/** What the typed balance changes, beside its input: +2, −1, or 'No change'. */
function Change({ kind, from }: { kind: CreditKind; from: number }) {
  const translate = useTranslate();
  const typed: unknown = useWatch({ name: `credits.${kind}` });
  const text = String(typed ?? '').trim();
  const value = Number(text);
  if (text === '' || !Number.isInteger(value) || value < 0) return null;
  const change = value - from;
  return (
    <Typography variant="body2" component="div" sx={{ pt: 1, minWidth: 72 }} aria-live="polite">
      {change === 0 ? (
        <Box component="span" sx={{ color: 'text.secondary' }} data-testid={`change-${kind}`}>
          {translate('resources.users.packages.no_change')}
        </Box>
      ) : (
        <SignedAmount value={change} testId={`change-${kind}`} />
      )}
    </Typography>
  );
}

export function AdjustCreditsDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refreshUser = useUserRefresh();
  const dataProvider = useDataProvider<WithMethods<typeof usersApi>>();
  // The balance the changes are counted from: the user's, then each saved one.
  const [balance, setBalance] = useState<Credits>(user.currentCredits);
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: ({ credits, reason }: AdjustValues) => dataProvider.updateUserCredits(user.id, credits, reason),
  });
  const submit = async (values: FieldValues, form: { reset: (values: FieldValues) => void }) => {
    try {
      const res = await save.mutateAsync(values as AdjustValues);
      const now = res.data?.currentCredits ?? (values as AdjustValues).credits;
      setBalance(now);
      setSaved(true);
      form.reset(formValues(now));
      notify('resources.users.packages.adjusted', { type: 'success' });
      refreshUser();
    } catch {
      notify('resources.users.packages.adjust_failed', { type: 'error' });
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="adjust-credits-title">
      <SchemaForm schema={creditsForm} messages={MESSAGES} record={formValues(user.currentCredits)} onSubmit={submit}>
        <DialogTitle id="adjust-credits-title">{translate('resources.users.packages.adjust')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('resources.users.packages.adjust_intro')}
          </Typography>
          <Grid container spacing={2}>
            {CREDIT_KINDS.map((kind) => (
              <Grid key={kind} size={{ xs: 12, sm: 6 }} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <FormTextField
                  fullWidth
                  size="small"
                  type="number"
                  source={`credits.${kind}`}
                  label={`resources.users.credits.${kind}`}
                  slotProps={{ htmlInput: { min: 0, step: 1 } }}
                />
                <Change kind={kind} from={balance[kind]} />
              </Grid>
            ))}
            <Grid size={12}>
              <FormTextField
                fullWidth
                size="small"
                source="reason"
                label="resources.users.packages.reason"
                hint={translate('resources.users.packages.reason_hint')}
                required
                multiline
                slotProps={{ htmlInput: { maxLength: CREDIT_REASON_MAX } }}
              />
            </Grid>
          </Grid>
          <Divider sx={{ my: 2 }} />
          <CreditLedger userId={user.id} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{translate(saved ? 'app.common.close' : 'app.common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {translate(save.isPending ? 'app.common.saving' : 'app.common.save')}
          </Button>
        </DialogActions>
      </SchemaForm>
    </Dialog>
  );
}
