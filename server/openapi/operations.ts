// Every route the server answers, one entry each, grouped by spec §7's areas (a route added
// to the app without an entry here fails tests/server/openapi.test.ts). Schemas come from
// the contract; the document is built from this table by document.ts.
import { z } from 'zod';
import {
  contactBulkStatusBody,
  contactBulkStatusResult,
  contactExportQuery,
  contactListQuery,
  contactListSchema,
  contactSchema,
  contactStatsSchema,
  contactStatusBody,
  contactSubmissionSchema,
} from '../../contract/contacts.js';
import {
  cvBulkDeleteSchema,
  cvBulkUpdateSchema,
  cvListQuery,
  cvListSchema,
  cvSchema,
  cvStatsSchema,
  cvUpdateSchema,
  previewTokenSchema,
} from '../../contract/cvs.js';
import { deletedIdResult, deletedResult, updatedResult } from '../../contract/envelope.js';
import {
  orderBulkResultSchema,
  orderBulkSchema,
  orderExportQuery,
  orderExportSchema,
  orderListQuery,
  orderListSchema,
  orderSchema,
  orderStatsSchema,
  orderStatusSchema,
  orderAnalyticsSchema,
  paymentNoticeSchema,
  paymentOutcomeSchema,
} from '../../contract/orders.js';
import {
  packageAnalyticsSchema,
  packageBulkSchema,
  packageCreateSchema,
  packageDetailSchema,
  packageListQuery,
  packageListSchema,
  packageSchema,
  packageStatsSchema,
  packageUpdateSchema,
} from '../../contract/packages.js';
import {
  previewUploadedSchema,
  templateAnalyticsSchema,
  templateBulkBody,
  templateCategoriesSchema,
  templateCreateBody,
  templateExportQuery,
  templateExportSchema,
  templateFileBody,
  templateFileSavedSchema,
  templateFileSchema,
  templateListQuery,
  templateListSchema,
  templateRejectedSchema,
  templateSchema,
  templateStatsSchema,
  templateUpdateBody,
  templateValidateBody,
  templateValidationSchema,
} from '../../contract/template-schemas.js';
import type { Area, Route, RouteDoc } from '../http/route.js';

// Transitional: the routes not yet declared in their area, as areas without handlers.
type OpSpec = Omit<RouteDoc, 'summary'> & { query?: z.ZodType; body?: z.ZodType; params?: Record<string, z.ZodType>; public?: true };
function op(route: string, summary: string, spec: OpSpec = {}): Route {
  const [method, path] = route.split(' ') as [string, string];
  return {
    ...spec,
    summary,
    method: method.toLowerCase() as Route['method'],
    path,
    handle: () => {
      throw new Error('legacy');
    },
  };
}
const tag = (name: string, description: string, routes: Route[]): Area => ({ tag: { name, description }, routes });

const CSV = { type: 'text/csv', description: "A CSV file (header row; cells starting with = + - @ are prefixed with ')" };

/** Response entities the areas above show by name in the document. */
export const COMPONENTS = {
  Cv: cvSchema,
  CvStats: cvStatsSchema,
  Package: packageSchema,
  PackageDetail: packageDetailSchema,
  PackageStats: packageStatsSchema,
  Order: orderSchema,
  OrderStats: orderStatsSchema,
  Template: templateSchema,
  TemplateStats: templateStatsSchema,
  TemplateValidation: templateValidationSchema,
  Contact: contactSchema,
  ContactStats: contactStatsSchema,
};

