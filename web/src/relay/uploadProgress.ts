/** Reports how much of an upload's body has been sent (0 to 1). */
export type UploadProgress = (sentFraction: number) => void;

/** The key under `cacheConfig.metadata` a mutation with a file passes its progress callback as. */
export const UPLOAD_PROGRESS = 'onUploadProgress';
