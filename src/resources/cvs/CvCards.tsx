// The CVs list on a phone: one card per CV instead of a table whose status and actions sit
// off-screen, from the declared fields (fields.ts): name, status badge, last update, language,
// and at the bottom the owner (opens the user's dialog) beside the row's actions. A card opens
// the CV's details page.
import { Box } from '@mui/material';
import type { Cv } from '../../../contract/cvs';
import { FieldCards } from '../../components/fields/FieldCard';
import { UserNameLink } from '../../components/UserNameLink';
import { CvRowActions } from './CvRowActions';
import { cvFields } from './fields';

const LAYOUT = { title: 'name', badge: 'status', meta: 'updatedAt', chips: ['language'] } as const;

export function CvCards() {
  return (
    <FieldCards<Cv, 'name' | 'status' | 'language' | 'updatedAt'>
      fields={cvFields}
      layout={LAYOUT}
      actions={(cv) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere', typography: 'body2' }}>
            <UserNameLink userId={cv.user.id}>
              {cv.user.firstName} {cv.user.lastName}
            </UserNameLink>
          </Box>
          <CvRowActions cv={cv} />
        </Box>
      )}
      testId="cv-card"
    />
  );
}
