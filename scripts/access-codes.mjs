// Operator tool for the access code gate and codes, on the server's own database.
// Usage: node --import tsx scripts/access-codes.mjs <require on|off | create ... | list | disable CODE>
import { main } from '../realtime-server/src/cli/access-codes.ts';

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
