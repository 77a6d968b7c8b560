function stoneGame(piles: number[]): boolean {
    const n = piles.length;
    const d: number[] = piles.slice();  // d[i] after round len: the mover's best on piles[i..i+len-1]
    for (let len = 2; len <= n; len++)
        for (let i = 0; i + len - 1 < n; i++)
            d[i] = Math.max(piles[i] - d[i + 1], piles[i + len - 1] - d[i]);
    return d[0] > 0;
}
