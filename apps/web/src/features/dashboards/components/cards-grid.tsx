// The arrangement of a dashboard's cards, in its own chunk (react-grid-layout and its styles load only
// with the editor): each card a box with its title and how it draws, dragged by its handle and resized by
// its lower left corner on the 12-column grid. The grid reads right to left like the show page: a card's
// x counts columns from the right edge, so the left-to-right library holds each card mirrored. On a
// narrow screen the boxes stand one under another, and the cards' fields arrange them.
import 'react-grid-layout/css/styles.css';
import 'react-resizable/css/styles.css';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DragIndicatorOutlined from '@mui/icons-material/DragIndicatorOutlined';
import { GridLayout, useContainerWidth, noCompactor, type Layout } from 'react-grid-layout';
import { DASHBOARD_LIMITS } from '@darvazeh/shared';
import { dashboardMessages } from '../../../lib/messages';
import { clampLayout, inLayoutOrder, mirrorX } from '../card-data';
import type { DashboardCard } from '../types';

const text = dashboardMessages.form;

/** Pixels of one grid row in the arrangement (the show page's rows are taller: they hold charts). */
const ROW = 36;
/** Below this width the grid would squeeze a card to a sliver: the boxes stand one under another. */
const NARROW = 600;

export interface CardsGridProps {
  cards: DashboardCard[];
  onChange: (cards: DashboardCard[]) => void;
}

function CardBox({ card, index, handle }: { card: DashboardCard; index: number; handle: boolean }) {
  const title = card.title.trim() || text.card(index + 1);
  return (
    <Paper
      variant="outlined"
      dir="rtl"
      sx={{
        height: '100%',
        p: 1,
        display: 'flex',
        gap: 0.5,
        alignItems: 'flex-start',
        overflow: 'hidden',
        bgcolor: 'background.paper',
      }}
    >
      {handle && (
        <Box
          className="card-drag-handle"
          title={text.dragCard(title)}
          aria-hidden
          sx={{ cursor: 'move', color: 'text.secondary', display: 'flex', touchAction: 'none' }}
        >
          <DragIndicatorOutlined fontSize="small" />
        </Box>
      )}
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {text.chartTypes[card.chartType]} · {text.size(card.layout.w, card.layout.h)}
        </Typography>
      </Box>
    </Paper>
  );
}

export default function CardsGrid({ cards, onChange }: CardsGridProps) {
  // Measured before the grid first draws, so a phone never lays out a desktop-wide grid.
  const { width, containerRef, mounted } = useContainerWidth({ measureBeforeMount: true });
  const narrow = width < NARROW;
  const layout: Layout = cards.map((card) => ({
    i: card.id,
    x: mirrorX(card.layout),
    y: card.layout.y,
    w: card.layout.w,
    h: card.layout.h,
    maxH: DASHBOARD_LIMITS.cardHeight,
  }));

  const write = (next: Layout) => {
    let changed = false;
    const placed = cards.map((card) => {
      const item = next.find((l) => l.i === card.id);
      if (!item) return card;
      const layout = clampLayout({ x: mirrorX(item), y: item.y, w: item.w, h: item.h });
      const same = (['x', 'y', 'w', 'h'] as const).every((k) => layout[k] === card.layout[k]);
      if (same) return card;
      changed = true;
      return { ...card, layout };
    });
    if (changed) onChange(placed);
  };

  return (
    <Box ref={containerRef} sx={{ minWidth: 0, bgcolor: 'action.hover', borderRadius: 1 }}>
      {mounted &&
        (narrow ? (
          <Box sx={{ display: 'grid', gap: 1, p: 1 }}>
            <Typography variant="caption" color="text.secondary">
              {text.arrangementNarrow}
            </Typography>
            {inLayoutOrder(cards).map((card) => (
              <Box key={card.id} sx={{ minHeight: ROW * 1.5 }}>
                <CardBox card={card} index={cards.indexOf(card)} handle={false} />
              </Box>
            ))}
          </Box>
        ) : (
          // The library places boxes from the left (mirrored by x); the boxes themselves read right to left.
          <Box
            dir="ltr"
            sx={{
              '& .react-grid-item > .react-resizable-handle': { opacity: 1 },
              '& .react-grid-placeholder': { bgcolor: 'primary.main' },
            }}
          >
            <GridLayout
              width={width}
              layout={layout}
              gridConfig={{ cols: DASHBOARD_LIMITS.gridColumns, rowHeight: ROW, margin: [8, 8] }}
              dragConfig={{ handle: '.card-drag-handle' }}
              resizeConfig={{ handles: ['sw'] }}
              compactor={noCompactor}
              onLayoutChange={write}
            >
              {cards.map((card, i) => (
                <div key={card.id}>
                  <CardBox card={card} index={i} handle />
                </div>
              ))}
            </GridLayout>
          </Box>
        ))}
    </Box>
  );
}
