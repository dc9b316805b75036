/**
 * @generated SignedSource<<ad263e2e99b087630075f3137dc6440d>>
 * @relayHash 5ec99799223032c1f6d1f4ed7b35ba6d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1f4b4dd6e38f23fd87a947b86eaf22e9e3a46e6130c16142ec73e93c09d8e6b9

import { ConcreteRequest } from 'relay-runtime';
export type useMarketTicksSubscription$variables = {
  codes?: ReadonlyArray<string> | null | undefined;
};
export type useMarketTicksSubscription$data = {
  readonly marketTicks: ReadonlyArray<{
    readonly id: string;
    readonly nowPrice: any;
    readonly zdf: any;
  }>;
};
export type useMarketTicksSubscription = {
  response: useMarketTicksSubscription$data;
  variables: useMarketTicksSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "codes"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "codes",
        "variableName": "codes"
      }
    ],
    "concreteType": "Market",
    "kind": "LinkedField",
    "name": "marketTicks",
    "plural": true,
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
        "name": "nowPrice",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "zdf",
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
    "name": "useMarketTicksSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMarketTicksSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1f4b4dd6e38f23fd87a947b86eaf22e9e3a46e6130c16142ec73e93c09d8e6b9",
    "metadata": {},
    "name": "useMarketTicksSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "b7047f0142aa5132e003d900ad9db864";

export default node;
