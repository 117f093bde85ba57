// The app's dataProvider: api/'s mechanics with every resource's routes and named methods
// (src/resources) and the custom pages' calls (src/pages/<page>/api.ts). A page calls its
// api.ts, or types useDataProvider with it; a resource's screens type it as
// WithMethods<typeof itsApi> (src/api/dataProvider.ts): neither imports this file, which
// imports them all.
import { createDataProvider } from './api/dataProvider';
import { dashboardApi } from './pages/dashboard/api';
import { profileApi } from './pages/profile/api';
import { settingsApi } from './pages/settings/api';
import { teamApi } from './pages/team/api';
import { resources } from './resources';

export const dataProvider = createDataProvider(resources, [dashboardApi, settingsApi, profileApi, teamApi]);
