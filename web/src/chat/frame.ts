// What the app's frame shows of the chat (shell/ChatButtonLive.tsx): the team's unread messages,
// read once, then followed as answers arrive. Beside the manifest (routes.ts), the one other module
// of the feature the frame imports: the frame's live parts load on their own, without the routes.
export type { chatBadgeQuery as ChatBadgeQuery } from '../__generated__/chatBadgeQuery.graphql';
export { chatBadgeQuery } from './chatBadge';
export { chatMessagesSubscription } from './chatGraphql';
