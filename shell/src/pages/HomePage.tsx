import { Box, Button, Card, CardContent, Container, Grid, Stack, Typography } from 'shared/mui';
import { Link as RouterLink } from 'shared/router';
import { AccessTimeIcon, CalendarMonthIcon, HeroBanner, LocationOnIcon, usePageMeta } from 'shared';
import { EVENT_INFO, HOME_HERO_CTA, HOME_INFO_CARDS, HOME_META, TICKETS_BANNER, type InfoCard } from '../content/home';
import { HOME_WIDGETS } from '../content/homeWidgets';
import { RemoteModule } from '../federation/RemoteModule';
import { remotes } from '../federation/remotes';
import { WidgetSkeleton } from '../federation/SectionSkeleton';
import { DeferredWidget } from '../federation/DeferredWidget';
import { idleSequence, useRevealWhenIdle } from '../startup/useRevealWhenIdle';

const INFO_ICONS: Record<InfoCard['icon'], typeof CalendarMonthIcon> = {
  calendar: CalendarMonthIcon,
  location: LocationOnIcon,
  clock: AccessTimeIcon,
};

// Each widget's code, loaded in page order once Home is idle after its first paint.
const WIDGET_LOADERS = HOME_WIDGETS.map(
  ({ remote, expose }) =>
    () =>
      remotes.preload(remote, expose),
);

export function HomePage() {
  usePageMeta(HOME_META);
  const revealed = useRevealWhenIdle(WIDGET_LOADERS);
  return (
    <>
      <HeroBanner title={EVENT_INFO.name} subtitle={EVENT_INFO.description} backgroundImage={EVENT_INFO.heroImage} cta={HOME_HERO_CTA} />

      <Box component="section" aria-labelledby="plan-your-visit" sx={{ py: 6 }}>
        <Container maxWidth="lg">
          <Typography id="plan-your-visit" variant="h2" gutterBottom>
            Plan Your Visit
          </Typography>
          <Grid container spacing={3}>
            {HOME_INFO_CARDS.map((card) => {
              const Icon = INFO_ICONS[card.icon];
              return (
                <Grid key={card.title} size={{ xs: 12, md: 4 }}>
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

      {HOME_WIDGETS.map(({ remote, expose, name }, index) => (
        // Below the fold, so not in the first load: loaded once the page is idle (or as it nears the
        // viewport). A remote that is down gives way to a small notice.
        <DeferredWidget key={`${remote}${expose}`} ready={index < revealed} hydrateWhen={() => idleSequence(WIDGET_LOADERS)[index]} placeholder={<WidgetSkeleton label={name} />}>
          <RemoteModule remoteName={remote} expose={expose} displayName={name} compact loading={<WidgetSkeleton label={name} />} />
        </DeferredWidget>
      ))}

      <Box component="section" aria-labelledby="tickets-banner" sx={{ py: 6 }}>
        <Container maxWidth="lg">
          <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 3, p: { xs: 4, md: 6 }, textAlign: 'center' }}>
            <Typography id="tickets-banner" variant="h2" gutterBottom>
              {TICKETS_BANNER.title}
            </Typography>
            <Typography sx={{ mb: 3, maxWidth: 640, mx: 'auto' }}>{TICKETS_BANNER.text}</Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
              <Button component={RouterLink} to={TICKETS_BANNER.primary.to} variant="contained" color="secondary" size="large">
                {TICKETS_BANNER.primary.label}
              </Button>
              <Button component={RouterLink} to={TICKETS_BANNER.secondary.to} variant="outlined" color="inherit" size="large">
                {TICKETS_BANNER.secondary.label}
              </Button>
            </Stack>
          </Box>
        </Container>
      </Box>
    </>
  );
}
