/** @jest-environment node */
import { readConfig } from './config';
import { TELEMETRY_DEFAULTS } from 'site-contract/telemetry/telemetryStore';

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

  it('open the delivery API on loopback at its own port by default, so a plain npm start takes releases from this machine only', () => {
    expect(readConfig({}).delivery).toMatchObject({ port: 8090, host: '127.0.0.1' });
    expect(readConfig({ DELIVERY_PORT: '9100' }).delivery).toMatchObject({ port: 9100, host: '127.0.0.1' });
  });

  it('limit each client of the delivery API to 120 requests a minute unless DELIVERY_RATE_LIMIT_MAX and _WINDOW_MS say otherwise', () => {
    expect(readConfig({}).delivery?.rateLimit).toEqual({ max: 120, windowMs: 60_000 });
    expect(
      readConfig({ DELIVERY_RATE_LIMIT_MAX: '600', DELIVERY_RATE_LIMIT_WINDOW_MS: '10000' }).delivery?.rateLimit,
    ).toEqual({ max: 600, windowMs: 10_000 });
  });

  it('open no delivery API for an instance given a port of its own unless it names one, so instances on one machine never collide on it', () => {
    expect(readConfig({ PORT: '3000' }).delivery).toBeUndefined();
    expect(readConfig({ PORT: '3000', DELIVERY_PORT: '3010' }).delivery).toMatchObject({
      port: 3010,
      host: '127.0.0.1',
    });
    expect(readConfig({ DELIVERY_PORT: 'off' }).delivery).toBeUndefined();
  });

  it('put the delivery API on another interface only when DELIVERY_HOST names one, whatever the public listener’s host', () => {
    // The public listener binds every interface by default; the delivery API must not follow it.
    expect(readConfig({ HOST: '0.0.0.0' }).delivery?.host).toBe('127.0.0.1');
    // Set but empty (an env file's `DELIVERY_HOST=`) is not set: an empty host would bind every interface.
    expect(readConfig({ DELIVERY_HOST: '' }).delivery?.host).toBe('127.0.0.1');
    expect(readConfig({ METRICS_PORT: '9464', METRICS_HOST: '' }).metrics?.host).toBe('127.0.0.1');
    expect(readConfig({ DELIVERY_HOST: '10.0.0.5' }).delivery).toMatchObject({
      port: 8090,
      host: '10.0.0.5',
    });
  });

  it('refuse to start with a DELIVERY_PORT that is not a port, naming it', () => {
    expect(() => readConfig({ DELIVERY_PORT: 'on' })).toThrow('DELIVERY_PORT: "on" is not a port (or off)');
    expect(() => readConfig({ DELIVERY_PORT: '70000' })).toThrow('DELIVERY_PORT: "70000" is not a port (or off)');
  });
});
