import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { ReactElement } from 'react';
import {
  AdminContext,
  HttpError,
  Notification,
  ResourceContextProvider,
  TestMemoryRouter,
  type DataProvider,
} from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import type { FieldError } from '@earnwave/contracts';
import { i18nProvider } from '../i18nProvider';

/**
 * A console page of `resource` at `url` (its route `path`), with the notifications shown, over a
 * data provider of the test (react-admin's testDataProvider with the calls the page makes).
 */
export function renderPage({
  resource,
  url,
  path,
  page,
  dataProvider,
}: {
  resource: string;
  url: string;
  path: string;
  page: ReactElement;
  dataProvider: DataProvider;
}) {
  return render(
    <TestMemoryRouter initialEntries={[url]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value={resource}>
          <Routes>
            <Route path={path} element={page} />
          </Routes>
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

/** What the data provider throws when the API refuses a form: `{ success: false, message, errors }`. */
export function refusal(errors: FieldError[], status = 400) {
  return new HttpError(errors[0].msg, status, { success: false, message: errors[0].msg, errors });
}

/** The message shows under the input labelled `label` (or under that input itself), in its helper text. */
export async function expectErrorUnder(input: string | RegExp | HTMLElement, message: string) {
  const field = input instanceof HTMLElement ? input : await screen.findByLabelText(input);
  await waitFor(() => expect(field.closest('.MuiFormControl-root')?.textContent).toContain(message));
}

/** Save, once the button is enabled (it waits while a change is validated). */
export async function clickSave() {
  const save = screen.getByRole('button', { name: 'Save' });
  await waitFor(() => expect(save).toHaveProperty('disabled', false));
  fireEvent.click(save);
}
