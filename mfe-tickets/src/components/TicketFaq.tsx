import { Box, Link, Typography } from 'shared/mui';
import { Accordion, AccordionDetails, AccordionSummary } from 'shared/mui-widgets/accordion';
import { Link as RouterLink } from 'shared/router';
import { useTranslation } from 'shared';
import { TICKET_FAQ } from '../content/tickets';

/** The tickets FAQ, as accordions; `showAllLink` adds the link to the full /faq page. */
export function TicketFaq({
  showAllLink = true,
  headingLevel = 'h2',
}: {
  showAllLink?: boolean;
  headingLevel?: 'h1' | 'h2';
}) {
  const faq = useTranslation(TICKET_FAQ);
  return (
    <Box component="section" aria-labelledby="faq-heading" sx={{ my: 6 }}>
      <Typography id="faq-heading" variant="h2" component={headingLevel} gutterBottom>
        {faq.heading}
      </Typography>
      {faq.entries.map((entry, index) => (
        <Accordion
          key={entry.question}
          disableGutters
          variant="outlined"
          // Each question is a heading a level below the FAQ's own; each answer a <section> named by
          // its question (MUI's region div, with the id the summary's aria-controls gives it).
          slotProps={{
            heading: { component: headingLevel === 'h1' ? 'h2' : 'h3' },
            region: { component: 'section', role: undefined },
          }}
        >
          <AccordionSummary
            expandIcon={<span aria-hidden>▾</span>}
            id={`faq-${index}-header`}
            aria-controls={`faq-${index}-content`}
          >
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {entry.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography>{entry.answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
      {showAllLink && (
        <Typography sx={{ mt: 2 }}>
          {faq.moreQuestions}{' '}
          <Link component={RouterLink} to="/faq">
            {faq.allQuestions}
          </Link>
          {faq.moreQuestionsEnd}
        </Typography>
      )}
    </Box>
  );
}
