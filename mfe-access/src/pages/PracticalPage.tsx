import { Box, Button, Typography } from 'shared/mui';
import { Link as RouterLink } from 'shared/router';
import {
  LOCALE_INFO,
  PageFrame,
  RIYADH_TIME_ZONE,
  dateTimeFormat,
  timeOfDayText,
  useLocale,
  useTranslation,
} from 'shared';
import type { Locale } from 'shared';
import { SitePlaces } from '../components/SitePlaces';
import { VENUE_MAP_LINK } from '../content/access';
import { PRACTICAL_PAGE, PRACTICAL_TOPIC_IDS, PRACTICAL_TOPIC_PLACES } from '../content/practical';
import { VENUE_MAP_COPY } from '../content/venueMap';
import { PRAYERS, nextPrayer, prayerTimesOn } from '../practical/prayerTimes';
import { RENDERED_FOR_ATTRIBUTE, useRenderedMinute } from '../practical/useRenderedMinute';

const DAY = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: RIYADH_TIME_ZONE } as const;
const gregorianDate = (moment: Date, locale: Locale) =>
  dateTimeFormat(LOCALE_INFO[locale].intlLocale, DAY).format(moment);
/**
 * The Hijri date by the Umm al-Qura calendar, Saudi Arabia's own, its era ("AH", "هـ") kept on the
 * line of the year before it (a narrow screen wrapped it onto a line of its own).
 */
const hijriDate = (moment: Date, locale: Locale) =>
  dateTimeFormat(LOCALE_INFO[locale].intlLocale, { ...DAY, calendar: 'islamic-umalqura' })
    .formatToParts(moment)
    .map((part, i, parts) =>
      part.type === 'literal' && parts[i + 1]?.type === 'era' ? part.value.replace(/\s/g, '\u00a0') : part.value,
    )
    .join('');

/** /practical: today's prayer times and the Hijri date, then water, the heat, what to bring, first aid, lost and found, entry rules. */
export function PracticalPage() {
  const copy = useTranslation(PRACTICAL_PAGE);
  const { mapHeading } = useTranslation(VENUE_MAP_COPY);
  return (
    <PageFrame title={copy.title} intro={copy.intro} meta={{ description: copy.description }}>
      <PrayerTimes />
      <Typography sx={{ mt: 2 }}>{copy.prayerRooms}</Typography>
      <Button component={RouterLink} to={VENUE_MAP_LINK} variant="outlined" sx={{ mt: 1 }}>
        {mapHeading}
      </Button>
      {PRACTICAL_TOPIC_IDS.map((id) => {
        const where = PRACTICAL_TOPIC_PLACES[id];
        return (
          <Box key={id} component="section" aria-labelledby={`topic-${id}`} sx={{ mt: 4 }}>
            <Typography id={`topic-${id}`} variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
              {copy.topics[id].title}
            </Typography>
            <Box component="ul" sx={{ pl: 3, m: 0, '& li': { mb: 0.5 } }}>
              {copy.topics[id].points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </Box>
            {where && <SitePlaces label={copy.placesLabel} where={where} />}
          </Box>
        );
      })}
    </PageFrame>
  );
}

function PrayerTimes() {
  const copy = useTranslation(PRACTICAL_PAGE);
  const { locale } = useLocale();
  const minute = useRenderedMinute();
  const moment = new Date(minute);
  const times = prayerTimesOn(moment);
  const next = nextPrayer(moment);
  const nextTime = timeOfDayText(next.at.toISOString(), locale);
  return (
    <Box
      component="section"
      aria-labelledby="prayer-times"
      {...{ [RENDERED_FOR_ATTRIBUTE]: minute }}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 2, sm: 3 } }}
    >
      <Typography id="prayer-times" variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
        {copy.prayerHeading}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: 2 }}
      >
        <Box component="dt" sx={{ fontWeight: 700 }}>
          {copy.todayLabel}
        </Box>
        <Box component="dd" sx={{ m: 0 }} data-testid="gregorian-date">
          {gregorianDate(moment, locale)}
        </Box>
        <Box component="dt" sx={{ fontWeight: 700 }}>
          {copy.hijriLabel}
        </Box>
        <Box component="dd" sx={{ m: 0 }} data-testid="hijri-date">
          {hijriDate(moment, locale)}
        </Box>
      </Box>
      <Box component="table" sx={{ borderCollapse: 'collapse', minWidth: { xs: '100%', sm: 320 } }}>
        <tbody>
          {PRAYERS.map((prayer) => (
            <Box
              component="tr"
              key={prayer}
              sx={{
                borderBottom: 1,
                borderColor: 'divider',
                fontWeight: prayer === next.prayer && !next.tomorrow ? 700 : 400,
              }}
            >
              <Box component="th" scope="row" sx={{ textAlign: 'start', py: 0.75, pr: 4, fontWeight: 'inherit' }}>
                {copy.prayers[prayer]}
              </Box>
              <Box component="td" sx={{ py: 0.75 }}>
                <time dateTime={times[prayer].toISOString()}>{timeOfDayText(times[prayer].toISOString(), locale)}</time>
              </Box>
            </Box>
          ))}
        </tbody>
      </Box>
      <Typography sx={{ mt: 2, fontWeight: 700 }} data-testid="next-prayer">
        {(next.tomorrow ? copy.nextPrayerTomorrow : copy.nextPrayer)(copy.prayers[next.prayer], nextTime)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {copy.prayerMethod}
      </Typography>
    </Box>
  );
}
