// react-admin's <Form> checked by a contract schema (schema.ts): errors show on submit,
// all at once, and an error stays until the admin edits that field (re-checked
// only on the next submit). The invalid-form notification is off: every error is already
// under its field.
import { type ReactNode, useCallback, useEffect, useMemo, useRef } from 'react';
import { Form, type FormProps } from 'react-admin';
import { type FieldValues, useFormContext, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { type SchemaMessages, schemaResolver } from './schema';

/** What onSubmit may answer: field errors to show under the fields (e.g. serverFieldErrors), or nothing. */
type SubmitResult = Record<string, unknown> | undefined | void;

/** Clears a field's error as it is edited; hands the form's methods to onSubmit. */
function FormBridge({ onForm }: { onForm: (form: UseFormReturn) => void }) {
  const form = useFormContext();
  const { watch, clearErrors } = form;
  useEffect(() => onForm(form), [onForm, form]);
  useEffect(() => {
    const sub = watch((_values, { name }) => {
      if (name) clearErrors(name);
    });
    return () => sub.unsubscribe();
  }, [watch, clearErrors]);
  return null;
}

export type SchemaFormProps = Omit<FormProps, 'resolver' | 'validate' | 'children' | 'onSubmit'> & {
  /** The contract's schema of what the form submits. */
  schema: z.ZodType;
  messages?: SchemaMessages;
  /**
   * The checked values (the schema's output), and the form (e.g. to empty it after a save).
   * Without it, the values as typed go to the page's save (CreateBase, EditBase), whose
   * transform makes the payload and whose refusal puts the server's errors under the fields.
   */
  onSubmit?: (values: FieldValues, form: UseFormReturn) => SubmitResult | Promise<SubmitResult>;
  /** The form's accessible name, where a page holds several forms. */
  label?: string;
  children: ReactNode;
};

export function SchemaForm({ schema, messages, label, onSubmit, children, ...props }: SchemaFormProps) {
  const { message, field } = messages ?? {};
  const raw = !onSubmit;
  const resolver = useMemo(() => schemaResolver(schema, { message, field, raw }), [schema, message, field, raw]);
  const methods = useRef<UseFormReturn | null>(null);
  const keepForm = useCallback((form: UseFormReturn) => {
    methods.current = form;
  }, []);
  const form = (
    <Form
      resolver={resolver}
      mode="onSubmit"
      reValidateMode="onSubmit"
      noValidate
      disableInvalidFormNotification
      onSubmit={onSubmit && (async (values: FieldValues) => (await onSubmit(values, methods.current!)) ?? undefined)}
      {...props}
    >
      <FormBridge onForm={keepForm} />
      {children}
    </Form>
  );
  // react-admin's <form> takes no aria-label: a labelled form landmark around it names it.
  return label ? (
    <div role="form" aria-label={label}>
      {form}
    </div>
  ) : (
    form
  );
}
