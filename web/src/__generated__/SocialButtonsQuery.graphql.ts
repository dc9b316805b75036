/**
 * @generated SignedSource<<1edc05fe14d75db5131c76eae3d4fef1>>
 * @relayHash cfb2bfa830fe6630fd071039aa8d3479
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f3df05120a77a9bea19e8dd1b52c7bc1ac98d06d8784e39eacc16dc015e8a23f

import { ConcreteRequest } from 'relay-runtime';
export type SocialProvider = "FACEBOOK" | "GOOGLE" | "%future added value";
export type SocialButtonsQuery$variables = Record<PropertyKey, never>;
export type SocialButtonsQuery$data = {
  readonly socialSignInProviders: ReadonlyArray<{
    readonly authorizationUrl: string;
    readonly clientId: string;
    readonly provider: SocialProvider;
  }>;
};
export type SocialButtonsQuery = {
  response: SocialButtonsQuery$data;
  variables: SocialButtonsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SocialSignInProvider",
    "kind": "LinkedField",
    "name": "socialSignInProviders",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "provider",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "clientId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "authorizationUrl",
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
    "name": "SocialButtonsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SocialButtonsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "f3df05120a77a9bea19e8dd1b52c7bc1ac98d06d8784e39eacc16dc015e8a23f",
    "metadata": {},
    "name": "SocialButtonsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3d380fc88875469f2d1fb8c9a7702220";

export default node;
