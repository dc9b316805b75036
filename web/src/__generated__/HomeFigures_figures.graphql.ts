/**
 * @generated SignedSource<<ef96222503e2c2d0ab5efeb37ee98b04>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type HomeFigureKind = "FEE_RATE" | "MARKET_COUNT" | "REGISTERED_USERS" | "VOLUME_24H" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type HomeFigures_figures$data = {
  readonly feeRate: any | null | undefined;
  readonly marketCount: number | null | undefined;
  readonly registeredUsers: number | null | undefined;
  readonly statedByOperator: ReadonlyArray<HomeFigureKind>;
  readonly volume24h: any | null | undefined;
  readonly " $fragmentType": "HomeFigures_figures";
};
export type HomeFigures_figures$key = {
  readonly " $data"?: HomeFigures_figures$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeFigures_figures">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeFigures_figures",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "volume24h",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "marketCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "registeredUsers",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "feeRate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "statedByOperator",
      "storageKey": null
    }
  ],
  "type": "HomeFigures",
  "abstractKey": null
};

(node as any).hash = "f8f31371464bfdcdf82eda2d53a4cf54";

export default node;
