import { startTransition, useState } from 'react';
import { Box, Typography } from 'shared/mui';
import { Tab, Tabs } from 'shared/mui-widgets/tabs';
import { DirectionsBusIcon, DirectionsCarIcon, FlightIcon, TrainIcon, useTranslation } from 'shared';
import { ACCESS_UI_COPY } from '../content/access';
import { DEFAULT_TRANSPORT_MODE, TRANSPORT_MODES, type TransportModeId } from '../content/accessPage';

const ICONS: Record<TransportModeId, typeof TrainIcon> = {
  train: TrainIcon,
  bus: DirectionsBusIcon,
  car: DirectionsCarIcon,
  plane: FlightIcon,
};

/** Tabs (arrow keys move between modes) with one panel of static directions per mode. */
export function TransportSelector() {
  const [mode, setMode] = useState<TransportModeId>(DEFAULT_TRANSPORT_MODE);
  const modes = useTranslation(TRANSPORT_MODES);
  const { transportModesLabel } = useTranslation(ACCESS_UI_COPY);
  const current = modes.find((m) => m.id === mode)!;

  return (
    <Box>
      {/* Four short modes share the width, so all of them show on a phone with no scroll arrows. */}
      <Tabs
        value={mode}
        // The switch renders after the press's frame: MUI's Tabs render twice and measure the tabs
        // for their indicator, and the press is already drawn (a pressed control shrinks, in CSS).
        onChange={(_e, value: TransportModeId) => startTransition(() => setMode(value))}
        aria-label={transportModesLabel}
        variant="fullWidth"
      >
        {modes.map((m) => {
          const Icon = ICONS[m.id];
          return (
            <Tab
              key={m.id}
              value={m.id}
              label={m.label}
              icon={<Icon aria-hidden />}
              iconPosition="top"
              sx={{ minWidth: 0 }}
              id={`transport-tab-${m.id}`}
              aria-controls={`transport-panel-${m.id}`}
            />
          );
        })}
      </Tabs>
      <Box
        role="tabpanel"
        id={`transport-panel-${current.id}`}
        aria-labelledby={`transport-tab-${current.id}`}
        sx={{ pt: 3 }}
      >
        <Typography variant="h3" gutterBottom>
          {current.heading}
        </Typography>
        <Box component="ol" sx={{ pl: 3, m: 0, '& li': { mb: 1 } }}>
          {current.steps.map((step) => (
            <li key={step}>
              <Typography>{step}</Typography>
            </li>
          ))}
        </Box>
        {current.note && (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {current.note}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
