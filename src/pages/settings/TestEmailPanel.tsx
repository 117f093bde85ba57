// Settings › Email: 'Send test email' sends a message to the signed-in admin at once with the
// form's settings (saved or not; a blank password keeps the stored one) and says how it went:
// the address it went to, or the SMTP server's reason in words. Problems with the settings
// show under their fields, as a save's would.
import { Alert, Box, Button, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/SendOutlined';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { setSubmissionErrors, useLogoutIfAccessDenied, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { z } from 'zod';
import { formErrors, serverFieldErrors } from '../../components/form/schema';
import { SETTINGS_MESSAGES, toPayload } from './formValues';
import { Spinner } from '../../components/Spinner';
import { settingsApi } from './api';

/** `schema`: the Email form's own check (formValues.ts sectionSchema), run on the form's values. */
export function TestEmailPanel({ schema }: { schema: z.ZodType }) {
  const translate = useTranslate();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const { getValues, setError } = useFormContext();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const failed = (message: string) => setResult({ ok: false, text: translate('app.settings.test_email.failed', { message }) });

  const send = useMutation({
    mutationFn: (settings: Record<string, unknown>) => settingsApi.sendTestEmail(settings),
    onSuccess: (res) => setResult({ ok: true, text: translate('app.settings.test_email.sent', { email: res.data.to }) }),
    onError: (error: Error & { status?: number; body?: { message?: string } }) => {
      void logoutIfAccessDenied(error); // signs out on 401 only
      const fields = serverFieldErrors(error, SETTINGS_MESSAGES);
      if (fields) setSubmissionErrors(fields, setError);
      // Said in the panel's language by its code (an SMTP server's own reply stays inside the sentence).
      failed(translate(error.message, { _: error.message }));
    },
  });

  const onClick = () => {
    const payload = toPayload('email', getValues());
    // Sending needs a server and a sender; the section's own rules (a save's) come first.
    const checked = schema.safeParse(getValues());
    const problems: Record<string, string> = {};
    if (!checked.success) for (const issue of checked.error.issues) problems[issue.path.join('.')] ??= issue.message;
    else {
      const required = translate('app.server.REQUIRED_TO_SEND');
      if (!String(payload.smtpHost ?? '').trim()) problems.smtpHost = required;
      if (!payload.fromEmail) problems.fromEmail = required;
    }
    if (Object.keys(problems).length) {
      setSubmissionErrors(formErrors(problems, SETTINGS_MESSAGES), setError);
      setResult({ ok: false, text: translate('app.settings.errors.invalid') });
      return;
    }
    setResult(null);
    send.mutate(payload);
  };

  return (
    <Box sx={{ mt: 3, p: 2, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'action.hover' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 240px' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {translate('app.settings.test_email.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('app.settings.test_email.text')}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          onClick={onClick}
          disabled={send.isPending}
          startIcon={send.isPending ? <Spinner size={16} color="inherit" besideText /> : <SendIcon />}
        >
          {translate(send.isPending ? 'app.settings.test_email.sending' : 'app.settings.test_email.button')}
        </Button>
      </Box>
      {result && (
        <Alert
          severity={result.ok ? 'success' : 'error'}
          role={result.ok ? 'status' : 'alert'}
          sx={{ mt: 2, overflowWrap: 'anywhere' }}
          onClose={() => setResult(null)}
        >
          {result.text}
        </Alert>
      )}
    </Box>
  );
}
