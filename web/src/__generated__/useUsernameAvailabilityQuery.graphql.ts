/**
 * @generated SignedSource<<f22dccef3316c8861739b8b2e58e7900>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useUsernameAvailabilityQuery$variables = {
  username: string;
};
export type useUsernameAvailabilityQuery$data = {
  readonly usernameAvailable: boolean;
};
export type useUsernameAvailabilityQuery = {
  response: useUsernameAvailabilityQuery$data;
  variables: useUsernameAvailabilityQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "username"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "username",
        "variableName": "username"
      }
    ],
    "kind": "ScalarField",
    "name": "usernameAvailable",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUsernameAvailabilityQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUsernameAvailabilityQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ef44f7676646278cfccb9abc3603de8f",
    "id": null,
    "metadata": {},
    "name": "useUsernameAvailabilityQuery",
    "operationKind": "query",
    "text": "query useUsernameAvailabilityQuery(\n  $username: String!\n) {\n  usernameAvailable(username: $username)\n}\n"
  }
};
})();

(node as any).hash = "d98eef80adf15c9e237b82a6ebaf35c3";

export default node;
