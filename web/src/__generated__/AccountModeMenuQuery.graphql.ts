/**
 * @generated SignedSource<<9a9e32c5f8fb13093c3b5a88784cbe6a>>
 * @relayHash 6c7b0046300bac02d8051409cc18d67e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eab6093b1a5e7eb9d2bdd240c556977732c2aea6ceff81ea150bc7c9312464ed

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
    "id": "eab6093b1a5e7eb9d2bdd240c556977732c2aea6ceff81ea150bc7c9312464ed",
    "metadata": {},
    "name": "AccountModeMenuQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "80d4dcdbd058fa13d4373fd1f09ce3d4";

export default node;
