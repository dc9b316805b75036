// `npm start` (after the build): the gateway on PORT (8080), with the reference upstream embedded
// in this process unless UPSTREAM_URL points at another /swx/customer server.
import { configFromEnv } from '../gateway/src/config.ts';
import { serveGateway } from '../gateway/src/server.ts';
import { embedUpstream } from './embed-upstream.ts';

const config = configFromEnv();
if (config.upstreamUrl) {
  await serveGateway({ ...config, upstreamUrl: config.upstreamUrl });
} else {
  const upstream = await embedUpstream();
  await serveGateway(
    { ...config, upstreamUrl: upstream.url, upstreamWsUrl: config.upstreamWsUrl ?? upstream.wsUrl },
    () => upstream.close(),
  );
}
