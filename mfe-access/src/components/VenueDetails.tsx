import { Box, Grid, Link, Typography } from 'shared/mui';
import { AccessTimeIcon, EmailIcon, LocationOnIcon, PhoneIcon, useLocale, useTranslation } from 'shared';
import { ACCESS_UI_COPY, VENUE, VENUE_CONTACT } from '../content/access';

type DetailHeading = 'h2' | 'h3';

function Detail({
  icon,
  title,
  headingLevel,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  headingLevel: DetailHeading;
  children: React.ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 2 }}>
      <Box sx={{ color: 'primary.main', pt: 0.5 }} aria-hidden>
        {icon}
      </Box>
      <Box>
        <Typography variant="h3" component={headingLevel} sx={{ fontSize: '1.1rem', mb: 0.5 }}>
          {title}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}

/**
 * Address, opening hours and contact of the venue; their titles a level below the heading the details
 * sit under: h3 under a section heading, h2 straight under a page's title.
 */
export function VenueDetails({ headingLevel = 'h3' }: { headingLevel?: DetailHeading }) {
  const venue = useTranslation(VENUE);
  const copy = useTranslation(ACCESS_UI_COPY);
  const { dir } = useLocale();
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 4 }}>
        <Detail icon={<LocationOnIcon />} title={copy.addressTitle} headingLevel={headingLevel}>
          <Typography component="address" sx={{ fontStyle: 'normal' }}>
            {venue.name}
            {venue.addressLines.map((line) => (
              <span key={line}>
                <br />
                {line}
              </span>
            ))}
          </Typography>
        </Detail>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Detail icon={<AccessTimeIcon />} title={copy.hoursTitle} headingLevel={headingLevel}>
          {venue.hours.map((line) => (
            <Typography key={line}>{line}</Typography>
          ))}
        </Detail>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Detail icon={<PhoneIcon />} title={copy.contactTitle} headingLevel={headingLevel}>
          <Typography>
            {/* On an Arabic page the number keeps its left-to-right order. */}
            <Link href={`tel:${VENUE_CONTACT.phone.replace(/\s/g, '')}`} dir={dir === 'rtl' ? 'ltr' : undefined}>
              {/* Never broken across lines: its spaces do not break. */}
              {VENUE_CONTACT.phone.replace(/\s/g, '\u00a0')}
            </Link>
          </Typography>
          <Typography sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <EmailIcon fontSize="small" aria-hidden />
            <Link href={`mailto:${VENUE_CONTACT.email}`}>{VENUE_CONTACT.email}</Link>
          </Typography>
        </Detail>
      </Grid>
    </Grid>
  );
}
