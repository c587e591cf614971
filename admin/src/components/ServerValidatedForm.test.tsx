import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Edit, TextInput, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clickSave, expectErrorUnder, refusal, renderPage } from '../test/forms';
import { ServerValidatedForm } from './ServerValidatedForm';

function ThingEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <ServerValidatedForm>
        <TextInput source="title" />
        <TextInput source="note" />
      </ServerValidatedForm>
    </Edit>
  );
}

function renderEdit(update: ReturnType<typeof vi.fn>) {
  const dataProvider = testDataProvider({
    getOne: async () => ({ data: { id: 't1', title: 'First', note: '' } }) as never,
    update: update as never,
  });
  return renderPage({ resource: 'things', url: '/things/t1', path: '/things/:id', page: <ThingEdit />, dataProvider });
}

// The first render loads MUI and react-admin: slow on a busy machine.
describe('a console form refused by the server', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('shows field errors under their inputs, the others as the notification, and can be sent again', async () => {
    const update = vi
      .fn()
      .mockRejectedValueOnce(
        refusal([
          { param: 'general', msg: 'Nothing to change.' },
          { param: 'title', msg: 'Enter a title (server).' },
          { param: 'colour', msg: 'Unknown field: colour.' },
        ]),
      )
      .mockImplementation(async (_resource: string, { data }) => ({ data: { ...data, id: 't1' } }));
    renderEdit(update);
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Second' } });
    await clickSave();

    await expectErrorUnder('Title', 'Enter a title (server).');
    await screen.findByText('Nothing to change. Unknown field: colour.');
    expect(screen.getByLabelText('Note').closest('.MuiFormControl-root')?.textContent).not.toContain('Unknown');

    // The error without an input does not hold the form: the corrected form is sent.
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Third' } });
    await clickSave();
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    expect(update.mock.calls[1][1].data.title).toBe('Third');
  });
});
