import {
  Alert,
  Button,
  FileInput,
  Group,
  Progress,
  Radio,
  ScrollArea,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import {
  CSV_MAX_BYTES,
  CSV_MAX_ROWS,
  type CsvRow,
  type CsvSeparator,
  checkReservationRows,
  csvTooLarge,
  type ImportRowError,
  messages,
  parseReservationCsv,
  rejectedLineCount,
} from '@portal/contracts';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/http';
import { showError, showSuccess } from '../../../lib/toasts';
import { refusedRows, useImportReservations } from '../api/import-reservations';

/** Rows shown in the preview besides every row with an error (a large file stays responsive). */
const PREVIEW_ROWS = 200;

interface Preview {
  file: File;
  rows: CsvRow[];
  separator: CsvSeparator;
  rejected: ImportRowError[];
}

/** Says which separator the file was read with, so a wrong split is visible before importing. */
export const separatorNote = (separator: CsvSeparator) =>
  `Columns separated by ${{ comma: 'commas', semicolon: 'semicolons', tab: 'tabs' }[separator]}.`;

/** Reads and checks a chosen file with the server's own rules (contracts `parseReservationCsv`). */
export async function previewCsv(file: File): Promise<{ preview: Preview | null; error: string | null }> {
  if (!/\.csv$/i.test(file.name)) return { preview: null, error: messages.csvNotCsv };
  if (file.size > CSV_MAX_BYTES) return { preview: null, error: csvTooLarge(CSV_MAX_BYTES) };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    return { preview: null, error: messages.csvNotCsv };
  }
  const parsed = parseReservationCsv(text);
  if (parsed.fileError) return { preview: null, error: parsed.fileError };
  const checked = checkReservationRows(parsed.rows);
  const rejected = [...parsed.lineErrors, ...checked.rejected].sort((a, b) => a.line - b.line);
  return { preview: { file, rows: parsed.rows, separator: parsed.separator, rejected }, error: null };
}

/** Multiple mode, reservation type multiple: preview a CSV, choose how to import, import it. */
export function CsvImport({ onDone }: { onDone: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [mode, setMode] = useState<'all' | 'valid'>('all');
  const importer = useImportReservations();

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    setFileError(null);
    importer.reset();
    if (!chosen) return;
    const { preview: next, error } = await previewCsv(chosen);
    setPreview(next);
    setFileError(error);
  };

  const badLines = preview ? rejectedLineCount(preview.rejected) : 0;
  const badSet = new Set(preview?.rejected.map((r) => r.line));
  const validCount = preview ? preview.rows.filter((r) => !badSet.has(r.line)).length : 0;
  const blocked = !preview || validCount <= 0 || (mode === 'all' && badLines > 0);

  const submit = () => {
    if (!preview) return;
    importer.mutate(
      { file: preview.file, importValidOnly: mode === 'valid' },
      {
        onSuccess: (result) => {
          showSuccess(result.message);
          onDone();
        },
        onError: (err) => {
          const rows = refusedRows(err);
          // The server knows what the preview cannot (phones already reserved): show its rows.
          if (rows) setPreview({ ...preview, rejected: rows });
          showError(errorMessage(err));
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      <FileInput
        label="CSV file"
        description={`Two columns with a header line: phone_number and fb_email (may be empty). At most ${CSV_MAX_ROWS} rows.`}
        placeholder="Choose a .csv file"
        accept=".csv,text/csv"
        clearable
        clearButtonProps={{ 'aria-label': 'Remove the file' }}
        withAsterisk
        leftSection={<IconFileTypeCsv size={18} aria-hidden />}
        value={file}
        onChange={(f) => void choose(f)}
        error={fileError}
      />
      {preview && (
        <>
          <Text size="sm" aria-live="polite">
            {preview.rows.length} row{preview.rows.length === 1 ? '' : 's'}: {validCount} valid
            {badLines > 0 ? `, ${badLines} with errors` : ''}. {separatorNote(preview.separator)}
          </Text>
          <PreviewTable preview={preview} />
          <Radio.Group
            label="How to import"
            value={mode}
            onChange={(v) => setMode(v === 'valid' ? 'valid' : 'all')}
          >
            <Stack gap={6} mt={6}>
              <Radio value="all" label="All or nothing: import only if every row is valid" />
              <Radio value="valid" label="Import the valid rows only and skip the rows with errors" />
            </Stack>
          </Radio.Group>
          {mode === 'all' && badLines > 0 && (
            <Alert
              color="orange"
              variant="light"
              title="Nothing can be imported yet"
              styles={{ title: { color: 'var(--mantine-color-text)' } }}
            >
              Fix the rows with errors in the file and choose it again, or import the valid rows only.
            </Alert>
          )}
        </>
      )}
      {importer.isPending && (
        <Stack gap={4}>
          <Text size="sm" id="import-progress-label">
            Importing {mode === 'valid' ? validCount : (preview?.rows.length ?? 0)} rows…
          </Text>
          <Progress value={100} animated striped aria-labelledby="import-progress-label" />
        </Stack>
      )}
      <Group justify="flex-end" mt="xs">
        <Button onClick={submit} disabled={blocked} loading={importer.isPending}>
          Import reservations
        </Button>
      </Group>
    </Stack>
  );
}

function PreviewTable({ preview }: { preview: Preview }) {
  const errorsByLine = new Map<number, ImportRowError[]>();
  for (const e of preview.rejected) errorsByLine.set(e.line, [...(errorsByLine.get(e.line) ?? []), e]);
  const shown = preview.rows.filter((r, i) => i < PREVIEW_ROWS || errorsByLine.has(r.line));
  const unreadable = preview.rejected.filter((e) => e.field === 'line');
  const hidden = preview.rows.length - shown.length;
  return (
    <>
      <ScrollArea.Autosize mah={280} type="auto">
        <Table striped withTableBorder stickyHeader fz="sm" aria-label="Rows of the file">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Line</Table.Th>
              <Table.Th scope="col">Values</Table.Th>
              <Table.Th scope="col">Check</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {unreadable.map((e) => (
              <Table.Tr key={`u${e.line}`}>
                <Table.Td>{e.line}</Table.Td>
                <Table.Td>—</Table.Td>
                <Table.Td c="red.9">{e.message}</Table.Td>
              </Table.Tr>
            ))}
            {shown.map((row) => {
              const errors = errorsByLine.get(row.line);
              return (
                <Table.Tr key={row.line}>
                  <Table.Td>{row.line}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-all' }}>
                    <Text size="sm">{row.phone_number || '—'}</Text>
                    <Text size="xs" c="dimmed">
                      {row.fb_email || 'no Facebook email'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {errors ? (
                      <Text size="sm" c="red.9" miw={140}>
                        Line {row.line}: {errors.map((e) => e.message).join(' ')}
                      </Text>
                    ) : (
                      <Text size="sm" fw={600} c="teal.9">
                        OK
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      {hidden > 0 && (
        <Text size="xs" c="dimmed">
          {hidden} more valid rows are not shown.
        </Text>
      )}
    </>
  );
}
