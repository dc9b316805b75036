// relay-compiler reads this file as CommonJS only (see shared STACK.md); keep the root package type-neutral.
module.exports = {
  src: './web/src',
  schema: './schema.graphql',
  language: 'typescript',
  artifactDirectory: './web/src/__generated__',
  eagerEsModules: true,
  excludes: ['**/node_modules/**', '**/__generated__/**'],
  // Production accepts only the operations the web app was built with: the browser sends their
  // ids (doc_id), and the gateway reads the texts from this map (committed; checked fresh by CI).
  persistConfig: { file: './web/persisted-operations.json', algorithm: 'SHA256' },
};
