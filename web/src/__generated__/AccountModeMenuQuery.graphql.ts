/**
 * @generated SignedSource<<52e8e19b04f3eb7ea52ea3144274eecf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AccountMode = "DEMO" | "REAL" | "%future added value";
export type AccountModeMenuQuery$variables = Record<PropertyKey, never>;
export type AccountModeMenuQuery$data = {
  readonly viewer: {
    readonly accountMode: AccountMode;
    readonly balance: any;
    readonly id: string;
  } | null | undefined;
};
export type AccountModeMenuQuery = {
  response: AccountModeMenuQuery$data;
  variables: AccountModeMenuQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "accountMode",
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AccountModeMenuQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AccountModeMenuQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "6c7b0046300bac02d8051409cc18d67e",
    "id": null,
    "metadata": {},
    "name": "AccountModeMenuQuery",
    "operationKind": "query",
    "text": "query AccountModeMenuQuery {\n  viewer {\n    id\n    accountMode\n    balance\n  }\n}\n"
  }
};
})();

(node as any).hash = "80d4dcdbd058fa13d4373fd1f09ce3d4";

export default node;