export const LEGACY_AREAS: Area[] = [
  tag('CVs', "The users' CVs: list, rename, delete, and a secure preview.", [
    op('GET /api/admin/cvs', 'List CVs with stats', { query: cvListQuery, data: cvListSchema }),
    op('PUT /api/admin/cvs/bulk', 'Update CVs (name, language)', { body: cvBulkUpdateSchema, data: updatedResult }),
    op('DELETE /api/admin/cvs/bulk', 'Delete CVs', { body: cvBulkDeleteSchema, data: deletedResult }),
    op('GET /api/admin/cvs/{id}', 'Get a CV', { data: cvSchema }),
    op('PUT /api/admin/cvs/{id}', 'Update a CV (name, language)', { body: cvUpdateSchema, data: cvSchema }),
    op('DELETE /api/admin/cvs/{id}', 'Delete a CV', { data: deletedIdResult }),
    op('POST /api/admin/cvs/{id}/preview-token', 'A preview token for the CV (valid 10 minutes)', { data: previewTokenSchema }),
    op('GET /api/cv/render/{id}', 'The CV rendered with its template, for a preview tab', {
      public: true,
      query: z.object({ token: z.string().meta({ description: 'From POST /api/admin/cvs/{id}/preview-token' }) }),
      file: { type: 'text/html', description: 'The CV page, sandboxed by its Content-Security-Policy' },
      errors: { 400: null, 404: null, 401: ['Bad or expired token: a page that says so', 'text/html'] },
    }),
  ]),
  tag('Packages', 'Credit packages: list, create, edit, (de)activate, delete, sales.', [
    op('GET /api/admin/packages', 'List packages with stats', { query: packageListQuery, data: packageListSchema }),
    op('GET /api/admin/packages/analytics', 'Sales per package and per month', { data: packageAnalyticsSchema }),
    op('PUT /api/admin/packages/bulk', 'Set isActive or isPopular on packages', { body: packageBulkSchema, data: updatedResult }),
    op('POST /api/admin/packages', 'Create a package', { body: packageCreateSchema, data: packageSchema, status: 201 }),
    op('GET /api/admin/packages/{id}', 'Get a package with its latest subscriptions and payments', { data: packageDetailSchema }),
    op('PUT /api/admin/packages/{id}', 'Update a package (any subset of the fields)', { body: packageUpdateSchema, data: packageSchema }),
    op('DELETE /api/admin/packages/{id}', 'Delete a package', {
      data: deletedIdResult,
      errors: { 409: 'The package has orders or subscriptions: deactivate it instead' },
    }),
  ]),
  tag('Orders', 'Payment orders: list, verify or cancel, analytics, export; the bank webhook.', [
    op('GET /api/admin/orders', 'List orders with stats', { query: orderListQuery, data: orderListSchema }),
    op('GET /api/admin/orders/analytics', 'Orders and revenue per month, status and package', { data: orderAnalyticsSchema }),
    op('GET /api/admin/orders/export', 'Export the filtered orders (format=csv: a file; format=json: JSON)', {
      query: orderExportQuery,
      data: orderExportSchema,
      file: CSV,
    }),
    op('PUT /api/admin/orders/bulk', 'Verify or cancel orders, each on its own', { body: orderBulkSchema, data: orderBulkResultSchema }),
    op('GET /api/admin/orders/{id}', 'Get an order with its QR code', { data: orderSchema }),
    op('PUT /api/admin/orders/{id}/status', 'Verify (PAID only) or cancel (PENDING only) an order', {
      body: orderStatusSchema,
      data: orderSchema,
      errors: { 409: "The order's status does not allow it" },
    }),
    op('POST /api/payments/webhook', "The bank's payment notification (extension)", {
      public: true,
      headers: { 'X-Signature': 'hex(HMAC-SHA256(raw body, PAYMENT_WEBHOOK_SECRET))' },
      body: paymentNoticeSchema,
      data: paymentOutcomeSchema,
      errors: { 401: 'Invalid signature', 503: 'Payment notifications are not configured' },
    }),
    op('GET /api/admin/events', 'Live order events (extension), as Server-Sent Events', {
      file: {
        type: 'text/event-stream',
        description:
          'event `ready` once (data `{keepAliveMs}`), `order` per status change (data `{orderId, orderCode, status, amount, currency, customerName, at}`), `resync` when changes may have been missed; a comment every keepAliveMs',
      },
      errors: { 503: 'Live updates are not available right now' },
    }),
  ]),
  tag('Templates', 'CV templates: list, create, edit, the HTML file and its validation, preview images, export.', [
    op('GET /api/admin/templates', 'List templates with stats', { query: templateListQuery, data: templateListSchema }),
    op('GET /api/admin/templates/categories', 'The categories with their counts', { data: templateCategoriesSchema }),
    op('GET /api/admin/templates/analytics', 'Usage per category and the most used templates', { data: templateAnalyticsSchema }),
    op('GET /api/admin/templates/export', 'Export the filtered templates (format=csv: a file; format=json: JSON)', {
      query: templateExportQuery,
      data: templateExportSchema,
      file: CSV,
    }),
    op('POST /api/admin/templates/validate', 'Validate template HTML', { body: templateValidateBody, data: templateValidationSchema }),
    op('PUT /api/admin/templates/bulk', 'Set isPremium or status on templates', { body: templateBulkBody, data: updatedResult }),
    op('POST /api/admin/templates', 'Create a template', { body: templateCreateBody, data: templateSchema, status: 201, rejected: templateRejectedSchema }),
    op('GET /api/admin/templates/{id}', 'Get a template (without its HTML)', { data: templateSchema }),
    op('PUT /api/admin/templates/{id}', 'Update a template (any subset of the fields)', { body: templateUpdateBody, data: templateSchema }),
    op('DELETE /api/admin/templates/{id}', 'Delete a template', { data: deletedIdResult, errors: { 409: 'CVs use the template' } }),
    op('PATCH /api/admin/templates/{id}/premium', 'Toggle premium', { data: templateSchema }),
    op('GET /api/admin/templates/{id}/file', 'The HTML file', { data: templateFileSchema }),
    op('PUT /api/admin/templates/{id}/file', 'Save the HTML file (refused when invalid)', {
      body: templateFileBody,
      data: templateFileSavedSchema,
      rejected: templateRejectedSchema,
      errors: { 409: 'The file changed on the server since lastModified' },
    }),
    op('POST /api/admin/templates/{id}/upload-preview', 'Upload the preview image', {
      upload: { preview: 'A PNG, JPEG, GIF or WebP image (judged by its bytes), at most 5,242,880 bytes' },
      data: previewUploadedSchema,
      errors: { 413: 'The image is larger than 5 MB', 415: 'Not multipart/form-data' },
    }),
    op('GET /api/template-previews/{id}', 'An uploaded preview image', {
      public: true,
      file: { type: 'image/*', description: 'The image, with its real type' },
    }),
  ]),
  tag('Contacts', 'Inquiries from the public contact form, and their handling.', [
    op('POST /api/contact', 'Send the public contact form', {
      public: true,
      body: contactSubmissionSchema,
      data: contactSchema,
      status: 201,
      errors: { 429: 'Too many submissions from this address: wait for Retry-After seconds' },
    }),
    op('GET /api/contact', 'List contacts', { query: contactListQuery, data: contactListSchema }),
    op('GET /api/contact/stats', 'Counts per status and category', { data: contactStatsSchema }),
    op('GET /api/contact/export', 'Export the filtered contacts as CSV', { query: contactExportQuery, file: CSV }),
    op('PATCH /api/contact/bulk-status', 'Set the status of contacts', { body: contactBulkStatusBody, data: contactBulkStatusResult }),
    op('GET /api/contact/{id}', 'Get a contact', { data: contactSchema }),
    op('PATCH /api/contact/{id}/status', 'Set the status of a contact', { body: contactStatusBody, data: contactSchema }),
    op('DELETE /api/contact/{id}', 'Delete a contact', { data: deletedIdResult }),
  ]),
];
