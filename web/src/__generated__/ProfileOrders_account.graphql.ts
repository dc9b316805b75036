/**
 * @generated SignedSource<<31008cf962d6eca091b42d510f92d8c7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileOrders_account$data = {
  readonly closedOrders: {
    readonly totalCount: number;
  };
  readonly failedOrders: {
    readonly totalCount: number;
  };
  readonly id: string;
  readonly openOrders: {
    readonly totalCount: number;
  };
  readonly optionsOrders: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"OrderListItem_order">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "ProfileOrders_account";
};
export type ProfileOrders_account$key = {
  readonly " $data"?: ProfileOrders_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileOrders_account">;
};

import ProfileOrdersPaginationQuery_graphql from './ProfileOrdersPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "optionsOrders"
],
v1 = {
  "kind": "Literal",
  "name": "first",
  "value": 1
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v3 = [
  (v2/*:: as any*/)
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": 10,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    },
    {
      "defaultValue": "OPEN",
      "kind": "LocalArgument",
      "name": "status"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [
        "node"
      ],
      "operation": ProfileOrdersPaginationQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "ProfileOrders_account",
  "selections": [
    {
      "alias": "openOrders",
      "args": [
        (v1/*:: as any*/),
        {
          "kind": "Literal",
          "name": "status",
          "value": "OPEN"
        }
      ],
      "concreteType": "OptionsOrderConnection",
      "kind": "LinkedField",
      "name": "optionsOrders",
      "plural": false,
      "selections": (v3/*:: as any*/),
      "storageKey": "optionsOrders(first:1,status:\"OPEN\")"
    },
    {
      "alias": "closedOrders",
      "args": [
        (v1/*:: as any*/),
        {
          "kind": "Literal",
          "name": "status",
          "value": "CLOSED"
        }
      ],
      "concreteType": "OptionsOrderConnection",
      "kind": "LinkedField",
      "name": "optionsOrders",
      "plural": false,
      "selections": (v3/*:: as any*/),
      "storageKey": "optionsOrders(first:1,status:\"CLOSED\")"
    },
    {
      "alias": "failedOrders",
      "args": [
        (v1/*:: as any*/),
        {
          "kind": "Literal",
          "name": "status",
          "value": "FAILED"
        }
      ],
      "concreteType": "OptionsOrderConnection",
      "kind": "LinkedField",
      "name": "optionsOrders",
      "plural": false,
      "selections": (v3/*:: as any*/),
      "storageKey": "optionsOrders(first:1,status:\"FAILED\")"
    },
    {
      "alias": "optionsOrders",
      "args": [
        {
          "kind": "Variable",
          "name": "status",
          "variableName": "status"
        }
      ],
      "concreteType": "OptionsOrderConnection",
      "kind": "LinkedField",
      "name": "__ProfileOrders_optionsOrders_connection",
      "plural": false,
      "selections": [
        (v2/*:: as any*/),
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
                (v4/*:: as any*/),
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "OrderListItem_order"
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
      "storageKey": null
    },
    (v4/*:: as any*/)
  ],
  "type": "Account",
  "abstractKey": null
};
})();

(node as any).hash = "6408196f00da660c07a71082ad2487bb";

export default node;
