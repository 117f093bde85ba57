// Templates on the API (contract/template-schemas.ts's routes): CRUD through simple-rest (bulk
// delete is one DELETE per id, in parallel, so no deleteMany route), bulk update as one call,
// and the named calls of the grid, the code editor and the preview upload.
import type { Identifier } from 'react-admin';
import type { RouteData } from '../../../contract/route';
import { templateRoutes } from '../../../contract/template-schemas';
import { isTemplateCategory } from '../../../contract/templates';
import type { ResourceApi } from '../../api/dataProvider';
import { call } from '../../api/call';
import { dataOf } from '../../api/httpClient';
import type { ExportFormat } from '../../../contract/query';

type TemplateExportQuery = {
  category?: string;
  isPremium?: boolean;
};

/**
 * The route answers a file (format=csv) or the JSON envelope (format=json); call() reads a
 * file route's answer as a Blob, so the JSON is read from it and checked by the route's schema.
 */
function exportTemplates(query: TemplateExportQuery & { format: 'csv' }): Promise<Blob>;
function exportTemplates(query: TemplateExportQuery & { format: 'json' }): Promise<RouteData<typeof templateRoutes.export>>;
async function exportTemplates({ format, category, isPremium }: TemplateExportQuery & { format: ExportFormat }) {
  const file = await call(templateRoutes.export, {
    query: {
      format,
      // The grid's category filter is one of TEMPLATE_CATEGORIES (its select offers no other).
      category: isTemplateCategory(category) ? category : undefined,
      isPremium: isPremium === undefined ? undefined : isPremium ? 'true' : 'false',
    },
  });
  if (format === 'csv') return file;
  const envelope: { data?: unknown } = JSON.parse(await file.text());
  return templateRoutes.export.data.parse(envelope.data);
}

export const templatesApi = {
  routes: {
    list: templateRoutes.list,
    listKey: 'templates',
    updateMany: (ids, data) => ({ route: templateRoutes.bulkUpdate, body: { templateIds: ids, updates: data } }),
  },
  methods: {
    toggleTemplatePremium: (id: Identifier) => call(templateRoutes.togglePremium, { params: { id: String(id) } }),
    getTemplateCategories: () => dataOf(call(templateRoutes.categories)),
    getTemplateAnalytics: () => dataOf(call(templateRoutes.analytics)),
    exportTemplates,
    getTemplateFile: (id: Identifier) => dataOf(call(templateRoutes.getFile, { params: { id: String(id) } })),
    /** `lastModified` (extension): the version the editor loaded; a newer file on the server is a 409. */
    saveTemplateFile: (id: Identifier, content: string, lastModified?: string) =>
      call(templateRoutes.saveFile, { params: { id: String(id) }, body: { content, lastModified } }),
    validateTemplate: (content: string, signal?: AbortSignal) => dataOf(call(templateRoutes.validate, { body: { content }, signal })),
    uploadTemplatePreview: (id: Identifier, file: File) => {
      const formData = new FormData();
      formData.append('preview', file);
      return dataOf(call(templateRoutes.uploadPreview, { params: { id: String(id) }, formData }));
    },
  },
} satisfies ResourceApi;
