// What a resource folder declares about itself (its index.tsx): react-admin's <Resource>
// props (name, screens, icon, record representation) plus its part of the dataProvider.
import type { ResourceProps } from 'react-admin';
import type { NamedMethods, ResourceApi } from '../api/dataProvider';
import type { RecordDialog } from '../components/recordDialogs';

export interface AppResource<M extends NamedMethods = NamedMethods> extends ResourceProps {
  /** Its dataProvider routes row and named methods (api.ts beside it). */
  api: ResourceApi<M>;
  /** Not one of the original areas (an extension): the sidebar lists it after Settings. */
  extension?: boolean;
  /** One record in a dialog that any screen naming it may open (components/recordDialogs.ts). */
  dialog?: RecordDialog;
}

/** Keeps the named methods' own types, so the app's dataProvider type can list them. */
export const defineResource = <M extends NamedMethods>(resource: AppResource<M>): AppResource<M> => resource;
