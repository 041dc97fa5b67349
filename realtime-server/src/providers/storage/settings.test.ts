import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { fileStoreFor } from './index.ts';

const base = () => ({ DATA_DIR: mkdtempSync(join(tmpdir(), 'coach-s3-')), JWT_SECRET: 'a-jwt-secret-that-is-long-enough-0123456789' });
const S3 = { S3_BUCKET: 'uploads', S3_REGION: 'eu-west-1', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };

describe('S3 settings', () => {
  it('are off by default: uploads go to local disk under DATA_DIR', () => {
    const config = loadConfig(base());
    expect(config.s3).toBeUndefined();
    expect(fileStoreFor(config).kind).toBe('local');
  });

  it('switch to S3 when all are set, the endpoint optional (AWS itself)', () => {
    const aws = loadConfig({ ...base(), ...S3 });
    expect(aws.s3).toEqual({ endpoint: undefined, bucket: 'uploads', region: 'eu-west-1', accessKeyId: 'id', secretAccessKey: 'secret' });
    expect(fileStoreFor(aws).kind).toBe('s3');
    expect(loadConfig({ ...base(), ...S3, S3_ENDPOINT: 'http://127.0.0.1:9000/' }).s3?.endpoint).toBe('http://127.0.0.1:9000');
  });

  it('fail fast when only some are set', () => {
    expect(() => loadConfig({ ...base(), S3_BUCKET: 'uploads' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base(), S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/set together/);
    const { S3_SECRET_ACCESS_KEY: _omitted, ...three } = S3;
    expect(() => loadConfig({ ...base(), ...three })).toThrow(ConfigError);
  });
});
