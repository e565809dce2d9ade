import { describe, expect, it } from 'vitest';
import { recipientKey } from './recipients';
import { cpuMs } from '@/tests/support/cpu-time';

describe('recipientKey: one key per mailbox', () => {
  it('counts spellings of one address as one recipient', () => {
    const key = recipientKey('victim@example.org');
    for (const spelling of ['Victim@Example.ORG', '  victim@example.org ', 'victim+news@example.org', 'VICTIM+a+b@example.org.'])
      expect(recipientKey(spelling), spelling).toBe(key);
  });

  it('drops the dots of a Gmail local part and treats googlemail.com as gmail.com', () => {
    expect(recipientKey('Jane.Doe@gmail.com')).toBe('janedoe@gmail.com');
    expect(recipientKey('j.a.n.e.doe+x@googlemail.com')).toBe('janedoe@gmail.com');
  });

  it('keeps other mailboxes apart', () => {
    expect(recipientKey('jane.doe@example.org')).not.toBe(recipientKey('janedoe@example.org'));
    expect(recipientKey('a@example.org')).not.toBe(recipientKey('a@example.net'));
    // A local part that starts with '+' is an address of its own, not a tag.
    expect(recipientKey('+a@example.org')).toBe('+a@example.org');
  });

  it('takes linear time on a long value', () => {
    const ms = cpuMs(() => {
      recipientKey(`${'a.+'.repeat(100_000)}@gmail.com`);
      recipientKey(`a@${'.'.repeat(300_000)}`);
    });
    // Linear work on these 600 kB costs milliseconds; a backtracking pattern would cost minutes.
    expect(ms).toBeLessThan(1000);
  });
});
