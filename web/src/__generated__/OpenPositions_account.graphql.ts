/**
 * @generated SignedSource<<bcdc920fcda4e9c25900d07118d5ec86>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderDirection = "DOWN" | "UP" | "%future added value";
export type OrderStatus = "CLOSED" | "FAILED" | "OPEN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OpenPositions_account$data = {
  readonly id: string;
  readonly optionsOrders: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly code: string;
        readonly direction: OrderDirection;
        readonly expiresAt: any;
        readonly id: string;
        readonly openPrice: any;
        readonly status: OrderStatus;
        readonly " $fragmentSpreads": FragmentRefs<"OpenPosition_order">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "OpenPositions_account";
};
export type OpenPositions_account$key = {
  readonly " $data"?: OpenPositions_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"OpenPositions_account">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "first"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "first",
        "cursor": null,
        "direction": "forward",
        "path": [
          "optionsOrders"
        ]
      }
    ]
  },
  "name": "OpenPositions_account",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": "optionsOrders",
      "args": [
        {
          "kind": "Literal",
          "name": "status",
          "value": "OPEN"
        }
      ],
      "concreteType": "OptionsOrderConnection",
      "kind": "LinkedField",
      "name": "__OpenPositions_optionsOrders_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "OptionsOrderConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "OptionsOrder",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
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
                  "name": "direction",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "openPrice",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "expiresAt",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "status",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "OpenPosition_order"
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "__OpenPositions_optionsOrders_connection(status:\"OPEN\")"
    }
  ],
  "type": "Account",
  "abstractKey": null
};
})();

(node as any).hash = "360854ccef39dab35da6402aef13a12d";

export default node;
