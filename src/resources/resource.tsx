// What a resource folder declares about itself (its index.tsx): its screens (lazy), icon and
// record representation, and its part of the dataProvider. defineResource turns the screens
// into react-admin's <Resource> props and generates the routes react-admin does not guard
// itself, each behind the table's permission (RequireAccess), so no screen can forget its
// access check:
//   list          /{name}           (react-admin asks canAccess 'list')
//   detail        /{name}/:id       action 'show'
//   create        /{name}/new       action 'create'
//   edit          /{name}/:id/edit  action 'edit'
import type { ComponentType, ReactElement } from 'react';
import type { ResourceProps } from 'react-admin';
import { Route } from 'react-router-dom';
import { RequireAccess } from '../components/RequireAccess';
import type { NamedMethods, ResourceApi } from '../api/dataProvider';
import type { RecordDialog } from '../components/recordDialogs';

/** What a resource's index.tsx declares. */
export interface ResourceDefinition<M extends NamedMethods = NamedMethods> {
  name: string;
  list: ComponentType;
  /** The detail screen, at /{name}/:id. */
  detail?: ComponentType;
  /** The create screen, at /{name}/new. */
  create?: ComponentType;
  /** The edit screen, at /{name}/:id/edit. */
  edit?: ComponentType;
  icon?: ResourceProps['icon'];
  recordRepresentation?: ResourceProps['recordRepresentation'];
  /** Its dataProvider routes row and named methods (api.ts beside it). */
  api: ResourceApi<M>;
  /** Not one of the original areas (an extension): the sidebar lists it after Settings. */
  extension?: boolean;
  /** One record in a dialog that any screen naming it may open (components/recordDialogs.ts). */
  dialog?: RecordDialog;
}

/** A resource as the app uses it: react-admin's <Resource> props, with its api and place. */
export interface AppResource<M extends NamedMethods = NamedMethods> extends ResourceProps {
  api: ResourceApi<M>;
  extension?: boolean;
  dialog?: RecordDialog;
}

/** The routes below the list, in the order react-router should see them, with their action. */
const SCREENS = [
  { screen: 'create', path: 'new', action: 'create' },
  { screen: 'detail', path: ':id', action: 'show' },
  { screen: 'edit', path: ':id/edit', action: 'edit' },
] as const;

type Screens = Pick<ResourceDefinition, 'detail' | 'create' | 'edit'>;

/** Each screen the resource has, as a route behind its permission. */
function guardedRoutes(resource: string, screens: Screens): ReactElement[] {
  return SCREENS.flatMap(({ screen, path, action }) => {
    const Screen = screens[screen];
    if (!Screen) return [];
    const element = (
      <RequireAccess resource={resource} action={action}>
        <Screen />
      </RequireAccess>
    );
    return [<Route key={path} path={path} element={element} />];
  });
}

/** Keeps the named methods' own types, so the app's dataProvider type can list them. */
export const defineResource = <M extends NamedMethods>({ detail, create, edit, ...resource }: ResourceDefinition<M>): AppResource<M> => {
  const routes = guardedRoutes(resource.name, { detail, create, edit });
  return routes.length ? { ...resource, children: routes } : resource;
};
