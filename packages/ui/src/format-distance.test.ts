import { de, en } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import {
  type DistanceWords,
  distanceColor,
  formatDistance,
  formatDuration,
  formatKm,
} from './format-distance';

const english: DistanceWords = { locale: 'en-US', places: en.places };

describe('formatKm', () => {
  it('says Very close under 0.1 km', () => {
    expect(formatKm(0, english)).toBe('Very close');
    expect(formatKm(0.099, english)).toBe('Very close');
  });

  it('uses metres under 1 km', () => {
    expect(formatKm(0.1, english)).toBe('100 m');
    expect(formatKm(0.45, english)).toBe('450 m');
    expect(formatKm(0.999, english)).toBe('999 m');
  });

  it('uses one decimal under 10 km', () => {
    expect(formatKm(1, english)).toBe('1.0 km');
    expect(formatKm(2.34, english)).toBe('2.3 km');
    expect(formatKm(9.94, english)).toBe('9.9 km');
    expect(formatKm(9.96, english)).toBe('10 km');
  });

  it('uses whole km from 10 km', () => {
    expect(formatKm(10, english)).toBe('10 km');
    expect(formatKm(504.4, english)).toBe('504 km');
    expect(formatKm(999.4, english)).toBe('999 km');
  });

  it('uses thousands from 1000 km', () => {
    expect(formatKm(999.6, english)).toBe('1.0k km');
    expect(formatKm(1000, english)).toBe('1.0k km');
    expect(formatKm(1234, english)).toBe('1.2k km');
    expect(formatKm(12_500, english)).toBe('12.5k km');
  });
});

describe('formatDuration', () => {
  it('gives hours and minutes', () => {
    expect(formatDuration(0, english)).toBe('0 min');
    expect(formatDuration(45, english)).toBe('45 min');
    expect(formatDuration(60, english)).toBe('1 h');
    expect(formatDuration(312, english)).toBe('5 h 12 min');
    expect(formatDuration(59.6, english)).toBe('1 h');
  });
});

describe('formatDistance', () => {
  it('marks straight-line figures as approximate', () => {
    expect(formatDistance({ distance: 504, distanceMode: 'straight_line' }, english)).toBe('~504 km');
    expect(formatDistance({ distance: 0.3, duration: null, distanceMode: 'straight_line' }, english)).toBe(
      '~300 m',
    );
  });

  it('adds the driving time in driving mode', () => {
    expect(formatDistance({ distance: 585, duration: 341, distanceMode: 'driving' }, english)).toBe(
      '585 km · 5 h 41 min',
    );
    expect(formatDistance({ distance: 3.2, duration: 9, distanceMode: 'driving' }, english)).toBe(
      '3.2 km · 9 min',
    );
    expect(formatDistance({ distance: 3.2, duration: null, distanceMode: 'driving' }, english)).toBe(
      '3.2 km',
    );
  });

  it('needs no mark or time for Very close', () => {
    expect(formatDistance({ distance: 0, distanceMode: 'straight_line' }, english)).toBe('Very close');
    expect(formatDistance({ distance: 0.05, duration: 1, distanceMode: 'driving' }, english)).toBe(
      'Very close',
    );
  });

  it('shows nothing without a distance', () => {
    expect(formatDistance({ distance: null, duration: null, distanceMode: null }, english)).toBeNull();
  });
});

describe('distanceColor', () => {
  it('is green under 10, blue under 100, orange under 1000 km', () => {
    expect(distanceColor(0)).toBe('green');
    expect(distanceColor(9.9)).toBe('green');
    expect(distanceColor(10)).toBe('blue');
    expect(distanceColor(99)).toBe('blue');
    expect(distanceColor(100)).toBe('orange');
    expect(distanceColor(999)).toBe('orange');
    expect(distanceColor(1000)).toBe('red');
  });
});

describe('German figures', () => {
  const german = { locale: 'de-DE', places: de.places };

  it('uses the decimal comma and German words', () => {
    expect(formatKm(0.05, german)).toBe('Ganz in der Nähe');
    expect(formatKm(0.45, german)).toBe('450 m');
    expect(formatKm(1.5, german)).toBe('1,5 km');
    expect(formatKm(504.4, german)).toBe('504 km');
    expect(formatKm(1234, german)).toBe('1,2 Tsd. km');
    expect(formatDuration(312, german)).toBe('5 Std. 12 Min.');
    expect(formatDistance({ distance: 2.34, distanceMode: 'straight_line' }, german)).toBe('~2,3 km');
    expect(formatDistance({ distance: 3.2, duration: 9, distanceMode: 'driving' }, german)).toBe(
      '3,2 km · 9 Min.',
    );
  });

  it('groups thousands of metres the Swiss way in de-CH', () => {
    expect(formatKm(2.5, { locale: 'de-CH', places: de.places })).toBe('2.5 km');
  });
});
