function stoneGameVIII(stones: number[]): number {
    const n = stones.length;
    const prefix: number[] = [];
    let sum = 0;
    for (const stone of stones) prefix.push(sum += stone);
    let best = prefix[n - 1];
    for (let i = n - 2; i >= 1; --i) best = Math.max(best, prefix[i] - best);
    return best;
}
