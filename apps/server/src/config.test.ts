import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('readConfig', () => {
  it('reads the port, data folder and database URL, and refuses bad values at start', () => {
    const config = readConfig({ PORT: '4100', DATA_DIR: '/tmp/tawi-x', TAWI_SECRET_KEY: ' k ' }, ['--demo']);
    expect(config).toMatchObject({ port: 4100, dataDir: '/tmp/tawi-x', demo: true, secretKey: 'k' });
    expect(() => readConfig({ PORT: 'eighty' }, [])).toThrow(/PORT must be a port number/);
    expect(() => readConfig({ DATABASE_URL: 'mysql://x' }, [])).toThrow(/postgres:\/\//);
    expect(() => readConfig({ SMTP_HOST: 'mail.example.co.ke', SMTP_PORT: '99999' }, [])).toThrow(
      /SMTP_PORT must be a port number/,
    );
  });
});
