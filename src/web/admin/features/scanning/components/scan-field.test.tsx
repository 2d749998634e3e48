import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../../lib/testing/render.tsx';
import { ScanField } from './scan-field.tsx';

// The typed path works wherever the camera does (decision 073): what is no item number goes
// nowhere, and without a camera the field stays with a German hint.

function renderField() {
  const onNumber = vi.fn();
  renderInApp(
    <ScanField label="Artikelnummer zum Öffnen" submitText="Öffnen" onNumber={onNumber} />,
  );
  return onNumber;
}

afterEach(() => vi.unstubAllGlobals());

describe('ScanField', () => {
  it('passes a typed item number on, and says when a text is none', async () => {
    const user = userEvent.setup();
    const onNumber = renderField();
    const field = screen.getByRole('textbox', { name: 'Artikelnummer zum Öffnen' });
    await user.type(field, 'Jacke{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Das ist keine Artikelnummer. Bitte scanne ein Etikett des Shops.',
    );
    expect(onNumber).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, ' 001042 ');
    await user.click(screen.getByRole('button', { name: 'Öffnen' }));
    expect(onNumber).toHaveBeenCalledWith(1042);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the typed field with a hint where there is no camera', async () => {
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined });
    const user = userEvent.setup();
    renderField();
    await user.click(screen.getByRole('button', { name: 'Kamera' }));
    expect(
      await screen.findByText('Hier gibt es keine Kamera. Bitte tippe die Artikelnummer ein.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Kamera' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Artikelnummer zum Öffnen' })).toBeEnabled();
  });

  it('says the camera is not allowed when permission is refused', async () => {
    const getUserMedia = vi.fn(() =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
    );
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
    const user = userEvent.setup();
    renderField();
    await user.click(screen.getByRole('button', { name: 'Kamera' }));
    expect(await screen.findByText(/Die Kamera ist für diese Seite nicht erlaubt/)).toBeVisible();
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: { ideal: 'environment' } },
      audio: false,
    });
  });
});
