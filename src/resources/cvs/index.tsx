import { lazy } from 'react';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import { defineResource } from '../resource';
import { cvsApi } from './api';

// Paths: /cvs and /cvs/{cvId} (the details page).
export const cvs = defineResource({
  name: 'cvs',
  list: lazy(() => import('./CvList')),
  detail: lazy(() => import('./CvShow')),
  icon: DescriptionIcon,
  recordRepresentation: 'name',
  api: cvsApi,
});
