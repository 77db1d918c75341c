import { Box, Button, Card, CardContent, Container, Grid, Stack, Typography } from 'shared/mui';
import { Link as RouterLink } from 'shared/router';
import {
  AccessTimeIcon,
  CalendarMonthIcon,
  HeroBanner,
  LocationOnIcon,
  useFirstRenderFromServer,
  usePageMeta,
  useTranslation,
} from 'shared';
import { HOME_COPY, HOME_META_COPY, type InfoCard } from '../content/home';
import { HOME_WIDGETS } from 'shared/site';
import { SECTION_NAMES, homeWidgetName } from '../content/sections';
import { RemoteModule } from '../federation/sections/RemoteModule';
import { remotes } from '../federation/runtime/remotes';
import { WidgetSkeleton } from '../federation/sections/SectionSkeleton';
import { DeferredWidget } from '../federation/hydration/DeferredWidget';
import { useRevealWhenIdle } from '../startup/useRevealWhenIdle';

const INFO_ICONS: Record<InfoCard['icon'], typeof CalendarMonthIcon> = {
  calendar: CalendarMonthIcon,
  location: LocationOnIcon,
  clock: AccessTimeIcon,
};

// Each widget's code. Home rendered by the browser loads them in page order once idle after its
// first paint; a server-rendered Home has them in its HTML and runs each as the visitor nears it.
const WIDGET_LOADERS = HOME_WIDGETS.map(
  ({ remote, expose }) =>
    () =>
      remotes.preload(remote, expose),
);

export function HomePage() {
  const copy = useTranslation(HOME_COPY);
  const sectionNames = useTranslation(SECTION_NAMES);
  usePageMeta(useTranslation(HOME_META_COPY));
  const revealed = useRevealWhenIdle(WIDGET_LOADERS, !useFirstRenderFromServer());
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

      {HOME_WIDGETS.map((widget, index) => {
        const { remote, expose } = widget;
        const name = homeWidgetName(widget, sectionNames);
        return (
          // Below the fold, so not in the first load (DeferredWidget). A remote that is down gives way to a small notice.
          <DeferredWidget
            key={`${remote}${expose}`}
            ready={index < revealed}
            load={WIDGET_LOADERS[index]}
            placeholder={<WidgetSkeleton label={name} />}
          >
            <RemoteModule
              remoteName={remote}
              expose={expose}
              displayName={name}
              compact
              loading={<WidgetSkeleton label={name} />}
            />
          </DeferredWidget>
        );
      })}

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
    </>
  );
}
