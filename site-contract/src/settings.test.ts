/** @jest-environment node */
import { readStoreSettings } from './settings';
import { TELEMETRY_DEFAULTS } from './telemetry/telemetryStore';

describe('the stores’ settings (both services read them)', () => {
  it('give telemetry a minute’s windows of visitors and ten minutes’ of vital samples, or the ones set', () => {
    expect(readStoreSettings({}).telemetry).toEqual({
      windowMs: TELEMETRY_DEFAULTS.windowMs,
      sampleWindowMs: TELEMETRY_DEFAULTS.sampleWindowMs,
    });
    expect(readStoreSettings({ TELEMETRY_WINDOW_MS: '1000', TELEMETRY_SAMPLE_WINDOW_MS: '5000' }).telemetry).toEqual({
      windowMs: 1000,
      sampleWindowMs: 5000,
    });
  });

  it('refuse a vital sample window that is not made of whole visitor windows', () => {
    expect(() => readStoreSettings({ TELEMETRY_WINDOW_MS: '1000', TELEMETRY_SAMPLE_WINDOW_MS: '1500' })).toThrow(
      'TELEMETRY_SAMPLE_WINDOW_MS (1500) is not a multiple of TELEMETRY_WINDOW_MS (1000)',
    );
  });

  it('keep everything in the data folder without REDIS_URL, and refuse a REDIS_URL that is not one', () => {
    const settings = readStoreSettings({ DATA_DIR: '/srv/expo' });
    expect(settings.redisUrl).toBeUndefined();
    expect(settings.data).toMatchObject({ registry: '/srv/expo/registry', audit: '/srv/expo/audit.log' });
    expect(readStoreSettings({ REDIS_URL: 'redis://10.0.0.9:6379' }).redisUrl).toBe('redis://10.0.0.9:6379');
    expect(() => readStoreSettings({ REDIS_URL: 'localhost:6379' })).toThrow(
      'REDIS_URL: "localhost:6379" is not a redis:// (or rediss://) URL',
    );
  });
});
