import { useQueryClient } from '@tanstack/react-query';
import { ExcelImportDialog } from '../../../components/excel-import/excel-import-dialog';
import { ImportButton } from '../../../components/excel-import/import-button';
import { importRecords } from '../api/record-excel';
import { recordKeys } from '../types';
import { recordMessages } from '../../../lib/messages';

const text = recordMessages.importDialog;

/** A sheet of records into one collection, through the shared upload and row-by-row report. */
export function RecordsImportDialog({
  collectionId,
  onClose,
}: {
  collectionId: number;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  return (
    <ExcelImportDialog
      title={text.title}
      help={text.help}
      upload={(file, onPhase) => importRecords(collectionId, file, onPhase)}
      onImported={() => void queryClient.invalidateQueries({ queryKey: recordKeys.all })}
      importedText={text.imported}
      uploadLabel={text.upload}
      onClose={onClose}
    />
  );
}

/** The button that opens the import of records into the collection. */
export function RecordsImportButton({ collectionId }: { collectionId: number }) {
  return (
    <ImportButton
      label={recordMessages.import}
      dialog={(onClose) => <RecordsImportDialog collectionId={collectionId} onClose={onClose} />}
    />
  );
}
