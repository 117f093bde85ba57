// The template form's state: spec §5 checks on submit, and editing a field clears its error.
import { useCallback, useState } from 'react';
import { type TemplateFormErrors, type TemplateFormValues, validateTemplateForm } from './formValues';

export function useTemplateForm(initial: TemplateFormValues, previewRequired: boolean) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<TemplateFormErrors>({});

  const change = useCallback(<K extends keyof TemplateFormValues>(field: K, value: TemplateFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => {
      if (!(field in e)) return e;
      const { [field]: _cleared, ...rest } = e;
      return rest;
    });
  }, []);

  /** Checks every field at once; true when the form may be sent. */
  const check = useCallback(() => {
    const found = validateTemplateForm(values, previewRequired);
    setErrors(found);
    return Object.keys(found).length === 0;
  }, [values, previewRequired]);

  return { values, errors, setErrors, change, check, reset: setValues };
}
