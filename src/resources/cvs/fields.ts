// The CV's fields, declared once (src/components/fields): the list's phone cards read them.
import { cvSchema } from '../../../contract/cvs';
import { defineFields } from '../../components/fields/kinds';

export const cvFields = defineFields(cvSchema, {
  name: { kind: 'text', label: 'resources.cvs.fields.name' },
  status: {
    kind: 'status',
    choices: (s) => `resources.cvs.status.${s}`,
    tones: { public: 'green', private: 'gray', draft: 'yellow' },
    label: 'resources.cvs.fields.status',
  },
  language: { kind: 'status', choices: (l) => `resources.cvs.languages.${l}`, label: 'resources.cvs.fields.language' },
  updatedAt: { kind: 'dateTime', label: 'resources.cvs.fields.updatedAt' },
});
