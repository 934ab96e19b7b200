/** Stand-ins for what jsdom lacks (a service worker, Cache Storage) and a server, for the tests. */
export { fakeCacheStorage, fakeFetch, fakeServiceWorker } from './browser';
