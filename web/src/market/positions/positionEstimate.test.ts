import { describe, expect, it } from 'vitest';
import { positionEstimate } from './positionEstimate';

describe('positionEstimate', () => {
  it('an up order above its entry would win stake × payout rate, rounded down to the cent', () => {
    expect(positionEstimate('UP', '10.99', '0.85', '64000.00', '64000.01')).toEqual({
      result: 'WIN',
      profit: '9.34',
    });
  });

  it('an up order below its entry would lose the stake; a down order the other way round', () => {
    expect(positionEstimate('UP', '100', '0.80', '64000.00', '63999.99')).toEqual({
      result: 'LOSS',
      profit: '-100.00',
    });
    expect(positionEstimate('DOWN', '100', '0.80', '64000.00', '63999.99')).toEqual({
      result: 'WIN',
      profit: '80.00',
    });
  });

  it('at the entry price it would be refunded: profit 0, whatever places the prices carry', () => {
    expect(positionEstimate('DOWN', '100', '0.80', '1.10', '1.1')).toEqual({
      result: 'REFUND',
      profit: '0.00',
    });
  });

  it('is null when a figure is not a decimal', () => {
    expect(positionEstimate('UP', '100', '0.80', '64000.00', 'n/a')).toBeNull();
  });
});
