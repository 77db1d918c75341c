/** @jest-environment node */
import { readConfig } from './config';
import { TELEMETRY_DEFAULTS } from './telemetry/telemetryStore';

describe('the site server’s settings', () => {
  it('give telemetry a minute’s windows of visitors and ten minutes’ of vital samples, or the ones set', () => {
    expect(readConfig({}).telemetry).toEqual({
      windowMs: TELEMETRY_DEFAULTS.windowMs,
      sampleWindowMs: TELEMETRY_DEFAULTS.sampleWindowMs,
    });
    expect(readConfig({ TELEMETRY_WINDOW_MS: '1000', TELEMETRY_SAMPLE_WINDOW_MS: '5000' }).telemetry).toEqual({
      windowMs: 1000,
      sampleWindowMs: 5000,
    });
  });

  it('refuse to start with a vital sample window that is not made of whole visitor windows', () => {
    expect(() => readConfig({ TELEMETRY_WINDOW_MS: '1000', TELEMETRY_SAMPLE_WINDOW_MS: '1500' })).toThrow(
      'TELEMETRY_SAMPLE_WINDOW_MS (1500) is not a multiple of TELEMETRY_WINDOW_MS (1000)',
    );
  });
});
