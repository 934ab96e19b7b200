export { ChatBar } from './components/chat-bar';
export { MessagesPage } from './components/messages-page';
export { disconnectChat } from './realtime';
export { type ChatViewer, chatViewerOf } from './viewer';
