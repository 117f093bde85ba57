// Templates on the API: CRUD through simple-rest (bulk delete is one DELETE per id,
// in parallel, so no deleteMany route), bulk update as one call, and the named calls of the
// grid, the code editor and the preview upload.
import type { Identifier } from 'react-admin';
import type { z } from 'zod';
import type { Envelope } from '../../../contract/envelope';
import type { ExportFormat } from '../../../contract/query';
import type {
  templateAnalyticsSchema,
  templateCategoriesSchema,
  templateExportSchema,
  TemplateFile,
  TemplateValidation,
} from '../../../contract/template-schemas';
import type { ResourceApi } from '../../api/dataProvider';
import { dataOf, request } from '../../api/httpClient';

const TEMPLATES = '/api/admin/templates';

type TemplateExportQuery = {
  category?: string;
  isPremium?: boolean;
};

function exportTemplates(query: TemplateExportQuery & { format: 'csv' }): Promise<Blob>;
function exportTemplates(query: TemplateExportQuery & { format: 'json' }): Promise<z.infer<typeof templateExportSchema>>;
function exportTemplates(query: TemplateExportQuery & { format: ExportFormat }) {
  return query.format === 'csv'
    ? request<Blob>(`${TEMPLATES}/export`, { query, responseType: 'blob' })
    : dataOf(request<Envelope<z.infer<typeof templateExportSchema>>>(`${TEMPLATES}/export`, { query }));
}

export const templatesApi = {
  routes: {
    base: TEMPLATES,
    listKey: 'templates',
    updateMany: (ids, data) => ({ method: 'PUT', path: `${TEMPLATES}/bulk`, body: { templateIds: ids, updates: data } }),
  },
  methods: {
    toggleTemplatePremium: (id: Identifier) => request<Envelope<unknown>>(`${TEMPLATES}/${id}/premium`, { method: 'PATCH' }),
    getTemplateCategories: () => dataOf(request<Envelope<z.infer<typeof templateCategoriesSchema>>>(`${TEMPLATES}/categories`)),
    getTemplateAnalytics: () => dataOf(request<Envelope<z.infer<typeof templateAnalyticsSchema>>>(`${TEMPLATES}/analytics`)),
    exportTemplates,
    getTemplateFile: (id: Identifier) => dataOf(request<Envelope<TemplateFile>>(`${TEMPLATES}/${id}/file`)),
    /** `lastModified` (extension): the version the editor loaded; a newer file on the server is a 409. */
    saveTemplateFile: (id: Identifier, content: string, lastModified?: string) =>
      request<Envelope<Partial<TemplateFile>>>(`${TEMPLATES}/${id}/file`, { method: 'PUT', body: { content, lastModified } }),
    validateTemplate: (content: string, signal?: AbortSignal) =>
      dataOf(request<Envelope<TemplateValidation>>(`${TEMPLATES}/validate`, { method: 'POST', body: { content }, signal })),
    uploadTemplatePreview: (id: Identifier, file: File) => {
      const form = new FormData();
      form.append('preview', file);
      return dataOf(request<Envelope<{ imageUrl: string }>>(`${TEMPLATES}/${id}/upload-preview`, { method: 'POST', formData: form }));
    },
  },
} satisfies ResourceApi;
