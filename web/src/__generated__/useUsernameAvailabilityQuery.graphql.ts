/**
 * @generated SignedSource<<92facfc8a61e3f5c64c0ad6c271957aa>>
 * @relayHash ef44f7676646278cfccb9abc3603de8f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 09884d6115b8398ebb0cec6d6a6de1f4a7e392a48423770ae66ecdced7a87081

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
    "id": "09884d6115b8398ebb0cec6d6a6de1f4a7e392a48423770ae66ecdced7a87081",
    "metadata": {},
    "name": "useUsernameAvailabilityQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d98eef80adf15c9e237b82a6ebaf35c3";

export default node;
