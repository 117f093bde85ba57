// The user's latest emails on the Activity tab, each with its delivery state: queued (and
// why it waits: no SMTP settings, or a retry after a failed try), sending, sent (when), or
// failed (with the SMTP server's reason).
import { Box, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import MailIcon from '@mui/icons-material/MailOutlined';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { WithMethods } from '../../api/dataProvider';
import type { usersApi } from './api';
import { type ChipTone, StatusChip } from '../../components/StatusChip';
import { LoadError } from '../../components/LoadError';
import type { EmailStatus } from '../../../contract/mail';
import type { UserEmail } from '../../../contract/mail-schemas';
import { useFormat } from '../../lib/useFormat';
import { sayServer } from '../../lib/serverMessage';

const TONES: Record<EmailStatus, ChipTone> = { queued: 'yellow', sending: 'blue', sent: 'green', failed: 'red' };

/** The line under a message that says where it stands. */
function useDeliveryText() {
  const fmt = useFormat();
  const translate = useTranslate();
  return (email: UserEmail, smtpConfigured: boolean, maxAttempts: number): string => {
    // Why it failed, in the UI language by its code (an SMTP server's own reply stays as it came).
    const reason =
      email.lastError && sayServer(translate, { message: email.lastError, code: email.lastErrorCode ?? undefined, params: email.lastErrorParams ?? undefined });
    switch (email.status) {
      case 'sent':
        return translate('resources.users.emails.sent_at', { date: fmt.dateTime(email.sentAt!) });
      case 'failed':
        return translate('resources.users.emails.failed', { attempts: email.attempts, reason: reason ?? '' });
      case 'sending':
        return translate('resources.users.emails.sending');
      case 'queued':
        if (!smtpConfigured) return translate('resources.users.emails.no_smtp');
        if (email.attempts > 0 && reason) {
          const date = fmt.dateTime(email.nextAttemptAt ?? email.createdAt);
          return translate('resources.users.emails.retrying', { attempt: email.attempts, max: maxAttempts, reason, date });
        }
        return translate('resources.users.emails.waiting');
    }
  };
}

export function UserEmails({ userId }: { userId: string }) {
  const fmt = useFormat();
  const translate = useTranslate();
  const dataProvider = useDataProvider<WithMethods<typeof usersApi>>();
  const deliveryText = useDeliveryText();
  const { data, error, refetch } = useQuery({
    queryKey: ['users', userId, 'emails'],
    queryFn: () => dataProvider.getUserEmails(userId),
  });
  // refetch never rejects (a failed load is the query's error, shown): fire and forget.
  if (error) return <LoadError message="resources.users.emails.load_failed" onRetry={() => void refetch()} retryLabel="app.common.retry" />;
  if (!data) return null;
  return (
    <Box sx={{ mb: 3 }}>
      {data.emails.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.users.emails.empty')}
        </Typography>
      ) : (
        <List disablePadding sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}>
          {data.emails.map((email) => {
            const failed = email.status === 'failed';
            return (
              <ListItem
                key={email.id}
                divider
                alignItems="flex-start"
                data-status={email.status}
                sx={{ px: 1.5, borderLeft: 3, borderLeftColor: failed ? 'error.main' : 'transparent' }}
              >
                <ListItemIcon sx={{ minWidth: 40, mt: 0.5, color: failed ? 'error.main' : 'text.secondary' }}>
                  <MailIcon />
                </ListItemIcon>
                <ListItemText
                  disableTypography
                  primary={
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                      <Typography variant="body2" sx={{ fontWeight: 700 }}>
                        {translate(`resources.users.emails.kinds.${email.kind}`, { _: email.kind })}
                      </Typography>
                      <StatusChip tone={TONES[email.status]} label={translate(`resources.users.emails.status.${email.status}`)} />
                      {email.language && (
                        <Typography variant="caption" color="text.secondary">
                          {translate(`resources.users.emails.languages.${email.language}`)}
                        </Typography>
                      )}
                      <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto', whiteSpace: 'nowrap' }}>
                        {translate('resources.users.emails.queued_at', { date: fmt.dateTime(email.createdAt) })}
                      </Typography>
                    </Box>
                  }
                  secondary={
                    <Box sx={{ mt: 0.5 }}>
                      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        {email.subject}
                      </Typography>
                      <Typography
                        variant="body2"
                        color={failed ? 'error' : email.status === 'sent' ? 'success.main' : 'text.secondary'}
                        sx={{ overflowWrap: 'anywhere' }}
                      >
                        {deliveryText(email, data.smtpConfigured, data.maxAttempts)}
                      </Typography>
                    </Box>
                  }
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </Box>
  );
}
