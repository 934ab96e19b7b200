/**
 * A route option that holds no hook, one hook, or a list of them (Fastify accepts all three), as a
 * list: what an `onRoute` hook needs to add a hook of its own to a route without dropping others.
 */
export const hooksOf = <H>(hooks: H | H[] | undefined): H[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
