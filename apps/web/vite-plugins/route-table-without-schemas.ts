import type { Plugin } from 'vite';

/**
 * The route table of the contracts package, as Vite resolves it: routes.ts and the files spread into
 * it (routes-patient-app.ts). A table file whose schemas stayed would bring zod back into the first
 * download (it did, 88 KB minified, when the patient app's file was added).
 */
const ROUTE_TABLE = /[\\/]packages[\\/]contracts[\\/]src[\\/]routes(-[a-z-]+)?\.ts$/;
/** A route's zod schemas and its summary: the server validates and documents with them, the portal never does. */
const DROPPED_KEYS = new Set(['params', 'query', 'body', 'response', 'summary']);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (v: unknown): v is Node =>
  !!v && typeof v === 'object' && typeof (v as Node).type === 'string';

function* walk(node: Node): Generator<Node> {
  yield node;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const child of value) if (isNode(child)) yield* walk(child);
    if (isNode(value)) yield* walk(value);
  }
}

/**
 * The portal's HTTP client reads only a route's method and path (apps/web/src/lib/http.ts); its
 * types come from the schemas, at compile time. At run time the route table's schemas would put
 * zod and every schema of the API in the first download and build them all on start-up (issue 13,
 * goals 7 and 8). This drops `params`, `query`, `body`, `response` (and the OpenAPI `summary`) from
 * each `route({…})` of the table in the portal's build; the forms that validate import their
 * schemas themselves, in their own chunks. The dropped text becomes blanks of the same length, so positions (and source
 * maps) stay as they were.
 */
export function routeTableWithoutSchemas(): Plugin {
  return {
    name: 'portal:route-table-without-schemas',
    transform(code, id) {
      if (!ROUTE_TABLE.test(id)) return null;
      const blanks: [number, number][] = [];
      for (const node of walk(this.parse(code) as unknown as Node)) {
        const callee = node.callee as Node | undefined;
        const [arg] = (node.arguments as Node[] | undefined) ?? [];
        if (node.type !== 'CallExpression' || callee?.name !== 'route' || arg?.type !== 'ObjectExpression')
          continue;
        for (const prop of arg.properties as Node[]) {
          const key = prop.key as Node | undefined;
          if (prop.type !== 'Property' || !DROPPED_KEYS.has(String(key?.name))) continue;
          // The property and the comma after it.
          const comma = /^\s*,/.exec(code.slice(prop.end));
          blanks.push([prop.start, prop.end + (comma ? comma[0].length : 0)]);
        }
      }
      if (!blanks.length) this.error('no route schemas found: has the shape of routes.ts changed?');
      let out = code;
      for (const [start, end] of blanks) {
        out = out.slice(0, start) + code.slice(start, end).replace(/[^\n]/g, ' ') + out.slice(end);
      }
      return { code: out, map: null };
    },
  };
}
