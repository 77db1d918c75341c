import { useState, type FormEvent } from 'react';
import { Box, Button, Grid } from 'shared/mui';
import { MenuItem, TextField } from 'shared/mui-overlays';
import { SearchIcon } from 'shared';
import { GUEST_OPTIONS, HOTEL_LIST_COPY, guestLabel } from '../content/housing';
import type { HotelSearch } from '../api/hotelsClient';

export interface HotelSearchFormProps {
  search: Required<Omit<HotelSearch, 'rooms'>> & { rooms: number };
  /** Dates and guests apply at once; the location only on submit (SPEC "Hotel search commit"). */
  onChange: (next: Partial<HotelSearch>) => void;
  datesInvalid: boolean;
}

export function HotelSearchForm({ search, onChange, datesInvalid }: HotelSearchFormProps) {
  const [locationDraft, setLocationDraft] = useState(search.location);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ location: locationDraft.trim() });
  };

  return (
    <Box component="form" role="search" aria-label="Hotel search" onSubmit={submit} sx={{ bgcolor: 'background.paper', color: 'text.primary', borderRadius: 2, p: 2, mt: 4, boxShadow: 3 }}>
      <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, md: 3 }}>
          <TextField label="Location" value={locationDraft} onChange={(e) => setLocationDraft(e.target.value)} fullWidth slotProps={{ htmlInput: { maxLength: 100 } }} />
        </Grid>
        <Grid size={{ xs: 6, md: 2.5 }}>
          <TextField
            label="Check-in"
            type="date"
            value={search.checkIn}
            onChange={(e) => onChange({ checkIn: e.target.value })}
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 2.5 }}>
          <TextField
            label="Check-out"
            type="date"
            value={search.checkOut}
            onChange={(e) => onChange({ checkOut: e.target.value })}
            error={datesInvalid}
            helperText={datesInvalid ? HOTEL_LIST_COPY.dateOrderError : undefined}
            fullWidth
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: search.checkIn } }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 2 }}>
          <TextField select label="Guests" value={search.guests} onChange={(e) => onChange({ guests: Number(e.target.value) })} fullWidth>
            {GUEST_OPTIONS.map((n) => (
              <MenuItem key={n} value={n}>
                {guestLabel(n)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, md: 2 }}>
          <Button type="submit" variant="contained" size="large" startIcon={<SearchIcon />} fullWidth sx={{ height: 56 }}>
            Search
          </Button>
        </Grid>
      </Grid>
    </Box>
  );
}
