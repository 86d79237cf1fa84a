import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { TaskBox } from '@darvazeh/shared';
import { inboxMessages as m } from '../../../lib/messages';

/** The inbox's boxes as tabs, each with how many tasks it holds (when known). */
export function BoxTabs({
  boxes,
  value,
  counts,
  onChange,
}: {
  boxes: readonly TaskBox[];
  value: TaskBox;
  counts: Partial<Record<TaskBox, number>>;
  onChange: (box: TaskBox) => void;
}) {
  return (
    <Tabs
      value={value}
      onChange={(_event, box: TaskBox) => onChange(box)}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label={m.boxesLabel}
    >
      {boxes.map((box) => {
        const count = counts[box];
        return (
          <Tab
            key={box}
            value={box}
            data-testid={`box-${box}`}
            label={
              <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
                {m.boxes[box]}
                {count !== undefined && (
                  <Chip
                    size="small"
                    label={m.boxCount(count)}
                    color={box === 'overdue' && count > 0 ? 'error' : 'default'}
                  />
                )}
              </Box>
            }
          />
        );
      })}
    </Tabs>
  );
}
