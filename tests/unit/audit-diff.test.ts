import { describe, expect, it } from 'vitest';
import { isSecretKey } from '../../contract/audit';
import { diffRows, flatten, SECRET } from '../../src/resources/audit-log/diff';

describe('isSecretKey', () => {
  it.each([
    'password',
    'passwordHash',
    'smtpPassword',
    'currentPassword',
    'tempPassword',
    'token',
    'previewToken',
    'jwtSecret',
    'secret',
    'apiKey',
    'openrouterApiKey',
    'api_key',
    'hash',
    'privateKey',
    'credentials',
  ])('masks %s', (key) => expect(isSecretKey(key)).toBe(true));
  it.each([
    'passwordMinLength',
    'maxTokens',
    'mustChangePassword',
    'tokenExpiresAt',
    'secretsSet',
    'email',
    'status',
    'replaced',
    'isActive',
    'hasPassword',
    'expiresAt',
  ])('keeps %s (a rule, count, flag or time about a secret, or no secret at all)', (key) => expect(isSecretKey(key)).toBe(false));
});

describe('flatten', () => {
  it('turns nested objects into dotted paths and lists into indexed ones', () => {
    const flat = flatten({ name: 'Pro', credits: { cvCreation: 3, aiOptimization: 1 }, features: ['A', 'B'], tags: [], meta: {}, note: null });
    expect([...flat.entries()]).toEqual([
      ['name', 'Pro'],
      ['credits.cvCreation', 3],
      ['credits.aiOptimization', 1],
      ['features[0]', 'A'],
      ['features[1]', 'B'],
      ['tags', []],
      ['meta', {}],
      ['note', null],
    ]);
    expect([...flatten([{ id: 'a' }, { id: 'b' }]).keys()]).toEqual(['[0].id', '[1].id']);
  });

  it('masks a secret at any depth without reading into it', () => {
    const flat = flatten({ smtp: { host: 'mail', smtpPassword: 'hunter2' }, apiKey: { value: 'sk-1' }, passwordMinLength: 8 });
    expect(flat.get('smtp.smtpPassword')).toBe(SECRET);
    expect(flat.get('apiKey')).toBe(SECRET);
    expect(flat.has('apiKey.value')).toBe(false);
    expect(flat.get('passwordMinLength')).toBe(8);
    expect(JSON.stringify([...flat.values()])).not.toMatch(/hunter2|sk-1/);
  });
});

describe('diffRows', () => {
  it('marks the changed fields and keeps the unchanged ones, in record order', () => {
    const rows = diffRows({ firstName: 'An', isPremium: false, credits: { cv: 3 } }, { firstName: 'Anh', isPremium: false, credits: { cv: 5 }, phone: '0909' });
    expect(rows).toEqual([
      { path: 'firstName', before: 'An', after: 'Anh', changed: true },
      { path: 'isPremium', before: false, after: false, changed: false },
      { path: 'credits.cv', before: 3, after: 5, changed: true },
      { path: 'phone', before: undefined, after: '0909', changed: true },
    ]);
  });

  it('treats a side the entry does not record as empty: a creation or a deletion changes every filled field', () => {
    expect(diffRows(null, { status: 'new', tags: [] }).map((r) => [r.path, r.changed])).toEqual([
      ['status', true],
      ['tags', false],
    ]);
    expect(diffRows({ status: 'read' }, null)).toEqual([{ path: 'status', before: 'read', after: undefined, changed: true }]);
    expect(diffRows(null, null)).toEqual([]);
  });

  it('reads absent, null, blank and empty lists alike (no change), and two masked secrets as unchanged', () => {
    expect(diffRows({ note: null }, { replaced: [], note: '' }).every((r) => !r.changed)).toBe(true);
    expect(diffRows({ token: 'a' }, { token: 'b' })).toEqual([{ path: 'token', before: SECRET, after: SECRET, changed: false }]);
  });
});
