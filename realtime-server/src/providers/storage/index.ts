import type { Config } from '../../config.ts';
import { localFileStore } from './local.ts';
import { s3FileStore } from './s3.ts';
import type { FileStore } from './types.ts';

export type { FileStore, StoredObject } from './types.ts';
export { TooLargeError } from './types.ts';

const stores = new WeakMap<Config, FileStore>();

/** The store of a server's settings: S3 when configured, local disk under DATA_DIR otherwise; one per config. */
export function fileStoreFor(config: Config): FileStore {
  let store = stores.get(config);
  if (!store) {
    store = config.s3 ? s3FileStore(config.s3) : localFileStore(config.dataDir);
    stores.set(config, store);
  }
  return store;
}
