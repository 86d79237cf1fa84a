import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../../../components/section-card';
import { CardGrid } from '../../../components/card-grid';

/** One card of a panel home list: where it leads, its title, a chip, and a few lines. */
export interface HomeCard {
  key: number;
  to: string;
  title: string;
  chip?: ReactNode;
  lines: readonly ReactNode[];
}

interface HomeListProps {
  title: string;
  hint?: string;
  cards: readonly HomeCard[];
  /** Said when there are no cards; the section is left out when this is undefined too. */
  emptyText?: string;
  /** The link under the cards, to the full list. */
  more?: { label: string; to: string };
}

/**
 * A section of the panel home: a titled list of cards, each one link (its name is what it shows, so
 * what is read equals what is seen), and a link to the rest.
 */
export function HomeList({ title, hint, cards, emptyText, more }: HomeListProps) {
  if (cards.length === 0 && emptyText === undefined) return null;
  return (
    <SectionCard title={title} {...(hint && { subtitle: hint })}>
      {cards.length === 0 && <Typography color="text.secondary">{emptyText}</Typography>}
      <CardGrid label={title} minColumn={260}>
        {cards.map((card) => (
          <Card key={card.key} component="li" variant="outlined">
            <CardActionArea component={RouterLink} to={card.to} sx={{ p: 2, display: 'grid', gap: 0.5 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'start' }}>
                <Typography component="span" sx={{ fontWeight: 700 }}>
                  {card.title}
                </Typography>
                {card.chip}
              </Box>
              {card.lines.map((line, index) => (
                <Typography key={index} component="span" variant="body2" color="text.secondary">
                  {line}
                </Typography>
              ))}
            </CardActionArea>
          </Card>
        ))}
      </CardGrid>
      {more && (
        <Box>
          <Button component={RouterLink} to={more.to}>
            {more.label}
          </Button>
        </Box>
      )}
    </SectionCard>
  );
}
