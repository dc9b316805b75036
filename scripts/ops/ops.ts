// `npm run ops -- deposits approve 12`: operator reviews through the reference upstream's operator
// API. The upstream's address and the credential come from UPSTREAM_URL and OPERATOR_TOKEN.
import { runOps } from '../../upstream/src/ops/ops-command.ts';

process.exitCode = await runOps(process.argv.slice(2), process.env, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
