import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import type { EventOnLogItem, SystemEventItem } from '@darvazeh/shared';
import { commonMessages, eventMessages } from '../../../lib/messages';
import { useTestFire } from '../api/event-queries';
import { RunDetails } from './run-details';

const text = eventMessages;
type Pair = { name: string; value: string };

/** Fires an event now with sample values (name and value pairs, never JSON) and shows how the run went. */
export function TestFireDialog({ event, onClose }: { event: SystemEventItem; onClose: () => void }) {
  const titleId = useId();
  const fire = useTestFire(event.id);
  const [pairs, setPairs] = useState<Pair[]>([{ name: '', value: '' }]);
  const [run, setRun] = useState<EventOnLogItem | null>(null);
  const change = (index: number, patch: Partial<Pair>) =>
    setPairs(pairs.map((pair, i) => (i === index ? { ...pair, ...patch } : pair)));
  const submit = () => {
    const values = Object.fromEntries(
      pairs.filter((p) => p.name.trim() !== '').map((p) => [p.name.trim(), p.value]),
    );
    fire.mutate({ new: values }, { onSuccess: setRun });
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{text.testTitle(event.fname)}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <Typography variant="body2" color="text.secondary">
          {text.testHint}
        </Typography>
        {pairs.map((pair, index) => (
          <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <TextField
              size="small"
              label={text.sampleName}
              value={pair.name}
              onChange={(e) => change(index, { name: e.target.value })}
              slotProps={{ htmlInput: { dir: 'ltr' } }}
              sx={{ flex: '1 1 120px' }}
            />
            <TextField
              size="small"
              label={text.sampleValue}
              value={pair.value}
              onChange={(e) => change(index, { value: e.target.value })}
              sx={{ flex: '1 1 120px' }}
            />
            <IconButton
              aria-label={commonMessages.delete}
              title={commonMessages.delete}
              onClick={() => setPairs(pairs.filter((_, i) => i !== index))}
            >
              <DeleteOutlined />
            </IconButton>
          </Box>
        ))}
        <Button
          startIcon={<AddOutlined />}
          onClick={() => setPairs([...pairs, { name: '', value: '' }])}
          sx={{ justifySelf: 'start' }}
        >
          {text.addSample}
        </Button>
        {run && <RunDetails run={run} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text.close}</Button>
        <Button variant="contained" loading={fire.isPending} onClick={submit}>
          {text.fire}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
