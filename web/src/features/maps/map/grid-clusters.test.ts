import { CELL_PX, gridClusters } from './grid-clusters';

const at = (point: { x: number; y: number }) => point;

describe('gridClusters', () => {
  it('keeps markers far apart on their own', () => {
    const points = [
      { x: 10, y: 10 },
      { x: 200, y: 10 },
      { x: 10, y: 300 },
    ];
    expect(gridClusters(points, at).map((c) => c.items)).toEqual([
      [points[0]],
      [points[1]],
      [points[2]],
    ]);
  });

  it('groups markers that fall in one cell, placing the group at their mean', () => {
    const points = [
      { x: 4, y: 4 },
      { x: 20, y: 12 },
      { x: CELL_PX * 3, y: 4 },
    ];
    const clusters = gridClusters(points, at);
    expect(clusters).toHaveLength(2);
    expect(clusters[0]).toEqual({ items: [points[0], points[1]], at: { x: 12, y: 8 } });
    expect(clusters[1]!.items).toEqual([points[2]]);
  });

  it('puts every marker in exactly one group, whatever their number', () => {
    const points = Array.from({ length: 200 }, (_, i) => ({
      x: (i * 37) % 500,
      y: (i * 91) % 400,
    }));
    const clusters = gridClusters(points, at);
    expect(clusters.flatMap((c) => c.items)).toHaveLength(points.length);
    expect(new Set(clusters.flatMap((c) => c.items))).toEqual(new Set(points));
  });
});
