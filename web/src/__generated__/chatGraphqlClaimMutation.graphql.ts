/**
 * @generated SignedSource<<8e67368b8784796af9e0a6e27e04fbfa>>
 * @relayHash c3fda0b7f052d3bd794a1eb8f53dbf9a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 977ce2fda3e706d97a9665b1fecbafbc07e828e844dc59aa3596fb683050e5e9

import { ConcreteRequest } from 'relay-runtime';
export type chatGraphqlClaimMutation$variables = Record<PropertyKey, never>;
export type chatGraphqlClaimMutation$data = {
  readonly claimChat: {
    readonly conversationId: number;
  } | null | undefined;
};
export type chatGraphqlClaimMutation = {
  response: chatGraphqlClaimMutation$data;
  variables: chatGraphqlClaimMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ChatConversation",
    "kind": "LinkedField",
    "name": "claimChat",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "conversationId",
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
    "name": "chatGraphqlClaimMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "chatGraphqlClaimMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "977ce2fda3e706d97a9665b1fecbafbc07e828e844dc59aa3596fb683050e5e9",
    "metadata": {},
    "name": "chatGraphqlClaimMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "201bbb80938c03e0bf0686e4b9956c04";

export default node;
