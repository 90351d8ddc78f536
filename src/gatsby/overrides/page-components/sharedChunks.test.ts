import { describe, expect, it } from 'vitest';
import { SHARED_BY_MANY_MIN_CHUNKS, SHARED_BY_MANY_MIN_SIZE, smallSharedChunks } from './sharedChunks';

describe('smallSharedChunks (code that many page components share is one chunk, however small)', () => {
  const test = () => true;
  const name = () => 'a-set';
  const gatsbyShared = () => ({
    optimization: {
      splitChunks: {
        minSize: 20_000,
        cacheGroups: { shared: { test, name, priority: 10, minChunks: 2, reuseExistingChunk: true } as Record<string, unknown> },
      },
    },
  });

  it("adds a group above Gatsby's shared one, for modules ten or more chunks share, from 2 kB; Gatsby's stays as it is", () => {
    const config = gatsbyShared();
    smallSharedChunks({ stage: 'build-javascript', config: config as never, plugins: {} as never });
    const { shared, sharedByMany } = config.optimization.splitChunks.cacheGroups as Record<string, Record<string, unknown>>;
    expect(shared).toEqual(gatsbyShared().optimization.splitChunks.cacheGroups.shared);
    expect(sharedByMany).toEqual({
      test,
      name,
      priority: 11,
      minChunks: SHARED_BY_MANY_MIN_CHUNKS,
      minSize: SHARED_BY_MANY_MIN_SIZE,
      reuseExistingChunk: true,
    });
    expect(SHARED_BY_MANY_MIN_SIZE).toBeLessThan(config.optimization.splitChunks.minSize);
  });

  it('leaves the other stages alone', () => {
    for (const stage of ['develop', 'develop-html', 'build-html']) {
      const untouched = gatsbyShared();
      smallSharedChunks({ stage, config: untouched as never, plugins: {} as never });
      expect(untouched, stage).toEqual(gatsbyShared());
    }
  });

  it("says so when Gatsby's browser build has no shared group to build on", () => {
    expect(() =>
      smallSharedChunks({ stage: 'build-javascript', config: { optimization: { splitChunks: { cacheGroups: {} } } } as never, plugins: {} as never })
    ).toThrow(/`shared` cache group/);
  });
});
