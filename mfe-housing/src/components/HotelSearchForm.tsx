import { useState, type FormEvent } from 'react';
import { Box, Button, Grid } from 'shared/mui';
import { FormField, SearchIcon, useTranslation } from 'shared';
import { GUEST_OPTIONS, HOTEL_LIST_COPY, HOTEL_SEARCH_COPY, HOTEL_SEARCH_DEFAULTS } from '../content/housing';
import type { HotelSearch } from '../api/hotels';

export interface HotelSearchFormProps {
  search: Required<Omit<HotelSearch, 'rooms'>> & { rooms: number };
  /** Dates and guests apply at once; the location only on submit (SPEC "Hotel search commit"). */
  onChange: (next: Partial<HotelSearch>) => void;
  datesInvalid: boolean;
}

export function HotelSearchForm({ search, onChange, datesInvalid }: HotelSearchFormProps) {
  const copy = useTranslation(HOTEL_SEARCH_COPY);
  // The default location is shown by its name in the page's language, and searched for by its query value.
  const [locationDraft, setLocationDraft] = useState(() =>
    search.location === HOTEL_SEARCH_DEFAULTS.location ? copy.defaultLocation : search.location,
  );
  const { dateOrderError } = useTranslation(HOTEL_LIST_COPY);
  const guestOptions = GUEST_OPTIONS.map((n) => ({ value: n, label: copy.guestCount(n) }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const location = locationDraft.trim();
    onChange({ location: location === copy.defaultLocation ? HOTEL_SEARCH_DEFAULTS.location : location });
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label={copy.formLabel}
      onSubmit={submit}
      sx={{ bgcolor: 'background.paper', color: 'text.primary', borderRadius: 2, p: 2, mt: 4, boxShadow: 3 }}
    >
      <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, md: 3 }}>
          <FormField
            label={copy.location}
            value={locationDraft}
            onChange={setLocationDraft}
            fullWidth
            inputAttributes={{ maxLength: 100 }}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 2.5 }}>
          <FormField
            label={copy.checkIn}
            type="date"
            value={search.checkIn}
            onChange={(checkIn) => onChange({ checkIn })}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 6, md: 2.5 }}>
          <FormField
            label={copy.checkOut}
            type="date"
            value={search.checkOut}
            onChange={(checkOut) => onChange({ checkOut })}
            error={datesInvalid}
            helperText={datesInvalid ? dateOrderError : undefined}
            fullWidth
            inputAttributes={{ min: search.checkIn }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 2 }}>
          <FormField
            label={copy.guests}
            options={guestOptions}
            value={search.guests}
            onChange={(guests) => onChange({ guests: Number(guests) })}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, md: 2 }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            startIcon={<SearchIcon />}
            fullWidth
            sx={{ height: 56 }}
          >
            {copy.search}
          </Button>
        </Grid>
      </Grid>
    </Box>
  );
}
