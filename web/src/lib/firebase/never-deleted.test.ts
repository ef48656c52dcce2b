import { describe, expect, it } from 'vitest';
import { NeverDeleted } from './never-deleted';

describe('NeverDeleted', () => {
  it('reports missing until a document is seen, then keeps the last data seen', () => {
    const docs = new NeverDeleted<{ n: number }>();
    expect(docs.resolve('conversations/a', undefined)).toBeUndefined();
    expect(docs.resolve('conversations/a', { n: 1 })).toEqual({ n: 1 });
    expect(docs.resolve('conversations/a', { n: 2 })).toEqual({ n: 2 });
    expect(docs.resolve('conversations/a', undefined)).toEqual({ n: 2 });
    expect(docs.resolve('conversations/b', undefined)).toBeUndefined();
  });
});
