// A plain entity's create and edit screens (contract/crud.ts), generated from its
// declaration: the body's fields as inputs, checked by the contract's body schema (the whole
// body to create, any part of it to edit), the server's field errors under the fields,
// nothing lost on a refusal; saved, the record's page opens.
import SaveIcon from '@mui/icons-material/SaveOutlined';
import { Box, Button, Card, CardContent } from '@mui/material';
import type { z } from 'zod';
import { type RaRecord, useBasename, useCreate, useNotify, useResourceContext, useTranslate, useUpdate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { BackButton } from '../../components/BackButton';
import { FieldForm } from '../../components/fields/FieldInputs';
import { type SchemaMessages, serverFieldErrors } from '../../components/form/schema';
import { PageHeader } from '../../components/PageHeader';
import { DetailPage } from '../../components/DetailPage';
import { crudDeclaration, crudFields, crudKeys } from './declarations';

/** The contract's English messages as react-admin's own, which both catalogs say. */
const MESSAGES: SchemaMessages = {
  message: (text) => {
    // A select left empty: zod names the values it takes, in English; the person sees an empty box.
    if (/is required$|must be one of /.test(text)) return 'ra.validation.required';
    const max = /at most (\d+) characters/.exec(text);
    if (max) return { message: 'ra.validation.maxLength', args: { max: Number(max[1]) } };
    return text;
  },
};

function CrudFormCard({ record }: { record?: RaRecord }) {
  const name = useResourceContext()!;
  const d = crudDeclaration(name);
  const { fields } = crudFields(d);
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  const [create] = useCreate();
  const [update] = useUpdate();
  const schema: z.ZodObject = record ? d.body.partial() : d.body;

  const save = async (values: Record<string, unknown>) => {
    try {
      const saved = record
        ? await update(name, { id: record.id, data: values, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true })
        : await create(name, { data: values }, { returnPromise: true });
      notify(record ? `resources.${name}.updated` : `resources.${name}.created`, { type: 'success' });
      // The record's page is /{name}/{id} (defineResource), not react-admin's /show.
      void navigate(`${basename}/${name}/${saved.id}`);
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, MESSAGES);
      if (fieldErrors) return fieldErrors;
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    }
  };

  return (
    <Card variant="outlined" sx={{ maxWidth: 860 }}>
      <CardContent>
        <FieldForm
          fields={fields}
          keys={crudKeys(d).form}
          schema={schema}
          messages={MESSAGES}
          record={record ?? crudKeys(d).initial}
          onSubmit={save}
          label={translate(`resources.${name}.name`, { smart_count: 1 })}
        >
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
            <Button type="submit" variant="contained" startIcon={<SaveIcon />}>
              {translate('ra.action.save')}
            </Button>
          </Box>
        </FieldForm>
      </CardContent>
    </Card>
  );
}

export function CrudCreate() {
  const name = useResourceContext()!;
  return (
    <Box sx={{ pb: 4 }}>
      <Box sx={{ mt: 2 }}>
        <BackButton resource={name} label={`resources.${name}.back`} />
      </Box>
      <PageHeader title={`resources.${name}.create`} />
      <CrudFormCard />
    </Box>
  );
}

/** Editing sits in the detail frame: its loading, not found, failure and way back are the detail's. */
export function CrudEdit() {
  const name = useResourceContext()!;
  const translate = useTranslate();
  const { primary } = crudKeys(crudDeclaration(name));
  return (
    <DetailPage<RaRecord>
      resource={name}
      back={`resources.${name}.back`}
      notFound={{ title: `resources.${name}.not_found`, text: `resources.${name}.not_found_text` }}
      failed={`resources.${name}.load_failed`}
      header={(record) => ({ title: translate(`resources.${name}.edit_title`, { title: String(record[primary] ?? '') }) })}
    >
      {(record) => <CrudFormCard record={record} />}
    </DetailPage>
  );
}
