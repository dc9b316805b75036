/**
 * @generated SignedSource<<b006edcc03eaf7635e9b26ed4a30510f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Weekday = "FRIDAY" | "MONDAY" | "SATURDAY" | "SUNDAY" | "THURSDAY" | "TUESDAY" | "WEDNESDAY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MarketSessionGuard_market$data = {
  readonly code: string;
  readonly nextOpenAt: any | null | undefined;
  readonly tradable: boolean;
  readonly tradingHours: string | null | undefined;
  readonly tradingSchedule: {
    readonly sessions: ReadonlyArray<{
      readonly closesAt: string;
      readonly closesOn: Weekday;
      readonly opensAt: string;
      readonly opensOn: Weekday;
    }>;
    readonly timeZone: string;
  } | null | undefined;
  readonly " $fragmentType": "MarketSessionGuard_market";
};
export type MarketSessionGuard_market$key = {
  readonly " $data"?: MarketSessionGuard_market$data;
  readonly " $fragmentSpreads": FragmentRefs<"MarketSessionGuard_market">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MarketSessionGuard_market",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "code",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tradable",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nextOpenAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tradingHours",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TradingSchedule",
      "kind": "LinkedField",
      "name": "tradingSchedule",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "timeZone",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "TradingSession",
          "kind": "LinkedField",
          "name": "sessions",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "opensOn",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "opensAt",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "closesOn",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "closesAt",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Market",
  "abstractKey": null
};

(node as any).hash = "e742a44f8249147a1c69a329dc46007c";

export default node;
