import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { toPersianDigits } from '@darvazeh/shared';
import { collectionMessages, commonMessages } from '../../../lib/messages';
import { useSystemCollections } from '../../../lib/shared-lists';

const text = collectionMessages.system;

/** The six system collections (SPEC §3), read-only: name, fields, and whether a table stands behind it. */
export function SystemCollections() {
  const { data } = useSystemCollections();
  if (!data) return <LinearProgress aria-label={commonMessages.loading} />;
  return (
    <TableContainer>
      <Table size="small" aria-label={text.title}>
        <TableHead>
          <TableRow>
            <TableCell>{commonMessages.name}</TableCell>
            <TableCell>{collectionMessages.ename}</TableCell>
            <TableCell>{text.fields}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((collection) => (
            <TableRow key={collection.name} data-testid="system-collection">
              <TableCell>{collection.fname}</TableCell>
              <TableCell dir="ltr" sx={{ textAlign: 'right' }}>
                {collection.name}
              </TableCell>
              <TableCell title={collection.fields.map((field) => field.fname).join('، ')}>
                {toPersianDigits(String(collection.fields.length))}
              </TableCell>
              <TableCell align="left" sx={{ whiteSpace: 'nowrap' }}>
                <Chip size="small" variant="outlined" icon={<LockOutlined />} label={text.readOnly} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
