/** @jest-environment node */
import { readConfig } from './config';

describe('the site server’s settings', () => {
  it('put /metrics on loopback unless METRICS_HOST names an interface, an empty value being unset', () => {
    expect(readConfig({}).metrics).toBeUndefined();
    expect(readConfig({ METRICS_PORT: '9464', METRICS_HOST: '' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(readConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics?.host).toBe('10.0.0.5');
  });

  it('read the stores’ settings the control plane reads too, and refuse a bad one naming it', () => {
    expect(readConfig({ DATA_DIR: '/srv/expo' }).stores.data.registry).toBe('/srv/expo/registry');
    expect(() => readConfig({ TELEMETRY_WINDOW_MS: '1000', TELEMETRY_SAMPLE_WINDOW_MS: '1500' })).toThrow(
      'TELEMETRY_SAMPLE_WINDOW_MS (1500) is not a multiple of TELEMETRY_WINDOW_MS (1000)',
    );
  });
});
