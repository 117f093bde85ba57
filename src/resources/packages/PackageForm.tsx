// The package form (create and edit): checked on submit with the contract's
// schema, every error under its field at once, and editing a field clears its error
// (SchemaForm); the page's save turns the values into the payload.
import { Box, Button, MenuItem, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { TextInput, useBasename, useInput, useSaveContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { FormCheckbox } from '../../components/form/inputs';
import { SchemaForm } from '../../components/form/SchemaForm';
import { SectionCard } from '../../components/SectionCard';
import { PACKAGE_CURRENCIES } from '../../../contract/packages';
import { CREDIT_KINDS } from '../../../contract/users';
import { ClampedNumberInput } from './ClampedNumberInput';
import { FeatureListInput } from './FeatureListInput';
import { PACKAGE_MESSAGES_OF, packageFormSchema, type PackageFormValues } from './packageFormValues';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <SectionCard title={title}>
      <Box sx={{ display: 'grid', gap: 2 }}>{children}</Box>
    </SectionCard>
  );
}

const Two = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>{children}</Box>
);

function CurrencyInput() {
  const translate = useTranslate();
  const { id, field } = useInput({ source: 'currency' });
  return (
    <TextField id={id} select label={translate('resources.packages.fields.currency')} fullWidth {...field} value={field.value ?? 'VND'}>
      {PACKAGE_CURRENCIES.map((c) => (
        <MenuItem key={c} value={c}>
          {c}
        </MenuItem>
      ))}
    </TextField>
  );
}

function SubmitBar({ mode }: { mode: 'create' | 'edit' }) {
  const translate = useTranslate();
  const basename = useBasename();
  const { saving } = useSaveContext();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap' }}>
      <Button variant="outlined" component={Link} to={`${basename}/packages`} disabled={saving}>
        {translate('app.common.cancel')}
      </Button>
      {/* Enabled on an untouched form: the rules are checked on submit (docs/architecture.md "One form idiom"). */}
      <Button type="submit" variant="contained" disabled={saving}>
        {translate(saving ? 'app.common.saving' : mode === 'create' ? 'resources.packages.form.submit_create' : 'resources.packages.form.submit_update')}
      </Button>
    </Box>
  );
}

export function PackageForm({ mode, values }: { mode: 'create' | 'edit'; values: PackageFormValues }) {
  const f = (name: string) => `resources.packages.fields.${name}`;
  return (
    <SchemaForm schema={packageFormSchema} messages={PACKAGE_MESSAGES_OF} record={values}>
      <Box sx={{ display: 'grid', gap: 2, maxWidth: 1000 }}>
        <Section title="resources.packages.form.basic">
          <Two>
            <TextInput source="name" label={f('name')} helperText={false} />
            <TextInput source="nameEn" label={f('nameEn')} helperText={false} />
          </Two>
          <Two>
            <TextInput source="description" label={f('description')} multiline minRows={3} helperText={false} />
            <TextInput source="descriptionEn" label={f('descriptionEn')} multiline minRows={3} helperText={false} />
          </Two>
        </Section>
        <Two>
          <Section title="resources.packages.form.pricing">
            <ClampedNumberInput source="price" label={f('price')} />
            <CurrencyInput />
          </Section>
          <Section title="resources.packages.form.settings">
            <Two>
              <ClampedNumberInput source="sortOrder" label={f('sortOrder')} />
              <ClampedNumberInput source="validityDays" label={f('validityDays')} helperText="resources.packages.form.validity_hint" />
            </Two>
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              <FormCheckbox source="isActive" label={f('isActive')} />
              <FormCheckbox source="isPopular" label={f('isPopular')} />
            </Box>
          </Section>
        </Two>
        <Section title="resources.packages.form.credits">
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
            {CREDIT_KINDS.map((kind) => (
              <ClampedNumberInput key={kind} source={`credits.${kind}`} label={`resources.packages.credits.${kind}`} />
            ))}
          </Box>
        </Section>
        <Section title="resources.packages.form.features">
          <Two>
            <FeatureListInput source="features" label="resources.packages.form.features_vi" />
            <FeatureListInput source="featuresEn" label="resources.packages.form.features_en" />
          </Two>
        </Section>
        <SubmitBar mode={mode} />
      </Box>
    </SchemaForm>
  );
}
