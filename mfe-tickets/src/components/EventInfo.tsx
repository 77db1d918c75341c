import { Card, CardContent, Grid, Typography } from 'shared/mui';
import { SectionHeading, useTranslation } from 'shared';
import { EVENT_INFO } from '../content/tickets';

export function EventInfo() {
  const { heading, blocks } = useTranslation(EVENT_INFO);
  return (
    <section aria-labelledby="event-info-heading">
      <SectionHeading id="event-info-heading" title={heading} />
      <Grid container spacing={3}>
        {blocks.map((block) => (
          <Grid key={block.title} size={{ xs: 12, sm: 6, md: 3 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
                  {block.title}
                </Typography>
                {block.lines.map((line) => (
                  <Typography key={line} variant="body2" color="text.secondary">
                    {line}
                  </Typography>
                ))}
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </section>
  );
}
