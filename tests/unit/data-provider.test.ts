// The dataProvider's assembly from the areas' api rows: a method name two areas both define
// is refused at start, and each resource's calls go to its own routes.
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/api/dataProvider';

const routes = { list: { method: 'get', path: '/api/admin/things', summary: 'List', permission: 'users.read' } as const, listKey: 'things' };

describe('createDataProvider', () => {
  it('refuses a named method that two areas define', () => {
    const a = { name: 'things', api: { routes, methods: { getStats: () => 1 } } };
    expect(() => createDataProvider([a], [{ getStats: () => 2 }])).toThrow('Named method defined twice: getStats');
  });

  it('offers every area’s named methods and refuses a resource it was not given', async () => {
    const provider = createDataProvider([{ name: 'things', api: { routes, methods: { thingCount: () => 3 } } }], [{ pageCall: () => 'page' }]);
    expect(provider.thingCount()).toBe(3);
    expect(provider.pageCall()).toBe('page');
    await expect(provider.getList('others', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).rejects.toThrow(
      'Unknown resource: others',
    );
  });
});

describe('layering', () => {
  it('keeps src/api below the resources and pages: it imports neither', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const dir = new URL('../../src/api/', import.meta.url);
    const imports = readdirSync(dir).flatMap((file) =>
      [...readFileSync(new URL(file, dir), 'utf8').matchAll(/from '([^']+)'/g)].map((m) => `${file}: ${m[1]}`),
    );
    expect(imports.length).toBeGreaterThan(5);
    expect(imports.filter((i) => /resources|pages|appDataProvider|layout/.test(i))).toEqual([]);
  });
});
