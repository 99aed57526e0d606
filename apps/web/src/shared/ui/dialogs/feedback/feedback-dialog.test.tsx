import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { renderWithProviders, setTestLanguage } from '../../../../test/render';
import { ApiError } from '../../../api';
import { FeedbackDialog } from './feedback-dialog';
import type { SubmitFeedback } from './feedback-submission';

beforeAll(() => setTestLanguage('en'));
beforeEach(() => notifications.clean());

function Harness({
  submit,
  onOpenedChange = vi.fn(),
}: {
  submit: SubmitFeedback;
  onOpenedChange?: (o: boolean) => void;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button onClick={() => setOpened(true)}>open feedback</button>
      <FeedbackDialog
        opened={opened}
        submit={submit}
        userID="chan"
        onOpenedChange={(next) => {
          setOpened(next);
          onOpenedChange(next);
        }}
      />
    </>
  );
}

const ok = { code: 'OK', message: '', apiCode: 'a1' };

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'open feedback' }));
  return screen.getByRole('dialog', { name: 'Feedback' });
}

const image = (name: string, size = 1_000, type = 'image/png') => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('feedback dialog', () => {
  it('opens from the flag with defaults, and Cancel reports false', async () => {
    const user = userEvent.setup();
    const onOpenedChange = vi.fn();
    renderWithProviders(<Harness submit={vi.fn()} onOpenedChange={onOpenedChange} />);
    await open(user);
    expect((screen.getByRole('radio', { name: 'Customer service' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'No reply needed' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenedChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('starts from a blank form each time it opens', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness submit={vi.fn()} />);
    await open(user);
    await user.type(screen.getByRole('textbox', { name: 'Your feedback' }), 'Hello');
    await user.click(screen.getByRole('radio', { name: 'Technical support' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await open(user);
    expect((screen.getByRole('textbox', { name: 'Your feedback' }) as HTMLTextAreaElement).value).toBe('');
    expect((screen.getByRole('radio', { name: 'Customer service' }) as HTMLInputElement).checked).toBe(true);
  });

  it('submits nothing until the active fields are valid', async () => {
    const user = userEvent.setup();
    const submit = vi.fn<SubmitFeedback>().mockResolvedValue(ok);
    renderWithProviders(<Harness submit={submit} />);
    await open(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter your feedback.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Your feedback' }), 'Slow charts');
    await user.click(screen.getByRole('radio', { name: 'Mobile' }));
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '9123');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Enter a mobile number of 8 digits.')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Area code' }), '+86');
    expect(screen.getByText('Enter a mobile number of 11 digits.')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'chan.example.hk');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the formatted contact, closes, resets and says so on success', async () => {
    const user = userEvent.setup();
    const onOpenedChange = vi.fn();
    const submit = vi.fn<SubmitFeedback>().mockResolvedValue(ok);
    renderWithProviders(<Harness submit={submit} onOpenedChange={onOpenedChange} />);
    await open(user);
    await user.type(screen.getByRole('textbox', { name: 'Your feedback' }), 'Slow charts');
    await user.click(screen.getByRole('radio', { name: 'Technical support' }));
    await user.click(screen.getByRole('radio', { name: 'Mobile' }));
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '9123abc4567');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onOpenedChange).toHaveBeenCalledWith(false));
    expect(submit).toHaveBeenCalledWith({
      userID: 'chan',
      content: 'Slow charts',
      type: 'Tech',
      contact: '852-91234567',
      images: [],
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Submitted successfully')).toBeTruthy();
  });

  it("shows '{api code} - {message}' and stays open when the server refuses", async () => {
    const user = userEvent.setup();
    const submit = vi
      .fn<SubmitFeedback>()
      .mockResolvedValue({ code: 'E1000', message: 'Too long', apiCode: 'x-9' });
    renderWithProviders(<Harness submit={submit} />);
    await open(user);
    await user.type(screen.getByRole('textbox', { name: 'Your feedback' }), 'Slow charts');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('x-9 - Too long')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Feedback' })).toBeTruthy();
  });

  it('says the same for a rejected ApiError from the server, and blames the network otherwise', async () => {
    const user = userEvent.setup();
    const submit = vi
      .fn<SubmitFeedback>()
      .mockRejectedValueOnce(new ApiError('E5000', 'Server error.', 'x-10'))
      .mockRejectedValueOnce(new ApiError('NETWORK', 'Network error', 'x-11'));
    renderWithProviders(<Harness submit={submit} />);
    await open(user);
    await user.type(screen.getByRole('textbox', { name: 'Your feedback' }), 'Slow charts');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('x-10 - Server error.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Network unstable or server busy')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Feedback' })).toBeTruthy();
  });

  it('takes images only, at most five of 3 MB, and drops the rest with a notice', async () => {
    const user = userEvent.setup();
    const submit = vi.fn<SubmitFeedback>().mockResolvedValue(ok);
    const { container } = renderWithProviders(<Harness submit={submit} />);
    await open(user);
    const input = () => container.ownerDocument.querySelector('input[type=file]') as HTMLInputElement;
    expect(input().accept).toBe('image/*');
    fireEvent.change(input(), {
      target: {
        files: [image('a.png'), image('doc.pdf', 10, 'application/pdf'), image('big.png', 3_145_729)],
      },
    });
    expect(await screen.findByText('No more than 5 images/ 3M per image')).toBeTruthy();
    expect(screen.getByText('a.png')).toBeTruthy();
    expect(screen.queryByText('doc.pdf')).toBeNull();
    fireEvent.change(input(), {
      target: {
        files: ['b', 'c', 'd', 'e', 'f'].map((name) => image(`${name}.jpg`, 3_145_728, 'image/jpeg')),
      },
    });
    expect(screen.getByText('e.jpg')).toBeTruthy();
    expect(screen.queryByText('f.jpg')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove a.png' }));
    expect(screen.queryByText('a.png')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Your feedback' }), 'See screenshots');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submit).toHaveBeenCalled());
    expect(submit.mock.calls[0]![0].images.map((file) => file.name)).toEqual([
      'b.jpg',
      'c.jpg',
      'd.jpg',
      'e.jpg',
    ]);
  });
});
