export { createOfflineCopy, type OfflineCopy, type OfflineCopySettings } from './offline-copy';
export { type OidcClientConfig, userManagerFromServer } from './user-manager';
