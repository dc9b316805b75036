import { DataList } from '@chakra-ui/react';

export type PlanFigure = { id: string; label: string; value: string };

/** A plan's figures as label and value rows (buying, exiting); each value keeps its own direction. */
export function PlanFigures({
  rows,
  testIdPrefix,
  live = false,
}: {
  rows: readonly PlanFigure[];
  testIdPrefix: string;
  /** Figures that follow what is typed are read out as they change. */
  live?: boolean;
}) {
  return (
    <DataList.Root orientation="horizontal" size="sm" aria-live={live ? 'polite' : undefined}>
      {rows.map((row) => (
        <DataList.Item key={row.id} data-testid={`${testIdPrefix}${row.id}`}>
          <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
          <DataList.ItemValue>
            <bdi>{row.value}</bdi>
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
