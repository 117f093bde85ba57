// Create New Package (/admin/packages/new): the defaults, then back to the list.
import { CreateBase, useNotify, useRedirect } from 'react-admin';
import { PageHeader } from '../../components/PageHeader';
import { serverMessage } from '../../lib/serverMessage';
import { PackageForm } from './PackageForm';
import { packageFormValues, packagePayload, type PackageFormValues } from './packageFormValues';

export default function PackageCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <CreateBase
      resource="packages"
      transform={(values: PackageFormValues) => packagePayload(values, 'create')}
      mutationOptions={{
        onSuccess: () => {
          notify('resources.packages.created', { type: 'success' });
          redirect('list', 'packages');
        },
        onError: (error) => notify(serverMessage(error, 'resources.packages.save_failed'), { type: 'error' }),
      }}
    >
      <PageHeader title="resources.packages.form.create_title" />
      <PackageForm mode="create" values={packageFormValues()} />
    </CreateBase>
  );
}
