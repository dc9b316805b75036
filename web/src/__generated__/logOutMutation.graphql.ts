/**
 * @generated SignedSource<<fdc84ac17d1b13d00dca518544bed870>>
 * @relayHash 3ecac23a71910979ee0820da029c537c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f7ee08ff4bfd11e0f06395347962b5e9745ccfa29226fd159a77f8f6740bf631

import { ConcreteRequest } from 'relay-runtime';
export type logOutMutation$variables = Record<PropertyKey, never>;
export type logOutMutation$data = {
  readonly logout: {
    readonly __typename: string;
  };
};
export type logOutMutation = {
  response: logOutMutation$data;
  variables: logOutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "logout",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
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
    "name": "logOutMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "logOutMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "f7ee08ff4bfd11e0f06395347962b5e9745ccfa29226fd159a77f8f6740bf631",
    "metadata": {},
    "name": "logOutMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5e27fdccea0d69729fbc09d43e387039";

export default node;
