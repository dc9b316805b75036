import { Box } from '@chakra-ui/react';

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
    <Box bg="bg.muted" rounded="lg" overflow="hidden" aspectRatio="1">
      <img
        src={url}
        alt={title}
        width={320}
        height={320}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        style={{ display: 'block', width: '100%', height: 'auto' }}
      />
    </Box>
  );
}
