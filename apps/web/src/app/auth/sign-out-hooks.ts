/** Work to do when the user signs out (disconnect chat, drop cached patient data…), registered by the app. */
const hooks = new Set<() => void | Promise<void>>();

export function onSignOut(hook: () => void | Promise<void>): () => void {
  hooks.add(hook);
  return () => hooks.delete(hook);
}

export async function runSignOutHooks() {
  for (const hook of hooks) {
    try {
      await hook();
    } catch (err) {
      console.error('sign-out hook failed', err);
    }
  }
}
