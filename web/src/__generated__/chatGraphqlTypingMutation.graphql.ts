/**
 * @generated SignedSource<<77de7e96ba2fcf0be0b5ae78958d8c81>>
 * @relayHash 01f4b36dd0d4b6478e56a98438a6f48f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID de821149298810524e85bea4062602ac19fe1e5e0cceb5214580c5474a3d15a3

import { ConcreteRequest } from 'relay-runtime';
export type chatGraphqlTypingMutation$variables = Record<PropertyKey, never>;
export type chatGraphqlTypingMutation$data = {
  readonly sendChatTyping: boolean;
};
export type chatGraphqlTypingMutation = {
  response: chatGraphqlTypingMutation$data;
  variables: chatGraphqlTypingMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "sendChatTyping",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "chatGraphqlTypingMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "chatGraphqlTypingMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "de821149298810524e85bea4062602ac19fe1e5e0cceb5214580c5474a3d15a3",
    "metadata": {},
    "name": "chatGraphqlTypingMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "73a4c39054bc6aa15691d4a2f80c039c";

export default node;
