import { Box, Grid, Link, Typography } from 'shared/mui';
import { AccessTimeIcon, EmailIcon, LocationOnIcon, PhoneIcon } from 'shared';
import { VENUE } from '../content/access';

function Detail({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 2 }}>
      <Box sx={{ color: 'primary.main', pt: 0.5 }} aria-hidden>
        {icon}
      </Box>
      <Box>
        <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
          {title}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}

/** Address, opening hours and contact of the venue. */
export function VenueDetails() {
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 4 }}>
        <Detail icon={<LocationOnIcon />} title="Address">
          <Typography component="address" sx={{ fontStyle: 'normal' }}>
            {VENUE.name}
            {VENUE.addressLines.map((line) => (
              <span key={line}>
                <br />
                {line}
              </span>
            ))}
          </Typography>
        </Detail>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Detail icon={<AccessTimeIcon />} title="Opening hours">
          {VENUE.hours.map((line) => (
            <Typography key={line}>{line}</Typography>
          ))}
        </Detail>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Detail icon={<PhoneIcon />} title="Contact">
          <Typography>
            <Link href={`tel:${VENUE.phone.replace(/\s/g, '')}`}>{VENUE.phone}</Link>
          </Typography>
          <Typography sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <EmailIcon fontSize="small" aria-hidden />
            <Link href={`mailto:${VENUE.email}`}>{VENUE.email}</Link>
          </Typography>
        </Detail>
      </Grid>
    </Grid>
  );
}
