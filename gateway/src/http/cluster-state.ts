import cluster from 'node:cluster';

/**
 * What `npm run start:cluster`'s primary tells every gateway process about the cluster, so each
 * one's /readyz can say when the service runs short of processes (one died and waits for its restart).
 */
export type ClusterState = {
  /** Gateway processes running now. */
  processes: number;
  /** Gateway processes the primary keeps (GATEWAY_PROCESSES). */
  wanted: number;
  /** Dead processes waiting out their restart backoff. */
  restarting: number;
  /** Restarts since the primary started. */
  restarts: number;
};

export type ClusterStateMessage = { type: 'swx:cluster-state'; state: ClusterState };

export function clusterStateMessage(state: ClusterState): ClusterStateMessage {
  return { type: 'swx:cluster-state', state };
}

function isClusterStateMessage(message: unknown): message is ClusterStateMessage {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: unknown }).type === 'swx:cluster-state'
  );
}

/**
 * In a cluster worker, the latest state its primary sent (null until the first, and outside a
 * cluster). Call once at start; the answer is read by /readyz.
 */
export function followClusterState(): () => ClusterState | null {
  let latest: ClusterState | null = null;
  if (cluster.isWorker)
    process.on('message', (message: unknown) => {
      if (isClusterStateMessage(message)) latest = message.state;
    });
  return () => latest;
}
