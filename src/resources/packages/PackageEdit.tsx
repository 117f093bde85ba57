// Edit Package (/admin/packages/{id}/edit): only the changed fields are sent; a package
// that cannot be loaded sends the admin back to the list.
import { Box } from '@mui/material';
import { EditBase, useEditContext, useNotify, useRedirect } from 'react-admin';
import { useParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import type { Package } from '../../../contract/packages';
import { serverMessage } from '../../lib/serverMessage';
import { PackageForm } from './PackageForm';
import { packageFormValues, packagePayload, type PackageFormValues } from './packageFormValues';
import { Spinner } from '../../components/Spinner';

function EditView() {
  const { record, isPending } = useEditContext<Package>();
  if (isPending || !record) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 10 }}>
        <Spinner />
      </Box>
    );
  }
  return <PackageForm mode="edit" values={packageFormValues(record)} />;
}

export default function PackageEdit() {
  const { id = '' } = useParams();
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <EditBase
      resource="packages"
      id={id}
      mutationMode="pessimistic"
      transform={(values: PackageFormValues) => packagePayload(values, 'edit')}
      queryOptions={{
        retry: false,
        onError: () => {
          notify('resources.packages.load_data_failed', { type: 'error' });
          redirect('list', 'packages');
        },
      }}
      mutationOptions={{
        onSuccess: () => {
          notify('resources.packages.updated', { type: 'success' });
          redirect('list', 'packages');
        },
        onError: (error) => notify(serverMessage(error, 'resources.packages.save_failed'), { type: 'error' }),
      }}
    >
      <PageHeader title="resources.packages.form.edit_title" />
      <EditView />
    </EditBase>
  );
}
