/**
 * @generated SignedSource<<a0df770603740189abbe791c4b8615ca>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "5ec99799223032c1f6d1f4ed7b35ba6d",
    "id": null,
    "metadata": {},
    "name": "useMarketTicksSubscription",
    "operationKind": "subscription",
    "text": "subscription useMarketTicksSubscription(\n  $codes: [String!]\n) {\n  marketTicks(codes: $codes) {\n    id\n    nowPrice\n    zdf\n  }\n}\n"
  }
};
})();

(node as any).hash = "b7047f0142aa5132e003d900ad9db864";

export default node;
