import { useState } from 'react';
import { Grid } from 'shared/mui';
import { Checkbox, FormControlLabel } from 'shared/mui-widgets';
import { MenuItem, TextField } from 'shared/mui-overlays';
import type { BookingForm as BookingFormValues } from 'shared';
import { TICKET_COUNT_OPTIONS } from '../content/tickets';

const EMPTY: BookingFormValues = { fullName: '', email: '', phone: '', visitDate: '', tickets: '1', newsletter: false };

/** SPEC "Booking form": labelled, typed inputs. Nothing is submitted anywhere. */
export function BookingForm() {
  const [values, setValues] = useState<BookingFormValues>(EMPTY);
  const set = <K extends keyof BookingFormValues>(key: K, value: BookingFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField label="Full name" name="fullName" autoComplete="name" value={values.fullName} onChange={(e) => set('fullName', e.target.value)} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField label="Email" name="email" type="email" autoComplete="email" value={values.email} onChange={(e) => set('email', e.target.value)} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField label="Phone" name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={(e) => set('phone', e.target.value)} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField label="Visit date" name="visitDate" type="date" value={values.visitDate} onChange={(e) => set('visitDate', e.target.value)} fullWidth slotProps={{ inputLabel: { shrink: true } }} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField select label="Number of tickets" name="tickets" value={values.tickets} onChange={(e) => set('tickets', e.target.value as BookingFormValues['tickets'])} fullWidth>
          {TICKET_COUNT_OPTIONS.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={12}>
        <FormControlLabel control={<Checkbox checked={values.newsletter} onChange={(e) => set('newsletter', e.target.checked)} />} label="Send me expo news and offers" />
      </Grid>
    </Grid>
  );
}
