// An S3-compatible server for the uploads' tests: gofakes3 (MIT), built from its Go module like
// stripe-mock and kept with them (scripts/go-tool.mjs). It keeps objects in memory and answers the S3
// calls the server makes (presigned PUT, HEAD, ranged GET, copy, delete) on loopback only.
import { freePorts } from './lib.mjs';
import { ensureGoTool, startPeer } from './go-tool.mjs';

export const GOFAKES3_VERSION = 'v1.2.0';
export const S3_TEST_BUCKET = 'coach-test-uploads';
export const S3_TEST_REGION = 'us-east-1';

export const ensureGofakes3 = () =>
  ensureGoTool({
    name: 'gofakes3',
    pkg: 'github.com/johannesboyne/gofakes3/cmd/gofakes3',
    version: GOFAKES3_VERSION,
    builtAs: 'gofakes3',
    minutes: 1,
  });

/** Starts gofakes3 on a free loopback port with the test bucket; resolves once it answers. Returns { url, bucket, region, stop }. */
export async function startGofakes3(bin) {
  const [port] = await freePorts(1);
  const url = `http://127.0.0.1:${port}`;
  const peer = await startPeer(
    'gofakes3',
    bin,
    ['-backend', 'memory', '-host', `127.0.0.1:${port}`, '-initialbucket', S3_TEST_BUCKET, '-quiet'],
    {
      // Any HTTP answer to the bucket listing means it listens.
      isUp: () =>
        fetch(`${url}/${S3_TEST_BUCKET}`).then(
          () => true,
          () => false,
        ),
    },
  );
  return { url, bucket: S3_TEST_BUCKET, region: S3_TEST_REGION, stop: peer.stop };
}
