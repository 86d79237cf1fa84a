import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatJalaliDateTime, toPersianDigits } from '@darvazeh/shared';
import { DeleteConfirm, useDeleteConfirm } from '../../../components/delete-confirm';
import { JalaliTime } from '../../../components/jalali-time';
import { RowActions } from '../../../components/row-actions';
import { useRemoveSubstitution, useSubstitutions, type SubstitutionItem } from '../api/substitution-queries';
import { commonMessages, substitutionMessages as text } from '../../../lib/messages';

interface SubstitutionListProps {
  /** Whether the caller may delete the row (their own, or any for an Admin). */
  canDelete: (item: SubstitutionItem) => boolean;
}

const periodOf = (item: SubstitutionItem) =>
  text.period(
    toPersianDigits(formatJalaliDateTime(item.startsAt)),
    toPersianDigits(formatJalaliDateTime(item.endsAt)),
  );

/**
 * The current and future substitutions the caller takes part in: who stands in for whom, the period on
 * the Jalali calendar, the note, and delete where allowed (three columns, so a phone shows them all).
 */
export function SubstitutionList({ canDelete }: SubstitutionListProps) {
  const { data: items, isPending } = useSubstitutions();
  const deleting = useDeleteConfirm<SubstitutionItem>(useRemoveSubstitution(), {
    title: text.deleteTitle,
    text: (item) => text.deleteQuestion(item.substituteName, periodOf(item)),
  });
  if (isPending) return <Typography color="text.secondary">{commonMessages.loading}</Typography>;
  if (!items || items.length === 0) return <Typography color="text.secondary">{text.empty}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={text.listLabel}>
        <TableHead>
          <TableRow>
            <TableCell>
              {text.user} / {text.substitute}
            </TableCell>
            <TableCell>
              {text.startsAt} / {text.endsAt}
            </TableCell>
            <TableCell>{commonMessages.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id} data-id={item.id}>
              <TableCell>
                {item.userName}
                <Typography variant="body2" color="text.secondary">
                  {text.substitute}: {item.substituteName}
                </Typography>
                {item.note && (
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {item.note}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                <JalaliTime value={item.startsAt} />
                <br />
                <JalaliTime value={item.endsAt} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {canDelete(item) && (
                  <RowActions
                    label={`${text.substitute} ${item.substituteName}`}
                    onDelete={() => deleting.ask(item)}
                  />
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <DeleteConfirm state={deleting} />
    </Box>
  );
}
