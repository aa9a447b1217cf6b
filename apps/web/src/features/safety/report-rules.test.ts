import { en } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import { blockInput, reportInput, reportReasonOptions } from './report-rules';

const form = { reason: 'spam', description: 'Sells things', attachEvidence: false };

describe('report rules', () => {
  it('offers the five reasons of chat spec §5 in order', () => {
    expect(reportReasonOptions(en).map((option) => option.value)).toEqual([
      'harassment',
      'spam',
      'inappropriate_content',
      'fake_profile',
      'other',
    ]);
    expect(reportReasonOptions(en)[3]?.label).toBe('Fake profile');
  });

  it('asks for all required fields when the reason or the description is missing', () => {
    expect(reportInput('u1', { ...form, reason: null })).toEqual({ problem: 'social.reportFieldsRequired' });
    expect(reportInput('u1', { ...form, reason: 'rude' })).toEqual({
      problem: 'social.reportFieldsRequired',
    });
    expect(reportInput('u1', { ...form, description: '  \n ' })).toEqual({
      problem: 'social.reportFieldsRequired',
    });
  });

  it('refuses a description over 500 characters and takes exactly 500', () => {
    expect(reportInput('u1', { ...form, description: 'x'.repeat(501) })).toEqual({
      problem: 'social.reportDescriptionTooLong',
    });
    expect(reportInput('u1', { ...form, description: 'x'.repeat(500) })).toHaveProperty('input');
  });

  it('sends the trimmed description, the consent and the message reported, if any', () => {
    expect(reportInput('u1', { ...form, description: '  Sells things ', attachEvidence: true })).toEqual({
      input: { userId: 'u1', reason: 'spam', description: 'Sells things', attachEvidence: true },
    });
    expect(reportInput('u1', form, 'm9')).toEqual({
      input: {
        userId: 'u1',
        reason: 'spam',
        description: 'Sells things',
        attachEvidence: false,
        messageId: 'm9',
      },
    });
  });

  it('leaves out a blank block reason and keeps at most 200 characters', () => {
    expect(blockInput('u1', '   ')).toEqual({ userId: 'u1' });
    expect(blockInput('u1', ' spam ')).toEqual({ userId: 'u1', reason: 'spam' });
    expect(blockInput('u1', 'y'.repeat(250)).reason).toHaveLength(200);
  });
});
