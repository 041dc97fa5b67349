/**
 * Preloaded into a benchmarked server (node --import tsx --import <this file>): counts every HTTP
 * request and websocket upgrade that reaches any http.Server in the process, below the app, and
 * answers the count over the IPC channel. The app's code is not touched.
 */
import http from 'node:http';

let requests = 0;
let upgrades = 0;
const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
  if (event === 'request') requests += 1;
  else if (event === 'upgrade') upgrades += 1;
  return (emit as (this: http.Server, e: string | symbol, ...a: unknown[]) => boolean).call(this, event, ...args);
} as typeof emit;

process.on('message', (m) => {
  if (m === 'bench:count') process.send?.({ requests, upgrades });
});
