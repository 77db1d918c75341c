import { Box, Button, Card, CardContent, Container, Grid, Stack, Typography } from 'shared/mui';
import { Link as RouterLink } from 'shared/router';
import { AccessTimeIcon, CalendarMonthIcon, HeroBanner, LocationOnIcon, useTranslation } from 'shared';
import { HOME_COPY, type InfoCard } from '../content/home';

// Home's content that never changes once rendered: a chunk of its own, which a server-rendered Home
// never runs (HomePage.tsx renders it in static regions).

const INFO_ICONS: Record<InfoCard['icon'], typeof CalendarMonthIcon> = {
  calendar: CalendarMonthIcon,
  location: LocationOnIcon,
  clock: AccessTimeIcon,
};

/** The hero and the visit's dates, venue and hours. */
export function HomeIntro() {
  const copy = useTranslation(HOME_COPY);
  return (
    <>
      <HeroBanner
        title={copy.event.name}
        subtitle={copy.event.description}
        backgroundImage={copy.event.heroImage}
        cta={copy.heroCta}
      />

      <Box component="section" aria-labelledby="plan-your-visit" sx={{ py: 6 }}>
        <Container maxWidth="lg">
          <Typography id="plan-your-visit" variant="h2" gutterBottom>
            {copy.planYourVisit}
          </Typography>
          <Grid container spacing={3}>
            {copy.infoCards.map((card) => {
              const Icon = INFO_ICONS[card.icon];
              return (
                <Grid key={card.icon} size={{ xs: 12, md: 4 }}>
                  <Card variant="outlined" sx={{ height: '100%' }}>
                    <CardContent>
                      <Icon color="primary" fontSize="large" aria-hidden />
                      <Typography variant="h3" sx={{ mt: 1, mb: 1 }}>
                        {card.title}
                      </Typography>
                      {card.lines.map((line) => (
                        <Typography key={line} color="text.secondary">
                          {line}
                        </Typography>
                      ))}
                    </CardContent>
                  </Card>
                </Grid>
              );
            })}
          </Grid>
        </Container>
      </Box>
    </>
  );
}

/** The closing call to buy tickets. */
export function TicketsBanner() {
  const copy = useTranslation(HOME_COPY);
  return (
    <Box component="section" aria-labelledby="tickets-banner" sx={{ py: 6 }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            borderRadius: 3,
            p: { xs: 4, md: 6 },
            textAlign: 'center',
          }}
        >
          <Typography id="tickets-banner" variant="h2" gutterBottom>
            {copy.ticketsBanner.title}
          </Typography>
          <Typography sx={{ mb: 3, maxWidth: 640, mx: 'auto' }}>{copy.ticketsBanner.text}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
            <Button
              component={RouterLink}
              to={copy.ticketsBanner.primary.to}
              variant="contained"
              color="secondary"
              size="large"
            >
              {copy.ticketsBanner.primary.label}
            </Button>
            <Button
              component={RouterLink}
              to={copy.ticketsBanner.secondary.to}
              variant="outlined"
              color="inherit"
              size="large"
            >
              {copy.ticketsBanner.secondary.label}
            </Button>
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
