/**
 * @generated SignedSource<<f8dffcb621851cf1b99f0fdfd4a26aa8>>
 * @relayHash a6f46b8f09cad907da99382f450cfd88
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 945c0f79a481d0c2ecae8fa00672754960b6e1e0ce600c784ce1bf3c8da5bf92

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OpenPositionsQuery$variables = {
  first: number;
};
export type OpenPositionsQuery$data = {
  readonly viewer: {
    readonly demo: {
      readonly " $fragmentSpreads": FragmentRefs<"OpenPositions_account">;
    } | null | undefined;
    readonly id: string;
    readonly real: {
      readonly " $fragmentSpreads": FragmentRefs<"OpenPositions_account">;
    } | null | undefined;
  } | null | undefined;
};
export type OpenPositionsQuery = {
  response: OpenPositionsQuery$data;
  variables: OpenPositionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "first"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "kind": "Literal",
    "name": "mode",
    "value": "DEMO"
  }
],
v3 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "OpenPositions_account"
  }
],
v4 = [
  {
    "kind": "Literal",
    "name": "mode",
    "value": "REAL"
  }
],
v5 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Literal",
    "name": "status",
    "value": "OPEN"
  }
],
v6 = [
  (v1/*:: as any*/),
  {
    "alias": null,
    "args": (v5/*:: as any*/),
    "concreteType": "OptionsOrderConnection",
    "kind": "LinkedField",
    "name": "optionsOrders",
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
              (v1/*:: as any*/),
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
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "orderNo",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "amount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "payoutRate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "closePrice",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "result",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "profit",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Market",
                "kind": "LinkedField",
                "name": "market",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "nowPrice",
                    "storageKey": null
                  },
                  (v1/*:: as any*/)
                ],
                "storageKey": null
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
  {
    "alias": null,
    "args": (v5/*:: as any*/),
    "filters": [
      "status"
    ],
    "handle": "connection",
    "key": "OpenPositions_optionsOrders",
    "kind": "LinkedHandle",
    "name": "optionsOrders"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OpenPositionsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": "demo",
            "args": (v2/*:: as any*/),
            "concreteType": "Account",
            "kind": "LinkedField",
            "name": "account",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": "account(mode:\"DEMO\")"
          },
          {
            "alias": "real",
            "args": (v4/*:: as any*/),
            "concreteType": "Account",
            "kind": "LinkedField",
            "name": "account",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": "account(mode:\"REAL\")"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OpenPositionsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": "demo",
            "args": (v2/*:: as any*/),
            "concreteType": "Account",
            "kind": "LinkedField",
            "name": "account",
            "plural": false,
            "selections": (v6/*:: as any*/),
            "storageKey": "account(mode:\"DEMO\")"
          },
          {
            "alias": "real",
            "args": (v4/*:: as any*/),
            "concreteType": "Account",
            "kind": "LinkedField",
            "name": "account",
            "plural": false,
            "selections": (v6/*:: as any*/),
            "storageKey": "account(mode:\"REAL\")"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "945c0f79a481d0c2ecae8fa00672754960b6e1e0ce600c784ce1bf3c8da5bf92",
    "metadata": {},
    "name": "OpenPositionsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8ef187e7c3ba3470bbbf60c22576569f";

export default node;
