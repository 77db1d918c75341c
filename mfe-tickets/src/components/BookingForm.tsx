import { useState } from 'react';
import { Grid } from 'shared/mui';
import { Checkbox, FormControlLabel } from 'shared/mui-widgets/checkbox';
import { FormField, useTranslation } from 'shared';
import { BOOKING_COPY, TICKET_COUNT_OPTIONS, type BookingFormValues } from '../content/tickets';

const EMPTY: BookingFormValues = { fullName: '', email: '', phone: '', visitDate: '', tickets: '1', newsletter: false };

/** SPEC "Booking form": labelled, typed inputs. Nothing is submitted anywhere. */
export function BookingForm() {
  const { form } = useTranslation(BOOKING_COPY);
  const ticketCounts = useTranslation(TICKET_COUNT_OPTIONS);
  const [values, setValues] = useState<BookingFormValues>(EMPTY);
  const set = <K extends keyof BookingFormValues>(key: K, value: BookingFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormField
          label={form.fullName}
          name="fullName"
          autoComplete="name"
          value={values.fullName}
          onChange={(v) => set('fullName', v)}
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormField
          label={form.email}
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(v) => set('email', v)}
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormField
          label={form.phone}
          name="phone"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={(v) => set('phone', v)}
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormField
          label={form.visitDate}
          name="visitDate"
          type="date"
          value={values.visitDate}
          onChange={(v) => set('visitDate', v)}
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormField
          label={form.tickets}
          name="tickets"
          options={ticketCounts}
          value={values.tickets}
          onChange={(v) => set('tickets', v as BookingFormValues['tickets'])}
          fullWidth
        />
      </Grid>
      <Grid size={12}>
        <FormControlLabel
          control={<Checkbox checked={values.newsletter} onChange={(e) => set('newsletter', e.target.checked)} />}
          label={form.newsletter}
        />
      </Grid>
    </Grid>
  );
}
