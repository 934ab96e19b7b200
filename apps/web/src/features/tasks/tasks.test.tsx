import { messages } from '@portal/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { texts } from '../../lib/i18n';
import { describeDays, weekDays } from './components/days';
import { TaskFormModal } from './components/task-form-modal';
import { moveItem } from './components/tasks-page';

describe('task helpers', () => {
  it('describes the days a task applies to', () => {
    const { t } = texts.current();
    expect(describeDays([], t, 'en-US')).toBe('Every day');
    expect(describeDays([0, 1, 2, 3, 4, 5, 6], t, 'en-US')).toBe('Every day');
    expect(describeDays([5, 1, 2, 3, 4], t, 'en-US')).toBe('Weekdays');
    expect(describeDays([6, 0], t, 'en-US')).toBe('Weekends');
    expect(describeDays([1, 3, 5], t, 'en-US')).toBe('Mon, Wed, Fri');
    expect(describeDays([1, 3, 5], t, 'es-US')).toBe('Lun, Mié, Vie');
  });

  it('names the days in the language, Sunday first as the API counts them', () => {
    expect(weekDays('en-US').map((d) => d.short)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(weekDays('en-US')[1]?.long).toBe('Monday');
    expect(weekDays('es-US').map((d) => d.long)).toEqual([
      'Domingo',
      'Lunes',
      'Martes',
      'Miércoles',
      'Jueves',
      'Viernes',
      'Sábado',
    ]);
  });

  it('moves an item and shifts the others', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});

describe('task form', () => {
  // Mantine's autosize Textarea listens to font loading, which jsdom does not implement.
  beforeAll(() => {
    if (!('fonts' in document)) {
      Object.defineProperty(document, 'fonts', {
        configurable: true,
        value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
      });
    }
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the API’s own message for a missing title and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    render(
      <Providers>
        <TaskFormModal opened onClose={() => {}} />
      </Providers>,
    );
    await user.click(await screen.findByRole('button', { name: 'Create task' }));
    expect(await screen.findByText(messages.titleRequired)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('picks days with the keyboard and says when none means every day', async () => {
    const user = userEvent.setup();
    render(
      <Providers>
        <TaskFormModal opened onClose={() => {}} />
      </Providers>,
    );
    expect(await screen.findByText(/Every day/)).toBeInTheDocument();
    const monday = screen.getByRole('checkbox', { name: 'Monday' });
    monday.focus();
    await user.keyboard(' ');
    expect(monday).toBeChecked();
    expect(screen.getByText('Only on the chosen days.')).toBeInTheDocument();
  });
});
