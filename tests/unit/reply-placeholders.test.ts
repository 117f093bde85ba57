// The reply composer's placeholders: a Vietnamese name's given name, unknown ones kept.
import { describe, expect, it } from 'vitest';
import { fillPlaceholders, firstNameOf } from '../../src/resources/contacts/replyPlaceholders';

describe('firstNameOf', () => {
  it.each([
    ['Nguyễn Văn An', 'An'],
    ['Trần Thị Bình', 'Bình'],
    ['lê minh', 'minh'],
    ['Đặng   Thu  Hà ', 'Hà'],
    ['John Smith', 'John'],
    ['An', 'An'],
    ['', ''],
  ])('%j → %j', (name, first) => expect(firstNameOf(name)).toBe(first));

  it('reads a name written with combining marks (NFD) as the same family name', () => {
    expect(firstNameOf('Nguyễn Văn An'.normalize('NFD'))).toBe('An');
  });
});

describe('fillPlaceholders', () => {
  const contact = { name: 'Phạm Quốc Bảo', email: 'bao@example.com', subject: 'Invoice' };
  it('fills the known placeholders and leaves the others visible', () => {
    expect(fillPlaceholders('Hi {{firstName}} ({{ name }}, {{email}}): {{subject}} {{orderCode}} {{firstname}}', contact)).toBe(
      'Hi Bảo (Phạm Quốc Bảo, bao@example.com): Invoice {{orderCode}} {{firstname}}',
    );
  });
  it('does not read inherited keys as placeholders', () => {
    expect(fillPlaceholders('{{constructor}} {{toString}}', contact)).toBe('{{constructor}} {{toString}}');
  });
});
