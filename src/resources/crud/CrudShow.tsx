// A plain entity's detail (contract/crud.ts), generated from its declaration: the shared
// detail frame (DetailPage: loading, not found, failure, the way back), every declared field
// as a labelled row, and Edit, Delete (confirmed) and History for the roles that may.
import EditIcon from '@mui/icons-material/EditOutlined';
import { Button, Card, CardContent } from '@mui/material';
import { DeleteWithConfirmButton, type RaRecord, RecordContextProvider, useBasename, useCanAccess, useResourceContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { AuditEntity } from '../../../contract/audit';
import { HistoryButton } from '../../components/audit/EntityHistory';
import { DetailPage } from '../../components/DetailPage';
import { FieldRows } from '../../components/fields/FieldRows';
import { crudDeclaration, crudFields, crudKeys } from './declarations';

export default function CrudShow() {
  const name = useResourceContext()!;
  const d = crudDeclaration(name);
  const { fields } = crudFields(d);
  const keys = crudKeys(d);
  const translate = useTranslate();
  const basename = useBasename();
  const { canAccess: canEdit, isPending: editPending } = useCanAccess({ resource: name, action: 'edit' });
  const { canAccess: canDelete, isPending: deletePending } = useCanAccess({ resource: name, action: 'delete' });
  return (
    <DetailPage<RaRecord>
      resource={name}
      back={`resources.${name}.back`}
      notFound={{ title: `resources.${name}.not_found`, text: `resources.${name}.not_found_text` }}
      failed={`resources.${name}.load_failed`}
      // The buttons come with the record, not after it.
      waiting={editPending || deletePending}
      header={(record) => ({
        title: String(record[keys.primary] ?? record.id),
        actions: (
          <>
            {canEdit && (
              <Button variant="contained" startIcon={<EditIcon />} component={Link} to={`${basename}/${name}/${record.id}/edit`}>
                {translate('ra.action.edit')}
              </Button>
            )}
            <HistoryButton entity={d.audit as AuditEntity} id={String(record.id)} />
            {canDelete && (
              <RecordContextProvider value={record}>
                <DeleteWithConfirmButton
                  mutationMode="pessimistic"
                  variant="outlined"
                  confirmTitle={translate(`resources.${name}.delete_title`, { title: String(record[keys.primary] ?? '') })}
                  confirmContent={`resources.${name}.delete_text`}
                  successMessage={`resources.${name}.deleted`}
                />
              </RecordContextProvider>
            )}
          </>
        ),
      })}
    >
      {(record) => (
        <Card variant="outlined">
          <CardContent>
            <FieldRows fields={fields} record={record} keys={keys.all} />
          </CardContent>
        </Card>
      )}
    </DetailPage>
  );
}
