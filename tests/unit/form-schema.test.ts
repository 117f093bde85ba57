// The forms' one check (src/components/form/schema.ts): the contract's schema through
// @hookform/resolvers/zod, messages as catalog keys under the right fields, the server's
// field errors the same way.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formErrors, schemaResolver, serverFieldErrors } from '../../src/components/form/schema';
import { userUpdateSchema } from '../../contract/users';

const resolve = (resolver: ReturnType<typeof schemaResolver>, values: Record<string, unknown>) =>
  resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

const user = { firstName: ' Lan ', lastName: 'Trần', email: 'LAN@example.com', isActive: true, isPremium: false, emailVerified: true };

describe('schemaResolver', () => {
  it('submits the schema’s output when the values pass (trimmed, lower-cased)', async () => {
    const result = await resolve(schemaResolver(userUpdateSchema), user);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ firstName: 'Lan', email: 'lan@example.com' });
  });

  it('submits the values as typed when raw', async () => {
    const result = await resolve(schemaResolver(userUpdateSchema, { raw: true }), user);
    expect(result.values).toMatchObject({ firstName: ' Lan ' });
  });

  it('puts every field’s first error under it, as the form’s message', async () => {
    const result = await resolve(schemaResolver(userUpdateSchema, { message: (m, field) => `key.${field}:${m}` }), { ...user, firstName: '', email: 'nope' });
    expect(result.values).toEqual({});
    expect(result.errors).toMatchObject({
      firstName: { message: 'key.firstName:First name is required' },
      email: { message: 'key.email:Invalid email address' },
    });
  });

  it('carries a message’s arguments the way react-admin’s helper text reads them', async () => {
    const schema = z.object({ password: z.string().min(8, 'Password must be at least 8 characters') });
    const result = await resolve(schemaResolver(schema, { message: () => ({ message: 'app.too_short', args: { smart_count: 8 } }) }), { password: 'x' });
    const message = (result.errors as Record<string, { message: string }>).password!.message;
    expect(message.startsWith('@@react-admin@@')).toBe(true);
    expect(JSON.parse(message.slice('@@react-admin@@'.length))).toEqual({ message: 'app.too_short', args: { smart_count: 8 } });
  });

  it('moves an error where the form shows it (a list row’s under the list)', async () => {
    const schema = z.object({ features: z.array(z.string().min(1, 'Empty row')) });
    const result = await resolve(schemaResolver(schema, { field: (path) => path.split('.')[0]! }), { features: ['a', ''] });
    expect(result.errors).toMatchObject({ features: { message: 'Empty row' } });
  });
});

describe('server field errors', () => {
  it('turns a refusal’s errors into the form’s, nested paths included', () => {
    const error = {
      status: 400,
      body: { message: 'Invalid', errors: { email: 'Email is already in use', 'defaultUserCredits.cvCreation': 'Must be 0 or more' } },
    };
    expect(serverFieldErrors(error, { message: (m) => (m === 'Email is already in use' ? 'app.taken' : m) })).toEqual({
      email: 'app.taken',
      defaultUserCredits: { cvCreation: 'Must be 0 or more' },
    });
  });

  it('is undefined for a failure that names no field', () => {
    expect(serverFieldErrors({ status: 404, body: { message: 'Not found' } })).toBeUndefined();
    expect(serverFieldErrors(new Error('network'))).toBeUndefined();
    expect(formErrors({ name: 'Required' })).toEqual({ name: 'Required' });
  });
});
