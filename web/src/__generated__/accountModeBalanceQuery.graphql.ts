/**
 * @generated SignedSource<<c6867854b52895248638128fad1de783>>
 * @relayHash 604b4a4a6237389019ebd34688130dee
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 77c6ec3d171a009c8665d6e522f503c230d0ee27ab128c36cbbf973a808b047c

import { ConcreteRequest } from 'relay-runtime';
export type AccountMode = "DEMO" | "REAL" | "%future added value";
export type accountModeBalanceQuery$variables = {
  mode: AccountMode;
};
export type accountModeBalanceQuery$data = {
  readonly viewer: {
    readonly account: {
      readonly balance: any;
      readonly id: string;
      readonly mode: AccountMode;
    } | null | undefined;
    readonly id: string;
    readonly unreadNotificationCount: number;
  } | null | undefined;
};
export type accountModeBalanceQuery = {
  response: accountModeBalanceQuery$data;
  variables: accountModeBalanceQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "mode"
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
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "unreadNotificationCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "mode",
            "variableName": "mode"
          }
        ],
        "concreteType": "Account",
        "kind": "LinkedField",
        "name": "account",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "mode",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "balance",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "accountModeBalanceQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "accountModeBalanceQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "77c6ec3d171a009c8665d6e522f503c230d0ee27ab128c36cbbf973a808b047c",
    "metadata": {},
    "name": "accountModeBalanceQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d3bb5c196aadd7ebef0bbadfef3afc3d";

export default node;
