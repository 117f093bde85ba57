import { lazy } from 'react';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import type { ResourceProps } from 'react-admin';
import { Route } from 'react-router-dom';

const CvShow = lazy(() => import('./CvShow'));

// Spec §2 paths: /cvs and /cvs/{cvId} (the details page).
export const cvs: Omit<ResourceProps, 'name'> = {
  list: lazy(() => import('./CvList')),
  icon: DescriptionIcon,
  recordRepresentation: 'name',
  children: <Route path=":id" element={<CvShow />} />,
};
