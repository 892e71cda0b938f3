import { describe, expect, it } from 'vitest';
import { translateMessage } from './message-catalog.js';

const es = {
  'Product not found': 'Producto no encontrado',
  'Only {{count}} left in stock.': 'Solo quedan {{count}} en existencias.',
  'Cannot move {{quantity}} of {{name}}.': 'No se pueden mover {{quantity}} de {{name}}.',
  '{{name}} is required.': 'Falta {{name}}.',
  '{{label}} balance': 'Saldo de {{label}}',
  'Gift card': 'Tarjeta regalo',
};

describe('translateMessage', () => {
  it('finds a message by its English text', () => {
    expect(translateMessage(es, 'Product not found')).toBe('Producto no encontrado');
  });

  it('finds a message built with values by the key it was built from', () => {
    expect(translateMessage(es, 'Only 3 left in stock.')).toBe('Solo quedan 3 en existencias.');
    expect(translateMessage(es, 'Cannot move 2.5 of Red mug.')).toBe(
      'No se pueden mover 2.5 de Red mug.',
    );
  });

  it('says a value that is a word of the catalog in the language too, and nothing else', () => {
    expect(translateMessage(es, 'Gift card balance')).toBe('Saldo de Tarjeta regalo');
    expect(translateMessage(es, 'Gift cards balance')).toBe('Saldo de Gift cards');
  });

  it('prefers the key with more fixed words', () => {
    expect(translateMessage(es, 'Cannot move 2 of X is required.')).toBe(
      'No se pueden mover 2 de X is required.',
    );
  });

  it('leaves a message the catalog lacks in English', () => {
    expect(translateMessage(es, 'Something else.')).toBe('Something else.');
    expect(translateMessage(undefined, 'Product not found')).toBe('Product not found');
  });
});
