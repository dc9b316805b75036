import styles from './Nfts.module.css';

type NftArtworkProps = {
  url: string;
  title: string;
  /** Above the fold (the detail page): load at once; cards below load as they scroll into view. */
  eager?: boolean;
};

/**
 * The NFT's generated SVG (a few KB). Its width and height are given, so the square keeps its
 * place before the image arrives and nothing below it moves; lazy below the fold.
 */
export function NftArtwork({ url, title, eager = false }: NftArtworkProps) {
  return (
    <div className={styles.artwork}>
      <img
        src={url}
        alt={title}
        width={320}
        height={320}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
      />
    </div>
  );
}
