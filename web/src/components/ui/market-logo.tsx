import { Box, Image } from '@chakra-ui/react';
import { useState } from 'react';

type MarketLogoProps = { src: string; code: string; size?: string };

/** The instrument logo, or its initials when the image cannot load. */
export function MarketLogo({ src, code, size = '8' }: MarketLogoProps) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <Box
        boxSize={size}
        rounded="full"
        bg="bg.muted"
        color="fg.muted"
        fontSize="2xs"
        fontWeight="bold"
        display="grid"
        placeItems="center"
        flexShrink={0}
        aria-hidden
      >
        {code.slice(0, 3)}
      </Box>
    );
  }
  return (
    <Image
      src={src}
      alt=""
      boxSize={size}
      rounded="full"
      flexShrink={0}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
