import { CSV_MAX_BYTES, csvTooLarge, messages, parseReservationCsv } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../http/errors';

const TRUE_VALUES = new Set(['true', '1', 'on', 'yes']);

const tooLarge = () => new HttpError(413, csvTooLarge(CSV_MAX_BYTES));

/**
 * Reads the multipart form of `invite_patients`: the CSV in field `file` (one file, at most
 * CSV_MAX_BYTES) and optionally `import_valid_only`. The file must be named .csv and be UTF-8
 * text; its rows are read with the portal preview's own parser.
 */
export async function readCsvUpload(request: FastifyRequest) {
  if (!request.isMultipart())
    throw badRequest(messages.csvRequired, [{ field: 'file', message: messages.csvRequired }]);
  let file: { name: string; data: Buffer } | null = null;
  let importValidOnly = false;
  try {
    for await (const part of request.parts({
      limits: { fileSize: CSV_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'file') file = { name: part.filename, data };
      } else if (part.fieldname === 'import_valid_only') {
        importValidOnly = TRUE_VALUES.has(String(part.value).trim().toLowerCase());
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') throw fileError(messages.uploadOneFile);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw fileError(messages.csvRequired);
    // Nothing but the client's bytes is read in this loop, so any other failure is a body that is
    // not a well-formed form (bad or missing boundary, cut off, broken part headers): busboy's own
    // errors carry no code and used to reach the client as a 500.
    if (err instanceof HttpError) throw err;
    throw fileError(messages.uploadUnreadable);
  }
  if (!file || file.data.length === 0) {
    throw badRequest(messages.csvRequired, [{ field: 'file', message: messages.csvRequired }]);
  }
  if (!/\.csv$/i.test(file.name)) throw notCsv();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file.data);
  } catch {
    throw notCsv();
  }
  const parsed = parseReservationCsv(text);
  if (parsed.fileError) throw badRequest(parsed.fileError, [{ field: 'file', message: parsed.fileError }]);
  return { rows: parsed.rows, lineErrors: parsed.lineErrors, importValidOnly };
}

const fileError = (message: string) => badRequest(message, [{ field: 'file', message }]);
const notCsv = () => fileError(messages.csvNotCsv);
