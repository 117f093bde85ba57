// The reply composer: a reply template (active ones, the contact's category first) fills the
// subject and message with the contact's details; Send queues the mail on the server, which
// marks the contact responded. A refusal (SMTP not set up, a wrong value) is said in the
// dialog, in the UI language, and what was typed stays.
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  ListSubheader,
  MenuItem,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { CONTACT_REPLY_LIMITS, type Contact, contactReplyBody, contactRoutes } from '../../../contract/contacts';
import { crudRoutes } from '../../../contract/crud-routes';
import { type ReplyTemplate, replyTemplates } from '../../../contract/reply-templates';

import { call } from '../../api/call';
import { dataOf } from '../../api/httpClient';
import { serverMessage } from '../../lib/serverMessage';
import { fillPlaceholders } from './replyPlaceholders';

const replyTemplateRoutes = crudRoutes(replyTemplates);

type Field = 'subject' | 'body';
type FieldErrors = Partial<Record<Field, { key: string; args?: Record<string, unknown> }>>;

/** The contract's checks, said by the catalog's words. */
function check(values: Record<Field, string>): FieldErrors {
  const result = contactReplyBody.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    if (errors[field]) continue;
    if (issue.code === 'too_big') errors[field] = { key: 'resources.contacts.compose.too_long', args: { max: CONTACT_REPLY_LIMITS[field] } };
    else if (issue.code === 'custom') errors[field] = { key: 'resources.contacts.compose.one_line' };
    else errors[field] = { key: 'resources.contacts.compose.required' };
  }
  return errors;
}

// The declared filters (isActive, category) are not in the list query's static type: a variable, not a literal.
const ACTIVE_TEMPLATES = { isActive: 'true', limit: '100', sort: 'title', order: 'asc' as const };

/** Active templates, those of the contact's category first, each group by title. */
function useReplyTemplates(category: string) {
  const query = useQuery({
    queryKey: ['reply-templates', 'active'],
    queryFn: () => dataOf(call(replyTemplateRoutes.list, { query: ACTIVE_TEMPLATES })),
    retry: false,
  });
  const groups = useMemo(() => {
    const items = query.data?.items ?? [];
    return { mine: items.filter((t) => t.category === category), others: items.filter((t) => t.category !== category) };
  }, [query.data, category]);
  return { ...groups, isError: query.isError, isPending: query.isPending };
}

export type ReplyTarget = Pick<Contact, 'id' | 'name' | 'email' | 'subject' | 'category'>;

export function ContactReplyDialog({ contact, onClose }: { contact: ReplyTarget; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const templates = useReplyTemplates(contact.category);
  const [templateId, setTemplateId] = useState('');
  const [values, setValues] = useState<Record<Field, string>>({
    subject: translate('resources.contacts.reply_subject', { subject: contact.subject }),
    body: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  const send = useMutation({
    mutationFn: (body: Record<Field, string>) => dataOf(call(contactRoutes.reply, { params: { id: contact.id }, body })),
    onSuccess: async () => {
      notify('resources.contacts.compose.sent', { type: 'success', messageArgs: { email: contact.email } });
      onClose();
      // The detail (its status) and its timeline (the replies) read again.
      await queryClient.invalidateQueries({ queryKey: ['contacts'] });
    },
    onError: (error) => {
      const message = serverMessage(error, 'app.errors.generic');
      setRefusal(translate(message, { _: message }));
    },
  });

  const choose = (id: string) => {
    setTemplateId(id);
    const template = [...templates.mine, ...templates.others].find((t) => t.id === id);
    if (!template) return;
    setValues({ subject: fillPlaceholders(template.subject, contact), body: fillPlaceholders(template.body, contact) });
    setErrors({});
  };
  const edit = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    send.mutate(values);
  };
  const helper = (field: Field) => {
    const error = errors[field];
    return error ? translate(error.key, error.args) : undefined;
  };
  const unfilled = /\{\{\s*\w+\s*\}\}/.test(`${values.subject}\n${values.body}`);
  const option = (t: ReplyTemplate) => (
    <MenuItem key={t.id} value={t.id}>
      {t.title}
    </MenuItem>
  );

  return (
    <Dialog
      open
      onClose={send.isPending ? undefined : onClose}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby="contact-reply-title"
      aria-describedby="contact-reply-to"
    >
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
        <DialogTitle id="contact-reply-title" sx={{ overflowWrap: 'anywhere' }}>
          {translate('resources.contacts.compose.title', { name: contact.name })}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <Typography id="contact-reply-to" variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {translate('resources.contacts.compose.to', { email: contact.email })}
          </Typography>
          {refusal && (
            <Alert severity="error" role="alert">
              {translate('resources.contacts.compose.send_failed', { message: refusal })}
            </Alert>
          )}
          {templates.isError ? (
            <Alert severity="warning">{translate('resources.contacts.compose.templates_failed')}</Alert>
          ) : (
            <TextField
              select
              size="small"
              label={translate('resources.contacts.compose.template')}
              value={templateId}
              onChange={(e) => choose(e.target.value)}
              disabled={templates.isPending}
              slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
            >
              <MenuItem value="">
                <em>{translate('resources.contacts.compose.no_template')}</em>
              </MenuItem>
              {templates.mine.length > 0 && <ListSubheader>{translate('resources.contacts.compose.this_category')}</ListSubheader>}
              {templates.mine.map(option)}
              {templates.others.length > 0 && <ListSubheader>{translate('resources.contacts.compose.other_categories')}</ListSubheader>}
              {templates.others.map(option)}
            </TextField>
          )}
          <TextField
            label={translate('resources.contacts.compose.subject')}
            value={values.subject}
            onChange={edit('subject')}
            required
            error={Boolean(errors.subject)}
            helperText={helper('subject')}
            slotProps={{ htmlInput: { maxLength: CONTACT_REPLY_LIMITS.subject } }}
          />
          <TextField
            label={translate('resources.contacts.compose.body')}
            value={values.body}
            onChange={edit('body')}
            required
            multiline
            minRows={8}
            error={Boolean(errors.body)}
            helperText={helper('body') ?? `${values.body.length} / ${CONTACT_REPLY_LIMITS.body}`}
          />
          {unfilled && (
            <Alert severity="info" variant="outlined">
              {translate('resources.contacts.compose.placeholders_hint')}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, mt: 'auto' }}>
          <Button onClick={onClose} disabled={send.isPending}>
            {translate('app.common.cancel')}
          </Button>
          <Button type="submit" variant="contained" startIcon={<SendIcon />} disabled={send.isPending}>
            {translate(send.isPending ? 'resources.contacts.compose.sending' : 'resources.contacts.compose.send')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
