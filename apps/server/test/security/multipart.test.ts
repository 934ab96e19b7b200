import { messages, type RouteDef, routes } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../helpers/server';
import { type CenterWorld, expectErrorShape, fingerprint, seedCenter } from './world';

/**
 * Malformed multipart bodies on every multipart route (issue 19 item 6): each answers 400 with a
 * sentence of the catalogue and changes nothing, never a 500.
 */
const multipartRoutes = Object.entries(routes).filter(([, def]) => (def as RouteDef).multipart) as [
  string,
  RouteDef,
][];

const CSV = 'phone_number,fb_email\n15550301234,a@example.test\n';

interface Part {
  name: string;
  value: string;
  filename?: string;
}

function form(parts: Part[], boundary = 'portalboundary') {
  const body = parts
    .map((p) => {
      const disposition = p.filename
        ? `form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: text/csv`
        : `form-data; name="${p.name}"`;
      return `--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n${p.value}\r\n`;
    })
    .join('');
  return { body: `${body}--${boundary}--\r\n`, type: `multipart/form-data; boundary=${boundary}` };
}

const file = (name = 'file', filename = 'patients.csv'): Part => ({ name, value: CSV, filename });

/** Each malformed body with the message it must be answered with. */
const cases: [string, { body: string | Buffer; type: string }, string][] = [
  [
    'a body that is not multipart (boundary=x)',
    { body: 'phone_number,fb_email\n15550301234,a@example.test', type: 'multipart/form-data; boundary=x' },
    messages.uploadUnreadable,
  ],
  [
    'no boundary at all',
    { body: form([file()]).body, type: 'multipart/form-data' },
    messages.uploadUnreadable,
  ],
  [
    'a boundary other than the one used',
    { body: form([file()], 'one').body, type: 'multipart/form-data; boundary=two' },
    messages.uploadUnreadable,
  ],
  ['an empty body', { body: '', type: 'multipart/form-data; boundary=x' }, messages.csvRequired],
  [
    'a body cut off inside the file',
    (() => {
      const f = form([file()]);
      return { body: f.body.slice(0, f.body.indexOf('15550301234') + 4), type: f.type };
    })(),
    messages.uploadUnreadable,
  ],
  [
    'a body cut off inside the part headers',
    (() => {
      const f = form([file()]);
      return { body: f.body.slice(0, 40), type: f.type };
    })(),
    messages.uploadUnreadable,
  ],
  [
    'a body without its closing boundary',
    (() => {
      const f = form([file()]);
      return { body: f.body.replace(/--portalboundary--\r\n$/, ''), type: f.type };
    })(),
    messages.uploadUnreadable,
  ],
  [
    'a part without Content-Disposition',
    {
      body: `--b\r\nContent-Type: text/csv\r\n\r\n${CSV}\r\n--b--\r\n`,
      type: 'multipart/form-data; boundary=b',
    },
    messages.csvRequired,
  ],
  ['no file, only a field', form([{ name: 'import_valid_only', value: 'true' }]), messages.csvRequired],
  ['the file under another field name', form([file('csv')]), messages.csvRequired],
  ['two files', form([file(), file('file', 'more.csv')]), messages.uploadOneFile],
  ['two files under different names', form([file(), file('other', 'more.csv')]), messages.uploadOneFile],
  ['a file with no name', form([file('file', '')]), messages.csvRequired],
];

describe('malformed multipart bodies answer 400 with a catalogue message', () => {
  let server: TestServer;
  let a: CenterWorld;
  beforeAll(async () => {
    server = await createTestServer();
    a = await seedCenter(server, 'Multi');
  }, 120_000);
  afterAll(() => server?.close());

  it('there is at least one multipart route', () => {
    expect(multipartRoutes.map(([name]) => name)).toContain('invitePatients');
  });

  for (const [name, def] of multipartRoutes) {
    it.each(cases)(`${name}: %s`, async (_what, payload, message) => {
      const before = await fingerprint(server);
      const res = await server.app.inject({
        method: def.method,
        url: def.path,
        headers: { ...a.staff.auth, 'content-type': payload.type },
        payload: payload.body,
      });
      expect(res.statusCode, res.body).toBe(400);
      expectErrorShape(res.body);
      expect(res.json().message).toBe(message);
      expect(await fingerprint(server)).toEqual(before);
    });
  }
});
