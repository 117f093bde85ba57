// The package's fields, declared once (src/components/fields): the list's cards and filter
// bar read them, and detail rows and form inputs can follow from here.
import { packageListQuery, packageSchema } from '../../../contract/packages';
import { listFilters } from '../../components/fields/filters';
import { defineFields } from '../../components/fields/kinds';

export const packageFields = defineFields(packageSchema, {
  name: { kind: 'text', label: 'resources.packages.fields.name' },
  nameEn: { kind: 'text', label: 'resources.packages.fields.nameEn' },
  description: { kind: 'text', multiline: true, label: 'resources.packages.fields.description' },
  descriptionEn: { kind: 'text', multiline: true, label: 'resources.packages.fields.descriptionEn' },
  price: { kind: 'money', currency: 'currency', label: 'resources.packages.fields.price' },
  currency: { kind: 'text', label: 'resources.packages.fields.currency' },
  isActive: {
    kind: 'boolean',
    labels: ['resources.packages.active', 'resources.packages.inactive'],
    tones: ['green', 'gray'],
    label: 'resources.packages.fields.isActive',
  },
  isPopular: { kind: 'boolean', labels: ['resources.packages.popular', 'resources.packages.regular'], label: 'resources.packages.fields.isPopular' },
  sortOrder: { kind: 'count', label: 'resources.packages.fields.sortOrder' },
  validityDays: { kind: 'count', label: 'resources.packages.fields.validityDays' },
  totalSales: { kind: 'count', label: 'resources.packages.sales' },
  revenue: { kind: 'money', currency: 'currency', label: 'resources.packages.revenue' },
  createdAt: { kind: 'dateTime', sortable: true, label: 'resources.packages.detail.created_at' },
  updatedAt: { kind: 'dateTime', label: 'resources.packages.detail.updated_at' },
});

export const packageFilters = listFilters(packageListQuery, packageFields, {
  search: 'resources.packages.search',
  all: { isActive: 'resources.packages.status_all', isPopular: 'resources.packages.popularity_all' },
  labels: { isActive: 'resources.packages.filter_status', isPopular: 'resources.packages.filter_popularity' },
});
