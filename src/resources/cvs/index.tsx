import { lazy } from 'react';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import { Route } from 'react-router-dom';
import { RequireAccess } from '../../components/RequireAccess';
import { defineResource } from '../resource';
import { cvsApi } from './api';

const CvShow = lazy(() => import('./CvShow'));

// Paths: /cvs and /cvs/{cvId} (the details page).
export const cvs = defineResource({
  name: 'cvs',
  list: lazy(() => import('./CvList')),
  icon: DescriptionIcon,
  recordRepresentation: 'name',
  children: (
    <Route
      path=":id"
      element={
        <RequireAccess resource="cvs" action="show">
          <CvShow />
        </RequireAccess>
      }
    />
  ),
  api: cvsApi,
});
