import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type PassCardProps = { title: string; subtitle: string; children: ReactNode; footer?: ReactNode };

/** The centred card the login, register and reset forms share. */
export function PassCard({ title, subtitle, children, footer }: PassCardProps) {
  return (
    <Box px={{ base: '3', md: '6' }} py={{ base: '6', md: '16' }}>
      <Stack
        gap="6"
        maxW="md"
        mx="auto"
        borderWidth={{ base: '0', md: '1px' }}
        rounded="2xl"
        bg={{ base: 'transparent', md: 'bg.panel' }}
        p={{ base: '2', md: '8' }}
      >
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          <Text color="fg.muted">{subtitle}</Text>
        </Stack>
        {children}
        {footer ? (
          <Text fontSize="sm" color="fg.muted" textAlign="center">
            {footer}
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}
