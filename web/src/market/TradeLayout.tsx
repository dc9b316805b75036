import { Box, Grid, GridItem } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type TradeLayoutProps = { summary: ReactNode; chart: ReactNode; order: ReactNode; positions?: ReactNode };

/**
 * Summary and chart, with the order panel beside them (below on narrow screens), and the open
 * positions under the chart (under the order panel on narrow screens, after the form they follow).
 */
export function TradeLayout({ summary, chart, order, positions }: TradeLayoutProps) {
  return (
    <Grid
      templateColumns={{ base: 'minmax(0,1fr)', lg: 'minmax(0,1fr) 22rem' }}
      templateAreas={{
        base: '"summary" "chart" "order" "positions"',
        lg: '"summary order" "chart order" "positions order"',
      }}
      templateRows={{ lg: 'auto auto 1fr' }}
      gap="4"
      alignItems="start"
    >
      <GridItem area="summary" minW="0">
        {summary}
      </GridItem>
      <GridItem area="chart" minW="0">
        {chart}
      </GridItem>
      {positions ? (
        <GridItem area="positions" minW="0">
          {positions}
        </GridItem>
      ) : null}
      <GridItem area="order" minW="0">
        <Box position={{ lg: 'sticky' }} top={{ lg: '20' }}>
          {order}
        </Box>
      </GridItem>
    </Grid>
  );
}
