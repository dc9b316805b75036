/**
 * @generated SignedSource<<4e62814af8163b27a5496f665988c359>>
 * @relayHash 9b368e86e664218aaa11d9b919afe352
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cf9edc422cb97d521fa0dcf19a2bc11c8d0f69cc1d1edd2fbf811c978900dbf4

import { ConcreteRequest } from 'relay-runtime';
export type refreshSessionQuery$variables = Record<PropertyKey, never>;
export type refreshSessionQuery$data = {
  readonly viewer: {
    readonly email: string;
    readonly id: string;
    readonly userId: number;
    readonly userName: string;
  } | null | undefined;
};
export type refreshSessionQuery = {
  response: refreshSessionQuery$data;
  variables: refreshSessionQuery$variables;
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
        "name": "userId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "userName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "email",
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
    "name": "refreshSessionQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "refreshSessionQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "cf9edc422cb97d521fa0dcf19a2bc11c8d0f69cc1d1edd2fbf811c978900dbf4",
    "metadata": {},
    "name": "refreshSessionQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ab55e772fe6e30d228a9eaff0adb3a01";

export default node;
