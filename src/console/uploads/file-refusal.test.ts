import { ApiError } from '../api/client.js';
import { fileErrors, refusalOf } from './file-refusal.js';

describe('fileErrors', () => {
  it('shows the page’s own check of the file before anything the server said', () => {
    const refusal = refusalOf(new Error('Il file è vuoto'), 'Rifiutato:');
    expect(fileErrors('Il file supera 5 MB.', refusal)).toEqual({ error: 'Il file supera 5 MB.', errorDetails: [] });
  });

  it('shows the server’s refusal with each reason, or nothing', () => {
    const error = new ApiError('riga 2: data non valida', 422, {
      details: [
        { field: 'riga 2', message: 'data non valida' },
        { field: 'riga 5', message: 'cliente sconosciuto' },
      ],
    });
    expect(fileErrors(null, refusalOf(error, 'Rifiutato:'))).toEqual({
      error: 'Rifiutato:',
      errorDetails: ['riga 2: data non valida', 'riga 5: cliente sconosciuto'],
    });
    expect(fileErrors(null, null)).toEqual({ error: null, errorDetails: undefined });
  });
});
