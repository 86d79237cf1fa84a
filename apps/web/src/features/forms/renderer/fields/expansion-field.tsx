import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { joinKey } from '../form-store';
import { FieldSection } from './field-section';
import { answerKey, type ContainerProps } from './field-props';

/**
 * Expansion: one accordion per tab; each tab's fields are answered under `{id}.{tabId}`. A closed tab's
 * fields are not mounted (their answers stay in the store), so long tabbed forms stay light.
 */
export function ExpansionField(props: ContainerProps) {
  const { field, List } = props;
  const key = answerKey(props);
  return (
    <FieldSection field={field}>
      <div>
        {(field.tabs ?? []).map((tab, index) => (
          <Accordion
            key={tab.id}
            defaultExpanded={index === 0}
            slotProps={{ transition: { unmountOnExit: true } }}
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography>{tab.name}</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <List fields={tab.formInfo.formFields} base={joinKey(key, tab.id)} />
            </AccordionDetails>
          </Accordion>
        ))}
      </div>
    </FieldSection>
  );
}
