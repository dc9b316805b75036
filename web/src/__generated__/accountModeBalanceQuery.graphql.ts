/**
 * @generated SignedSource<<4e04a92bb42eb5d3d3ba2f33c17fcc12>>
 * @relayHash e1642e327963d301b69b154995d3ccc1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8f8e35988543c1f837f262dacf38262c7dab9b9eda1b793972c39a15769b28c3

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
    "id": "8f8e35988543c1f837f262dacf38262c7dab9b9eda1b793972c39a15769b28c3",
    "metadata": {},
    "name": "accountModeBalanceQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0b8a2c5760eef217e61cd84da32ed278";

export default node;
