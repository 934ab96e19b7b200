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
  csvTooManyRows,
  duplicateOfLine,
  type ImportRowError,
  parseReservationCsv,
  refusedMessage,
  rejectedLineCount,
} from '@portal/contracts';
import type { PortalTextKey } from '@portal/i18n/texts/portal';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { inScreenLanguage } from '../../../lib/form-errors';
import { errorMessage } from '../../../lib/http';
import { texts } from '../../../lib/i18n';
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

/** The screen's language and sentence function (`texts.useTexts()`). */
type Screen = ReturnType<typeof texts.current>;
type Say = Screen['t'];

const SEPARATOR_NOTES = {
  comma: 'invitations.separator.comma',
  semicolon: 'invitations.separator.semicolon',
  tab: 'invitations.separator.tab',
} as const satisfies Record<CsvSeparator, PortalTextKey>;

/** Says which separator the file was read with, so a wrong split is visible before importing. */
export const separatorNote = (separator: CsvSeparator, t: Say) => t(SEPARATOR_NOTES[separator]);

/**
 * One of the contracts' CSV sentences in the screen's language: the preview's own checks give them
 * in English, and so does the server for a file's rows and a refused import (sentences built from
 * values it does not translate); any other contracts sentence through `inScreenLanguage`. Any other
 * text, the server's translated ones included, stays as it is.
 */
export function csvSentence(sentence: string, screen: Screen): string {
  const { t } = screen;
  if (sentence === csvTooLarge(CSV_MAX_BYTES))
    return t('invitations.csvTooLarge', { kb: Math.round(CSV_MAX_BYTES / 1024) });
  if (sentence === csvTooManyRows()) return t('invitations.csvTooManyRows', { max: CSV_MAX_ROWS });
  const count = Number(/\d+/.exec(sentence)?.[0]);
  if (count && sentence === duplicateOfLine(count)) return t('invitations.duplicateOfLine', { line: count });
  if (count && sentence === refusedMessage(count)) return t('invitations.refused', { count });
  return inScreenLanguage(sentence, screen);
}

/**
 * Reads and checks a chosen file with the server's own rules (contracts `parseReservationCsv`). The
 * file's error is in the screen's language; the rows' errors are the contracts' English sentences,
 * shown through `csvSentence` (as the server's rows are).
 */
export async function previewCsv(
  file: File,
  screen: Screen,
): Promise<{ preview: Preview | null; error: string | null }> {
  const { t } = screen;
  if (!/\.csv$/i.test(file.name)) return { preview: null, error: t('csvNotCsv') };
  if (file.size > CSV_MAX_BYTES)
    return { preview: null, error: csvSentence(csvTooLarge(CSV_MAX_BYTES), screen) };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    return { preview: null, error: t('csvNotCsv') };
  }
  const parsed = parseReservationCsv(text);
  if (parsed.fileError) return { preview: null, error: csvSentence(parsed.fileError, screen) };
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
  const screen = texts.useTexts();
  const { t } = screen;

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    setFileError(null);
    importer.reset();
    if (!chosen) return;
    const { preview: next, error } = await previewCsv(chosen, screen);
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
          // The server's words are English (a success body is not translated): the same sentence from its counts.
          showSuccess(
            t('invitations.imported', {
              imported: result.imported,
              skipped: rejectedLineCount(result.rejected),
            }),
          );
          onDone();
        },
        onError: (err) => {
          const rows = refusedRows(err);
          // The server knows what the preview cannot (phones already reserved): show its rows.
          if (rows) setPreview({ ...preview, rejected: rows });
          showError(csvSentence(errorMessage(err), screen));
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      <FileInput
        label={t('invitations.csvFile')}
        description={t('invitations.csvHint', { max: CSV_MAX_ROWS })}
        placeholder={t('invitations.csvChoose')}
        accept=".csv,text/csv"
        clearable
        clearButtonProps={{ 'aria-label': t('invitations.csvRemove') }}
        withAsterisk
        leftSection={<IconFileTypeCsv size={18} aria-hidden />}
        value={file}
        onChange={(f) => void choose(f)}
        error={fileError}
      />
      {preview && (
        <>
          <Text size="sm" aria-live="polite">
            {t('invitations.summary', { rows: preview.rows.length, valid: validCount, bad: badLines })}{' '}
            {separatorNote(preview.separator, t)}
          </Text>
          <PreviewTable preview={preview} />
          <Radio.Group
            label={t('invitations.howToImport')}
            value={mode}
            onChange={(v) => setMode(v === 'valid' ? 'valid' : 'all')}
          >
            <Stack gap={6} mt={6}>
              <Radio value="all" label={t('invitations.importAll')} />
              <Radio value="valid" label={t('invitations.importValid')} />
            </Stack>
          </Radio.Group>
          {mode === 'all' && badLines > 0 && (
            <Alert
              color="orange"
              variant="light"
              title={t('invitations.blockedTitle')}
              styles={{ title: { color: 'var(--mantine-color-text)' } }}
            >
              {t('invitations.blockedBody')}
            </Alert>
          )}
        </>
      )}
      {importer.isPending && (
        <Stack gap={4}>
          <Text size="sm" id="import-progress-label">
            {t('invitations.importing', {
              count: mode === 'valid' ? validCount : (preview?.rows.length ?? 0),
            })}
          </Text>
          <Progress value={100} animated striped aria-labelledby="import-progress-label" />
        </Stack>
      )}
      <Group justify="flex-end" mt="xs">
        <Button onClick={submit} disabled={blocked} loading={importer.isPending}>
          {t('invitations.import')}
        </Button>
      </Group>
    </Stack>
  );
}

function PreviewTable({ preview }: { preview: Preview }) {
  const screen = texts.useTexts();
  const { t } = screen;
  const errorsByLine = new Map<number, ImportRowError[]>();
  for (const e of preview.rejected) errorsByLine.set(e.line, [...(errorsByLine.get(e.line) ?? []), e]);
  const shown = preview.rows.filter((r, i) => i < PREVIEW_ROWS || errorsByLine.has(r.line));
  const unreadable = preview.rejected.filter((e) => e.field === 'line');
  const hidden = preview.rows.length - shown.length;
  return (
    <>
      <ScrollArea.Autosize mah={280} type="auto">
        <Table striped withTableBorder stickyHeader fz="sm" aria-label={t('invitations.rows')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('invitations.line')}</Table.Th>
              <Table.Th scope="col">{t('invitations.values')}</Table.Th>
              <Table.Th scope="col">{t('invitations.check')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {unreadable.map((e) => (
              <Table.Tr key={`u${e.line}`}>
                <Table.Td>{e.line}</Table.Td>
                <Table.Td>—</Table.Td>
                <Table.Td c="red.9">{csvSentence(e.message, screen)}</Table.Td>
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
                      {row.fb_email || t('invitations.noFbEmail')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {errors ? (
                      <Text size="sm" c="red.9" miw={140}>
                        {t('invitations.lineErrors', {
                          line: row.line,
                          errors: errors.map((e) => csvSentence(e.message, screen)).join(' '),
                        })}
                      </Text>
                    ) : (
                      <Text size="sm" fw={600} c="teal.9">
                        {t('invitations.rowOk')}
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
          {t('invitations.hidden', { count: hidden })}
        </Text>
      )}
    </>
  );
}
